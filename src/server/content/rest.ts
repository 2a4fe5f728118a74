import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { operations } from '../api/operation';
import {
  authorSchema,
  blogCategorySchema,
  blogPostDetailSchema,
  blogPostSchema,
  comparisonSchema,
  comparisonSummarySchema,
  listOf,
  perkSchema,
  recipeDetailSchema,
  recipeSchema,
  resourceDetailSchema,
  resourceSchema,
  siteContentSchema,
} from '../api/schemas';
import { API_V1 } from '../api/versions';
import { withHeaders } from '../http/rest';
import { REDIRECT_CACHE_CONTROL } from './blog-redirects';
import { RESOURCE_TEXT } from './resources';
import { findResourceFile } from './resource-files';

/** The largest page a REST list answers at once. */
const REST_LIST_LIMIT = 50;

function contentType(fileName: string): string {
  const types: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' };
  return types[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

const tags = ['Content'];
/** Public reads: the same for every visitor, kept until a content write. */
const read = { access: 'public', scope: 'content:read', cache: 'content', since: API_V1, tags } as const;

/**
 * PRODUCT.md "Calls and answers"'s content calls, plus the detail paths integrators need. Lists answer arrays, as
 * PRODUCT.md shows; `?cursor=` pages through them, with the next page's cursor in `X-Next-Cursor`.
 */
export const contentOperations = operations([
  {
    ...read,
    method: 'get',
    path: '/api/blog-posts',
    operationId: 'listBlogPosts',
    summary: 'Published articles, newest first',
    procedure: 'content.blog.list',
    responses: { 200: listOf(blogPostSchema) },
    paged: true,
    handler: async ({ caller, query }) => {
      const page = await caller.content.blog.list({
        category: query.category,
        cursor: query.cursor,
        limit: query.limit ?? REST_LIST_LIMIT,
      });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    },
  },
  {
    ...read,
    method: 'get',
    path: '/api/blog-posts/featured',
    operationId: 'listFeaturedBlogPosts',
    summary: 'The featured articles',
    procedure: 'content.blog.featured',
    responses: { 200: listOf(blogPostSchema) },
    handler: ({ caller }) => caller.content.blog.featured(),
  },
  {
    ...read,
    method: 'get',
    path: '/api/blog-posts/{slug}',
    operationId: 'getBlogPost',
    summary: 'One article (301 from a renamed article’s old slug)',
    procedure: 'content.blog.bySlug',
    responses: {
      200: blogPostDetailSchema,
      301: { contentType: null, description: 'The article was renamed', headers: { Location: 'The article’s path now' } },
    },
    handler: async ({ caller, params }) => {
      // A renamed post's old slug: 301 to the post's path now (never kept, see blog-redirects.ts).
      const moved = await caller.content.blog.redirect({ slug: params.slug });
      if (moved) {
        return new Response(null, {
          status: 301,
          headers: { Location: `/api/blog-posts/${moved.slug}`, 'Cache-Control': REDIRECT_CACHE_CONTROL },
        });
      }
      return caller.content.blog.bySlug({ slug: params.slug });
    },
  },
  {
    ...read,
    method: 'get',
    path: '/api/categories/blog',
    operationId: 'listBlogCategories',
    summary: 'The blog’s categories',
    procedure: 'content.blog.categories',
    responses: { 200: listOf(blogCategorySchema) },
    handler: ({ caller }) => caller.content.blog.categories(),
  },
  {
    ...read,
    method: 'get',
    path: '/api/authors',
    operationId: 'listAuthors',
    summary: 'The blog’s authors',
    procedure: 'content.authors.list',
    responses: { 200: listOf(authorSchema) },
    handler: ({ caller }) => caller.content.authors.list(),
  },
  {
    ...read,
    method: 'get',
    path: '/api/recipes',
    operationId: 'listRecipes',
    summary: 'Published recipes, newest first',
    procedure: 'content.recipes.list',
    responses: { 200: listOf(recipeSchema) },
    paged: true,
    handler: async ({ caller, query }) => {
      const page = await caller.content.recipes.list({ cursor: query.cursor, limit: query.limit ?? REST_LIST_LIMIT });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    },
  },
  {
    ...read,
    method: 'get',
    path: '/api/recipes/{slug}',
    operationId: 'getRecipe',
    summary: 'One recipe',
    procedure: 'content.recipes.bySlug',
    responses: { 200: recipeDetailSchema },
    handler: ({ caller, params }) => caller.content.recipes.bySlug({ slug: params.slug }),
  },
  {
    ...read,
    method: 'get',
    path: '/api/resources',
    operationId: 'listResources',
    summary: 'The downloadable resources',
    procedure: 'content.resources.list',
    responses: { 200: listOf(resourceSchema) },
    handler: ({ caller }) => caller.content.resources.list(),
  },
  {
    ...read,
    method: 'get',
    path: '/api/resources/{id}',
    operationId: 'getResource',
    summary: 'One resource',
    procedure: 'content.resources.byId',
    responses: { 200: resourceDetailSchema },
    cache: undefined,
    handler: ({ caller, params }) => caller.content.resources.byId({ id: params.id }),
  },
  {
    ...read,
    method: 'get',
    path: '/api/resources/{id}/download',
    operationId: 'downloadResource',
    summary: 'A resource’s file',
    procedure: 'content.resources.download',
    responses: {
      200: {
        contentType: ['application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream'],
        description: 'The file',
      },
    },
    cache: undefined,
    handler: async ({ caller, params, c }) => {
      const file = await caller.content.resources.download({ id: params.id });
      const { services } = c.var;
      const found = await findResourceFile(services, file.fileName);
      if (!found) {
        services.logger.error(
          { reqId: c.var.requestId, fileName: file.fileName, storage: services.uploads.storage, ...services.resourceFiles },
          'resource file missing',
        );
        throw new TRPCError({ code: 'NOT_FOUND', message: RESOURCE_TEXT.noFile });
      }
      return new Response(found.body(), {
        headers: {
          'Content-Type': contentType(file.fileName),
          'Content-Length': String(found.size),
          'Content-Disposition': `attachment; filename="${path.basename(file.fileName).replace(/[^\w.-]/g, '_')}"`,
        },
      });
    },
  },
  {
    ...read,
    method: 'get',
    path: '/api/perks/featured',
    operationId: 'listFeaturedPerks',
    summary: 'The home page’s perks teaser',
    tags: ['Perks'],
    procedure: 'content.perks.featured',
    responses: { 200: listOf(perkSchema) },
    handler: ({ caller }) => caller.content.perks.featured(),
  },
  {
    ...read,
    method: 'get',
    path: '/api/site-content/{key}',
    operationId: 'getSiteContent',
    summary: 'One of the site’s editable texts',
    procedure: 'content.siteContent.byKey',
    responses: { 200: siteContentSchema },
    handler: ({ caller, params }) => caller.content.siteContent.byKey({ key: params.key }),
  },
  {
    method: 'put',
    path: '/api/site-content/{key}',
    operationId: 'updateSiteContent',
    summary: 'Change one of the site’s editable texts',
    tags,
    procedure: 'admin.siteContent.update',
    responses: { 200: siteContentSchema },
    access: 'admin',
    since: API_V1,
    handler: ({ caller, params, body }) => caller.admin.siteContent.update({ key: params.key, content: body }),
  },
  {
    ...read,
    method: 'get',
    path: '/api/product-comparisons',
    operationId: 'listProductComparisons',
    summary: 'The product comparisons',
    procedure: 'content.comparisons.list',
    responses: { 200: listOf(comparisonSummarySchema) },
    handler: ({ caller }) => caller.content.comparisons.list(),
  },
  {
    ...read,
    method: 'get',
    path: '/api/product-comparisons/{category}',
    operationId: 'getProductComparison',
    summary: 'One category’s comparison',
    procedure: 'content.comparisons.byCategory',
    responses: { 200: comparisonSchema },
    handler: ({ caller, params }) => caller.content.comparisons.byCategory({ slug: params.category }),
  },
]);

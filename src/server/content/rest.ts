import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';
import { REDIRECT_CACHE_CONTROL } from './blog-redirects';
import { RESOURCE_TEXT } from './resources';
import { findResourceFile } from './resource-files';

const PUBLIC = { cache: 'content' } as const;

/** The largest page a REST list answers at once. */
const REST_LIST_LIMIT = 50;

function contentType(fileName: string): string {
  const types: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' };
  return types[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * PRODUCT.md "Calls and answers"'s content calls, plus the detail paths integrators need. Lists answer arrays, as
 * PRODUCT.md shows; `?cursor=` pages through them, with the next page's cursor in `X-Next-Cursor`.
 */
export const contentRest = new Hono<AppEnv>()
  .get(
    '/blog-posts',
    rest(async ({ caller, query }) => {
      const page = await caller.content.blog.list({
        category: query.category,
        cursor: query.cursor,
        limit: query.limit ?? REST_LIST_LIMIT,
      });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }, PUBLIC),
  )
  .get(
    '/blog-posts/featured',
    rest(({ caller }) => caller.content.blog.featured(), PUBLIC),
  )
  .get(
    '/blog-posts/:slug',
    rest(async ({ caller, params }) => {
      // A renamed post's old slug: 301 to the post's path now (never kept, see blog-redirects.ts).
      const moved = await caller.content.blog.redirect({ slug: params.slug });
      if (moved) {
        return new Response(null, {
          status: 301,
          headers: { Location: `/api/blog-posts/${moved.slug}`, 'Cache-Control': REDIRECT_CACHE_CONTROL },
        });
      }
      return caller.content.blog.bySlug({ slug: params.slug });
    }, PUBLIC),
  )
  .get(
    '/categories/blog',
    rest(({ caller }) => caller.content.blog.categories(), PUBLIC),
  )
  .get(
    '/authors',
    rest(({ caller }) => caller.content.authors.list(), PUBLIC),
  )
  .get(
    '/recipes',
    rest(async ({ caller, query }) => {
      const page = await caller.content.recipes.list({ cursor: query.cursor, limit: query.limit ?? REST_LIST_LIMIT });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }, PUBLIC),
  )
  .get(
    '/recipes/:slug',
    rest(({ caller, params }) => caller.content.recipes.bySlug({ slug: params.slug }), PUBLIC),
  )
  .get(
    '/resources',
    rest(({ caller }) => caller.content.resources.list(), PUBLIC),
  )
  .get(
    '/resources/:id',
    rest(({ caller, params }) => caller.content.resources.byId({ id: params.id })),
  )
  .get(
    '/resources/:id/download',
    rest(async ({ caller, params, c }) => {
      const file = await caller.content.resources.download({ id: params.id });
      const { resourceFiles, logger } = c.var.services;
      const found = await findResourceFile(resourceFiles, file.fileName);
      if (!found) {
        logger.error({ reqId: c.var.requestId, fileName: file.fileName, ...resourceFiles }, 'resource file missing');
        throw new TRPCError({ code: 'NOT_FOUND', message: RESOURCE_TEXT.noFile });
      }
      return new Response(Readable.toWeb(createReadStream(found.path)) as ReadableStream, {
        headers: {
          'Content-Type': contentType(file.fileName),
          'Content-Length': String(found.size),
          'Content-Disposition': `attachment; filename="${path.basename(file.fileName).replace(/[^\w.-]/g, '_')}"`,
        },
      });
    }),
  )
  .get(
    '/perks/featured',
    rest(({ caller }) => caller.content.perks.featured(), PUBLIC),
  )
  .get(
    '/site-content/:key',
    rest(({ caller, params }) => caller.content.siteContent.byKey({ key: params.key }), PUBLIC),
  )
  .put(
    '/site-content/:key',
    rest(({ caller, params, body }) => caller.admin.siteContent.update({ key: params.key, content: body })),
  )
  .get(
    '/product-comparisons',
    rest(({ caller }) => caller.content.comparisons.list(), PUBLIC),
  )
  .get(
    '/product-comparisons/:category',
    rest(({ caller, params }) => caller.content.comparisons.byCategory({ slug: params.category }), PUBLIC),
  );

import {
  blogListInput,
  byIdInput,
  bySlugInput,
  recipeListInput,
  siteContentKeyInput,
  updateSiteContentInput,
} from '../../shared/schemas/content';
import type { Context } from '../trpc/context';
import { adminProcedure, changes, publicProcedure, router } from '../trpc/init';
import { blogPostBySlug, featuredBlogPosts, listAuthors, listBlogCategories, listBlogPosts } from './blog';
import { comparisonBySlug, listComparisons } from './comparisons';
import { featuredPerks } from './perks';
import { listRecipes, recipeBySlug } from './recipes';
import { downloadableFile, listResources, publicResourceById, resourceForViewer } from './resources';
import { siteContentByKey, updateSiteContent } from './site-content';

/** Content everyone reads the same way comes from memory; see SharedCache. */
function cached<T>(ctx: Context, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.cache.get('content', key, load);
}

const contentWrite = adminProcedure.meta(changes('content'));

export const contentRouter = router({
  blog: router({
    list: publicProcedure
      .input(blogListInput)
      .query(({ ctx, input }) => cached(ctx, `blog.list:${JSON.stringify(input)}`, () => listBlogPosts(ctx.db, input))),
    featured: publicProcedure.query(({ ctx }) => cached(ctx, 'blog.featured', () => featuredBlogPosts(ctx.db))),
    bySlug: publicProcedure
      .input(bySlugInput)
      .query(({ ctx, input }) => cached(ctx, `blog.bySlug:${input.slug}`, () => blogPostBySlug(ctx.db, input.slug))),
    categories: publicProcedure.query(({ ctx }) => cached(ctx, 'blog.categories', () => listBlogCategories(ctx.db))),
  }),

  authors: router({
    list: publicProcedure.query(({ ctx }) => cached(ctx, 'authors.list', () => listAuthors(ctx.db))),
  }),

  recipes: router({
    list: publicProcedure
      .input(recipeListInput)
      .query(({ ctx, input }) => cached(ctx, `recipes.list:${JSON.stringify(input)}`, () => listRecipes(ctx.db, input))),
    bySlug: publicProcedure
      .input(bySlugInput)
      .query(({ ctx, input }) => cached(ctx, `recipes.bySlug:${input.slug}`, () => recipeBySlug(ctx.db, input.slug))),
  }),

  resources: router({
    list: publicProcedure.query(({ ctx }) => cached(ctx, 'resources.list', () => listResources(ctx.db))),
    /** Depends on the viewer (members get the download address): never served from a shared cache. */
    byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
      const resource = await cached(ctx, `resources.byId:${input.id}`, () => publicResourceById(ctx.db, input.id));
      return resourceForViewer(resource, ctx.user);
    }),
    download: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
      const resource = await cached(ctx, `resources.byId:${input.id}`, () => publicResourceById(ctx.db, input.id));
      return downloadableFile(resource, ctx.user);
    }),
  }),

  perks: router({
    featured: publicProcedure.query(({ ctx }) => cached(ctx, 'perks.featured', () => featuredPerks(ctx.db))),
  }),

  siteContent: router({
    byKey: publicProcedure
      .input(siteContentKeyInput)
      .query(({ ctx, input }) => cached(ctx, `siteContent:${input.key}`, () => siteContentByKey(ctx.db, input.key))),
    update: contentWrite
      .input(updateSiteContentInput)
      .mutation(({ ctx, input }) => updateSiteContent(ctx.db, input.key, input.content)),
  }),

  comparisons: router({
    list: publicProcedure.query(({ ctx }) => cached(ctx, 'comparisons.list', () => listComparisons(ctx.db))),
    byCategory: publicProcedure
      .input(bySlugInput)
      .query(({ ctx, input }) => cached(ctx, `comparisons:${input.slug}`, () => comparisonBySlug(ctx.db, input.slug))),
  }),
});

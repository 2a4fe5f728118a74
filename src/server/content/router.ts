import { blogListInput, byIdInput, bySlugInput, recipeListInput, siteContentKeyInput } from '../../shared/schemas/content';
import type { Context } from '../trpc/context';
import { publicProcedure, router, sharedRead } from '../trpc/init';
import { blogPostBySlug, featuredBlogPosts, listAuthors, listBlogCategories, listBlogPosts } from './blog';
import { blogRedirectTarget } from './blog-redirects';
import { comparisonBySlug, listComparisons } from './comparisons';
import { featuredPerks } from '../perks/featured';
import { listRecipes, recipeBySlug } from './recipes';
import { downloadableFile, listResources, publicResourceById, resourceForViewer } from './resources';
import { commentSetting } from '../comments/settings';
import { headingFont } from '../site-appearance/heading-font';
import { siteContentByKey } from './site-content';

/** Content everyone reads alike comes from memory until an admin changes content (SharedCache). */
const contentRead = sharedRead('content');

/** The public part of a resource, cached; what the viewer may have of it is decided per request. */
function cachedResource(ctx: Context, id: number) {
  return ctx.cache.get('content', `resource:${id}`, async () => withCommentMode(ctx, await publicResourceById(ctx.db, id, ctx.publicUrl)));
}

/**
 * An item's "Comments open" as its readers meet it: closed too while the site's comment mode is
 * `off` (docs/PRODUCT.md "Comments"). Part of the kept answer, so saving the mode drops 'content'.
 */
async function withCommentMode<T extends { commentsOpen: boolean }>(ctx: Context, item: T): Promise<T> {
  if (!item.commentsOpen || (await commentSetting.cached(ctx)).mode !== 'off') return item;
  return { ...item, commentsOpen: false };
}

export const contentRouter = router({
  blog: router({
    list: contentRead.input(blogListInput).query(({ ctx, input }) => listBlogPosts(ctx.db, input)),
    featured: contentRead.query(({ ctx }) => featuredBlogPosts(ctx.db)),
    bySlug: contentRead
      .input(bySlugInput)
      .query(async ({ ctx, input }) => withCommentMode(ctx, await blogPostBySlug(ctx.db, input.slug, ctx.publicUrl))),
    categories: contentRead.query(({ ctx }) => listBlogCategories(ctx.db)),
    /** Where a renamed post's old slug leads now (`{ slug }`), or null. */
    redirect: publicProcedure.input(bySlugInput).query(async ({ ctx, input }) => {
      const slug = await blogRedirectTarget(ctx.cache, ctx.db, input.slug);
      return slug ? { slug } : null;
    }),
  }),

  authors: router({
    list: contentRead.query(({ ctx }) => listAuthors(ctx.db)),
  }),

  recipes: router({
    list: contentRead.input(recipeListInput).query(({ ctx, input }) => listRecipes(ctx.db, input)),
    bySlug: contentRead.input(bySlugInput).query(async ({ ctx, input }) => withCommentMode(ctx, await recipeBySlug(ctx.db, input.slug))),
  }),

  resources: router({
    list: contentRead.query(({ ctx }) => listResources(ctx.db)),
    /** Depends on the viewer (members get the download address): never served from a shared cache. */
    byId: publicProcedure
      .input(byIdInput)
      .query(async ({ ctx, input }) => resourceForViewer(await cachedResource(ctx, input.id), ctx.user)),
    download: publicProcedure
      .input(byIdInput)
      .query(async ({ ctx, input }) => downloadableFile(await cachedResource(ctx, input.id), ctx.user)),
  }),

  perks: router({
    featured: contentRead.query(({ ctx }) => featuredPerks(ctx.db)),
  }),

  siteContent: router({
    byKey: contentRead.input(siteContentKeyInput).query(({ ctx, input }) => siteContentByKey(ctx.db, input.key)),
  }),

  /** The site's look, which every visitor's page follows (the admin's heading font). */
  siteAppearance: router({
    headingFont: contentRead.query(({ ctx }) => headingFont(ctx.db)),
  }),

  comparisons: router({
    list: contentRead.query(({ ctx }) => listComparisons(ctx.db)),
    byCategory: contentRead.input(bySlugInput).query(({ ctx, input }) => comparisonBySlug(ctx.db, input.slug)),
  }),
});

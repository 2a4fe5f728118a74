import { adminBlogPostListInput, checkSlugInput, createBlogPostInput, updateBlogPostInput } from '../../../shared/schemas/admin/blog-posts';
import { byIdInput } from '../../../shared/schemas/content';
import { adminProcedure, changes, router } from '../../trpc/init';
import { blogPostForEditor, createBlogPost, deleteBlogPost, updateBlogPost } from './editor';
import { listAdminBlogPosts } from './list';
import { slugAvailability } from './slugs';

export const blogPostsRouter = router({
  list: adminProcedure.input(adminBlogPostListInput).query(({ ctx, input }) => listAdminBlogPosts(ctx.db, input)),
  byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => blogPostForEditor(ctx.db, input.id)),
  checkSlug: adminProcedure.input(checkSlugInput).query(({ ctx, input }) => slugAvailability(ctx.db, input.slug, input.exceptId ?? null)),
  create: adminProcedure
    .meta(changes('content'))
    .input(createBlogPostInput)
    .mutation(({ ctx, input }) => createBlogPost(ctx.db, ctx.user, input)),
  update: adminProcedure
    .meta(changes('content'))
    .input(updateBlogPostInput)
    .mutation(({ ctx, input }) => updateBlogPost(ctx.db, ctx.user, input)),
  delete: adminProcedure
    .meta(changes('content'))
    .input(byIdInput)
    .mutation(({ ctx, input }) => deleteBlogPost(ctx.db, ctx.user, input.id)),
});

import { contentRefInput, reactionsForItemsInput, saveableRefInput } from '../../shared/schemas/reactions';
import { changes, changesNothing, memberProcedure, publicProcedure, router } from '../trpc/init';
import { reactionsForItems } from './for-items';
import { likeContent, likeCount, likeStatus, unlikeContent } from './likes';
import { listSavedItems, removeSavedItem, saveItem, savedStatus } from './saved-items';

/** Likes and saves: counts and a member's own state are read live, never cached. */
const reactionWrite = memberProcedure.meta(changesNothing);

/**
 * Reactions: members' likes and saved items on recipes, blog posts, resources and threads.
 * Visitors read like status (always false) and counts; liking and saving need sign-in (PRODUCT.md).
 */
export const reactionsRouter = router({
  /** A list's cards in one call: each item's like count and the member's own like and save. */
  forItems: publicProcedure
    .input(reactionsForItemsInput)
    .query(({ ctx, input }) => reactionsForItems(ctx.db, ctx.user?.id ?? null, input.items)),

  likes: router({
    status: publicProcedure.input(contentRefInput).query(({ ctx, input }) => likeStatus(ctx.db, ctx.user?.id ?? null, input)),
    count: publicProcedure.input(contentRefInput).query(({ ctx, input }) => likeCount(ctx.db, input)),
    // A first like earns points; a comment's like count is part of the kept comment lists.
    like: memberProcedure
      .meta(changes('points', 'comments'))
      .input(contentRefInput)
      .mutation(({ ctx, input }) => likeContent(ctx.db, ctx.user.id, input)),
    unlike: memberProcedure
      .meta(changes('comments'))
      .input(contentRefInput)
      .mutation(({ ctx, input }) => unlikeContent(ctx.db, ctx.user.id, input)),
  }),

  saved: router({
    check: memberProcedure.input(contentRefInput).query(({ ctx, input }) => savedStatus(ctx.db, ctx.user.id, input)),
    /** A comment can be liked, not saved (400). */
    save: reactionWrite.input(saveableRefInput).mutation(({ ctx, input }) => saveItem(ctx.db, ctx.user.id, input)),
    remove: reactionWrite.input(contentRefInput).mutation(({ ctx, input }) => removeSavedItem(ctx.db, ctx.user.id, input)),
    list: memberProcedure.query(({ ctx }) => listSavedItems(ctx.db, ctx.user.id)),
  }),
});

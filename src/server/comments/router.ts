import {
  commentIdInput,
  commentListInput,
  commentRatingsInput,
  commentRepliesInput,
  commentTargetInput,
  createCommentInput,
  updateCommentInput,
} from '../../shared/schemas/comments';
import { assertNotSilenced } from '../auth/restrictions';
import { memberProcedure, router, sharedRead } from '../trpc/init';
import { commentWrite } from './cache';
import { countComments, listComments, myComments, repliesOf } from './read';
import { recipeRatingOf } from './ratings';
import { createComment, deleteComment, updateComment } from './write';

/**
 * Comments under blog posts, recipes and resources (docs/PRODUCT.md "Comments"). Lists, replies,
 * counts and ratings are kept public answers under 'comments' (ratings also show on recipe pages
 * and cards, kept under 'content'); every comment write drops them (comments/cache.ts says what
 * each write changes). Her own waiting comments are never kept.
 */
const commentsRead = sharedRead('comments');
/** What a silenced member can't do: comment or edit (she may still delete). */
const commentPost = memberProcedure.use(async ({ ctx, next }) => {
  await assertNotSilenced(ctx.db, ctx.user.id);
  return next();
});

export const commentsRouter = router({
  list: commentsRead.input(commentListInput).query(({ ctx, input }) => listComments(ctx.db, input)),
  replies: commentsRead.input(commentRepliesInput).query(({ ctx, input }) => repliesOf(ctx.db, input)),
  count: commentsRead.input(commentTargetInput).query(({ ctx, input }) => countComments(ctx.db, input)),
  ratings: commentsRead.input(commentRatingsInput).query(({ ctx, input }) => recipeRatingOf(ctx.db, input.contentId)),
  /** Her own comments on the item that wait for a check or are hidden: only she sees them. */
  mine: memberProcedure.input(commentTargetInput).query(({ ctx, input }) => myComments(ctx.db, ctx.user.id, input)),
  create: commentPost
    .meta(commentWrite)
    .input(createCommentInput)
    .mutation(({ ctx, input }) => createComment(ctx, ctx.user, input)),
  update: commentPost
    .meta(commentWrite)
    .input(updateCommentInput)
    .mutation(({ ctx, input }) => updateComment(ctx, ctx.user, input)),
  delete: memberProcedure
    .meta(commentWrite)
    .input(commentIdInput)
    .mutation(({ ctx, input }) => deleteComment(ctx, ctx.user, input.id)),
});

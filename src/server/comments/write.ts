import type { z } from 'zod';
import type { CommentDto, createCommentInput, updateCommentInput } from '../../shared/schemas/comments';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import type { Context } from '../trpc/context';
import { notYet } from './not-yet';

export async function createComment(ctx: Context, author: SessionUser, input: z.output<typeof createCommentInput>): Promise<CommentDto> {
  return notYet(ctx, author, input);
}
export async function updateComment(ctx: Context, author: SessionUser, input: z.output<typeof updateCommentInput>): Promise<CommentDto> {
  return notYet(ctx, author, input);
}
export async function deleteComment(db: Db, user: SessionUser, id: number): Promise<{ ok: true }> {
  return notYet(db, user, id);
}

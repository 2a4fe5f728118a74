import type { z } from 'zod';
import type { AdminPage } from '../../shared/schemas/admin/list';
import type { Page } from '../../shared/schemas/common';
import type {
  AdminCommentDto,
  AdminCommentListQuery,
  CommentDecisionResult,
  CommentDto,
  commentDecisionInput,
  replyAsTeamInput,
} from '../../shared/schemas/comments';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import type { Context } from '../trpc/context';
import { notYet } from './not-yet';

export async function adminListComments(db: Db, query: AdminCommentListQuery): Promise<AdminPage<AdminCommentDto>> {
  return notYet(db, query);
}
export async function decideComments(ctx: Context, actor: SessionUser, input: z.output<typeof commentDecisionInput>): Promise<CommentDecisionResult> {
  return notYet(ctx, actor, input);
}
export async function replyAsTeam(ctx: Context, actor: SessionUser, input: z.output<typeof replyAsTeamInput>): Promise<CommentDto> {
  return notYet(ctx, actor, input);
}
export async function pendingComments(db: Db, cursor: string | undefined): Promise<Page<AdminCommentDto>> {
  return notYet(db, cursor);
}
export async function pendingCommentCount(db: Db): Promise<{ count: number }> {
  return notYet(db);
}

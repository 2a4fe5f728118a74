import type { z } from 'zod';
import type { Page } from '../../shared/schemas/common';
import type { CommentDto, commentListInput, commentRepliesInput, CommentTargetInput } from '../../shared/schemas/comments';
import type { Db } from '../db/client';
import { notYet } from './not-yet';

export async function listComments(db: Db, input: z.output<typeof commentListInput>): Promise<Page<CommentDto>> {
  return notYet(db, input);
}
export async function repliesOf(db: Db, input: z.output<typeof commentRepliesInput>): Promise<Page<CommentDto>> {
  return notYet(db, input);
}
export async function countComments(db: Db, input: { contentType: CommentTargetInput['contentType']; contentId: number }): Promise<{ count: number }> {
  return notYet(db, input);
}
export async function myComments(db: Db, userId: number, input: { contentType: CommentTargetInput['contentType']; contentId: number }): Promise<CommentDto[]> {
  return notYet(db, userId, input);
}

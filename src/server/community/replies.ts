import type { z } from 'zod';
import type { CreateReplyInput, ReplyDto, threadRepliesInput, updateReplyInput } from '../../shared/schemas/community';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import type { Page } from './threads';

/** A thread's replies, oldest first; keyset-paged. NOT_FOUND when the thread doesn't exist. */
export async function repliesOfThread(db: Db, input: z.output<typeof threadRepliesInput>): Promise<Page<ReplyDto>> {
  throw new Error('not implemented');
}

/**
 * Adds a reply to an unlocked thread and, in the same transaction, bumps the thread's replyCount
 * and lastActivityAt and notifies: mentioned members (`tag`), the thread's author
 * (`thread_reply`), earlier participants (`thread_participation`). Never the replier; one
 * notification per member.
 */
export async function createReply(db: Db, author: SessionUser, input: CreateReplyInput): Promise<ReplyDto> {
  throw new Error('not implemented');
}

export async function updateReply(db: Db, user: SessionUser, input: z.output<typeof updateReplyInput>): Promise<ReplyDto> {
  throw new Error('not implemented');
}

export async function deleteReply(db: Db, user: SessionUser, id: number): Promise<{ deleted: true }> {
  throw new Error('not implemented');
}

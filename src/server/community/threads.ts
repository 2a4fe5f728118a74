import type { z } from 'zod';
import type {
  CreateThreadInput,
  ThreadDetailDto,
  ThreadSummaryDto,
  moderateThreadInput,
  topicThreadsInput,
  updateThreadInput,
} from '../../shared/schemas/community';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The newest threads of every topic, newest first. */
export async function recentThreads(db: Db, limit: number): Promise<ThreadSummaryDto[]> {
  throw new Error('not implemented');
}

/** A topic's threads: pinned first, then by last activity; keyset-paged. NOT_FOUND for no topic. */
export async function threadsByTopic(db: Db, input: z.output<typeof topicThreadsInput>): Promise<Page<ThreadSummaryDto>> {
  throw new Error('not implemented');
}

export async function threadById(db: Db, id: number): Promise<ThreadDetailDto> {
  throw new Error('not implemented');
}

/** Counts a view unless this viewer was counted within FORUM_LIMITS.viewWindowMs. */
export async function recordThreadView(db: Db, threadId: number, viewerKey: string): Promise<{ viewCount: number }> {
  throw new Error('not implemented');
}

/** Creates the thread and notifies members it mentions (`tag`), in one transaction. */
export async function createThread(db: Db, author: SessionUser, input: CreateThreadInput): Promise<ThreadDetailDto> {
  throw new Error('not implemented');
}

/** The author within FORUM_LIMITS.editWindowMs, or an admin at any time. */
export async function updateThread(db: Db, user: SessionUser, input: z.output<typeof updateThreadInput>): Promise<ThreadDetailDto> {
  throw new Error('not implemented');
}

/** As updateThread; removes its replies, views, likes and saves too. */
export async function deleteThread(db: Db, user: SessionUser, id: number): Promise<{ deleted: true }> {
  throw new Error('not implemented');
}

export async function moderateThread(db: Db, input: z.output<typeof moderateThreadInput>): Promise<ThreadDetailDto> {
  throw new Error('not implemented');
}

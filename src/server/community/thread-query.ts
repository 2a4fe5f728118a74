import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import type { ThreadAuthorDto, ThreadSummaryDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';
import { exactTime } from '../db/cursor';
import { forumThreads, forumTopics, users } from '../db/schema';

/** What every forum answer shows of a post's author (never the email or the password hash). */
export const authorColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatar: users.avatar,
};

interface AuthorRow {
  id: number;
  username: string;
  displayName: string | null;
  avatar: string | null;
}

/** The name members see: the display name when one is set, else the username. */
export function nameOf(author: Pick<AuthorRow, 'username' | 'displayName'>): string {
  return author.displayName?.trim() ? author.displayName : author.username;
}

export function toAuthorDto(author: AuthorRow): ThreadAuthorDto {
  return { id: author.id, name: nameOf(author), username: author.username, avatar: author.avatar };
}

const threadColumns = {
  id: forumThreads.id,
  title: forumThreads.title,
  content: forumThreads.content,
  createdAt: forumThreads.createdAt,
  updatedAt: forumThreads.updatedAt,
  lastActivityAt: forumThreads.lastActivityAt,
  viewCount: forumThreads.viewCount,
  replyCount: forumThreads.replyCount,
  pinned: forumThreads.pinned,
  locked: forumThreads.locked,
  author: authorColumns,
  topic: { id: forumTopics.id, name: forumTopics.name, slug: forumTopics.slug },
  /** lastActivityAt to the microsecond, for the topic listing's cursor. */
  lastActivityTime: exactTime(forumThreads.lastActivityAt),
};

/**
 * Threads with their author and topic: add where, order and limit. Both joins are primary-key
 * lookups, so the cost is the scan of forum_threads the caller's order picks.
 */
export function selectThreads(db: Db) {
  return db
    .select(threadColumns)
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.authorId))
    .innerJoin(forumTopics, eq(forumTopics.id, forumThreads.topicId))
    .$dynamic();
}

export type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

export function toThreadDto(row: ThreadRow): ThreadSummaryDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastActivityAt: row.lastActivityAt,
    viewCount: row.viewCount,
    replyCount: row.replyCount,
    pinned: row.pinned,
    locked: row.locked,
    author: toAuthorDto(row.author),
    topic: row.topic,
  };
}

/** One thread as the thread page shows it; NOT_FOUND (COMMUNITY_TEXT.threadNotFound) otherwise. */
export async function loadThread(db: Db, id: number): Promise<ThreadSummaryDto> {
  const [row] = await selectThreads(db).where(eq(forumThreads.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
  return toThreadDto(row);
}

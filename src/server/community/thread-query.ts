import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import type { ThreadAuthorDto, ThreadSummaryDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';
import { exactTime } from '../db/cursor';
import { forumThreads, forumTopics, users } from '../db/schema';
import { threadListed } from './visibility';

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

/** null for a former member: the post's author_id was set null when her account went. */
export function toAuthorDto(author: AuthorRow | null): ThreadAuthorDto | null {
  return author && { id: author.id, name: nameOf(author), username: author.username, avatar: author.avatar };
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
  lockNote: forumThreads.lockNote,
  moderatorEditedAt: forumThreads.moderatorEditedAt,
  status: forumThreads.status,
  author: authorColumns,
  topic: { id: forumTopics.id, name: forumTopics.name, slug: forumTopics.slug },
  /** lastActivityAt to the microsecond, for the topic listing's cursor. */
  lastActivityTime: exactTime(forumThreads.lastActivityAt),
};

/**
 * Threads with their author (none for a former member's) and topic: add where, order and limit.
 * Both joins are primary-key lookups, so the cost is the scan of forum_threads the caller's order picks.
 */
export function selectThreads(db: Db) {
  return db
    .select(threadColumns)
    .from(forumThreads)
    .leftJoin(users, eq(users.id, forumThreads.authorId))
    .innerJoin(forumTopics, eq(forumTopics.id, forumThreads.topicId))
    .$dynamic();
}

export type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

/** A hidden thread keeps its place in lists, but its title and text are sent to nobody. */
export function toThreadDto(row: ThreadRow): ThreadSummaryDto {
  const hidden = row.status === 'hidden';
  return {
    id: row.id,
    title: hidden ? COMMUNITY_TEXT.hiddenPost : row.title,
    content: hidden ? '' : row.content,
    hidden,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastActivityAt: row.lastActivityAt,
    viewCount: row.viewCount,
    replyCount: row.replyCount,
    pinned: row.pinned,
    locked: row.locked,
    lockNote: hidden ? null : row.lockNote,
    moderatorEdited: row.moderatorEditedAt !== null,
    author: toAuthorDto(row.author),
    topic: row.topic,
  };
}

/**
 * One thread as the thread page shows it; NOT_FOUND (COMMUNITY_TEXT.threadNotFound) otherwise, or
 * when it is held or removed (`listedOnly`, the public page; its own writes read it regardless).
 */
export async function loadThread(db: Db, id: number, { listedOnly = false } = {}): Promise<ThreadSummaryDto> {
  const [row] = await selectThreads(db).where(and(eq(forumThreads.id, id), listedOnly ? threadListed : undefined));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
  return toThreadDto(row);
}

import { and, inArray, ne, sql } from 'drizzle-orm';
import { extractMentions } from '../../shared/lib/mentions';
import { truncate } from '../../shared/lib/text';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Notification bodies quote the post, cut to this many characters. */
const EXCERPT_LENGTH = 140;
/** Mentions past this many in one post notify nobody more: a post is not a mailing list. */
const MENTION_LIMIT = 20;

export const excerpt = (text: string) => truncate(text, EXCERPT_LENGTH);
export const threadLink = (threadId: number) => `/community/thread/${threadId}`;
export const replyLink = (threadId: number, replyId: number) => `${threadLink(threadId)}#reply-${replyId}`;
/** One event per post: a mention repeated by an edit of the same post never notifies twice. */
export const threadEvent = (threadId: number) => `thread:${threadId}`;
export const replyEvent = (replyId: number) => `reply:${replyId}`;

/**
 * The ids of the members `text` mentions, except `writerId` (nobody is notified of her own
 * post). Names that belong to nobody are ignored; the lookup is case-insensitive and uses the
 * unique index on lower(username).
 */
export async function mentionedMemberIds(db: Db, text: string, writerId: number): Promise<number[]> {
  const names = extractMentions(text).slice(0, MENTION_LIMIT);
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), ne(users.id, writerId)));
  return rows.map((row) => row.id);
}

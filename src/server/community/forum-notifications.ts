import { and, inArray, ne, sql } from 'drizzle-orm';
import { extractMentions } from '../../shared/lib/mentions';
import { truncate } from '../../shared/lib/text';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { NewNotification } from '../notifications/service';

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

export type ForumNotificationType = 'tag' | 'thread_reply' | 'thread_participation';

/**
 * What each kind of forum notification says, written here only: the forum's writes and the demo
 * community both word their notifications with it. `writer` is the poster's display name.
 */
export const FORUM_NOTIFICATION_TITLES = {
  tag: (writer: string) => `${writer} mentioned you`,
  thread_reply: (writer: string) => `${writer} replied to your thread`,
  thread_participation: (writer: string, threadTitle: string) => `${writer} replied to "${threadTitle}"`,
} satisfies Record<ForumNotificationType, (writer: string, threadTitle: string) => string>;

/** What a post's notifications share: its excerpt, where it is, its event, and who wrote it. */
export interface PostEvent {
  content: string;
  link: string;
  eventKey: string;
  /** Members who muted or blocked her are not told (notify()). */
  actorId: number;
}

/** A `tag` notification for each member a post by `writer` mentions. */
export function mentionNotifications(memberIds: number[], writer: string, post: PostEvent): NewNotification[] {
  return memberIds.map((userId) => ({ ...post, userId, type: 'tag', title: FORUM_NOTIFICATION_TITLES.tag(writer) }));
}

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

import { z } from 'zod';
import { FORUM_LIMITS, NOTIFICATION_TYPES, type NotificationType } from '../constants/community';
import { isSameSitePath } from '../lib/links';
import { checkBio, checkDisplayName, checkPostText, checkReplyContent, checkThreadContent, checkTitle } from '../rules/community';
import { checkSupportNote } from '../rules/moderation';
import { cursor, id, limit } from './common';
import { plainText, ruledText } from './text';

export { NOTIFICATION_TYPES, type NotificationType } from '../constants/community';

// ---------------------------------------------------------------- inputs
// Member-written text follows the rules of rules/community.ts: checked as typed, then trimmed.

const threadTitle = ruledText('Title', checkTitle, { min: FORUM_LIMITS.titleMin, max: FORUM_LIMITS.titleMax });
const threadContent = ruledText('Content', checkThreadContent, { max: FORUM_LIMITS.threadMax });
const replyContent = ruledText('Reply', checkReplyContent, { max: FORUM_LIMITS.replyMax });

export const recentThreadsInput = z.object({ limit: limit.max(20, { error: 'Limit must be at most 20' }).default(4) });
export const topicThreadsInput = z.object({ topicId: id, cursor: cursor.optional(), limit: limit.default(20) });
export const threadRepliesInput = z.object({ threadId: id, cursor: cursor.optional(), limit: limit.default(50) });
export const pageInput = z.object({ cursor: cursor.optional(), limit: limit.default(20) });

export const createThreadInput = z.object({ topicId: id, title: threadTitle, content: threadContent });
export type CreateThreadInput = z.input<typeof createThreadInput>;
export const updateThreadInput = z.object({ id, title: threadTitle, content: threadContent });
export const moderateThreadInput = z
  .object({
    id,
    pinned: z.boolean().optional(),
    locked: z.boolean().optional(),
    /** Shown under the locked thread as a note from the team (rules/moderation.ts). */
    lockNote: ruledText('Support note', checkSupportNote).optional(),
  })
  .refine((value) => value.pinned !== undefined || value.locked !== undefined, { error: 'Nothing to change' });

export const createReplyInput = z.object({ threadId: id, content: replyContent });
export type CreateReplyInput = z.input<typeof createReplyInput>;
export const updateReplyInput = z.object({ id, content: replyContent });

export const updateProfileInput = z.object({
  displayName: ruledText('Display name', checkDisplayName),
  bio: ruledText('Bio', checkBio),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const notificationPreferencesInput = z.object({
  enabled: z.partialRecord(notificationTypeSchema, z.boolean()),
});
/** Per type, whether it comes by email as well (types left out keep their choice). */
export const notificationEmailPreferencesInput = z.object({
  byEmail: z.partialRecord(notificationTypeSchema, z.boolean()),
});

export const announcementInput = z.object({
  title: ruledText('Title', (value) => checkPostText('Title', 150, value)),
  content: ruledText('Message', (value) => checkPostText('Message', 1000, value)),
  link: plainText('Link')
    .trim()
    .max(500, { error: 'Link is too long' })
    .refine((value) => value === '' || isSameSitePath(value), { error: 'Link must be a path on this site, starting with /' })
    .optional(),
});

// ---------------------------------------------------------------- answers

/** PRODUCT.md "Records and their fields" (Community thread): author {name, username, avatar} and topic {name}. */
export interface ThreadAuthorDto {
  id: number;
  /** The display name, else the username. */
  name: string;
  username: string;
  avatar: string | null;
}

export interface ThreadTopicDto {
  id: number;
  name: string;
  slug: string;
}

export interface ThreadSummaryDto {
  id: number;
  /** A hidden thread's (`hidden`) are COMMUNITY_TEXT.hiddenPost and '' for everyone. */
  title: string;
  content: string;
  /** Reported enough to be hidden while a moderator looks (docs/PRODUCT.md "Moderation"). */
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastActivityAt: Date;
  viewCount: number;
  replyCount: number;
  pinned: boolean;
  locked: boolean;
  /** The team's note under a thread it locked (null when none, and while the thread is hidden). */
  lockNote: string | null;
  /** Its text was changed by a moderator: the post says "Edited by a moderator". */
  moderatorEdited: boolean;
  /** null: a former member (her account is gone; her posts stay, docs/PRODUCT.md "Moderation"). */
  author: ThreadAuthorDto | null;
  topic: ThreadTopicDto;
}

/** The thread page's head; who may edit is decided by the client from `author.id` and the dates. */
export type ThreadDetailDto = ThreadSummaryDto;

/**
 * What a new post answers (docs/PRODUCT.md "Moderation", holds): `published`, or `pending` while
 * it waits for a moderator's check (REST 202), seen by its author only.
 */
export type PostOutcome = 'published' | 'pending';
export type CreatedThreadDto = ThreadDetailDto & { status: PostOutcome };

export interface ReplyDto {
  id: number;
  threadId: number;
  /** '' while the reply is hidden (`hidden`). */
  content: string;
  hidden: boolean;
  /** Its text was changed by a moderator: the post says "Edited by a moderator". */
  moderatorEdited: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** null: a former member. */
  author: ThreadAuthorDto | null;
}

export type CreatedReplyDto = ReplyDto & { status: PostOutcome };

/** Her posts waiting for a moderator's check: only she sees them (community.held.mine). */
export interface HeldPostsDto {
  threads: ThreadDetailDto[];
  replies: ReplyDto[];
}

export interface TopicDto {
  id: number;
  name: string;
  slug: string;
  description: string;
  threadCount: number;
  replyCount: number;
  latestThread: { id: number; title: string; createdAt: Date } | null;
}

/** PRODUCT.md "Records and their fields" (Community stats). */
export interface CommunityStatsDto {
  totalUsers: number;
  totalThreads: number;
  totalComments: number;
  /** Members who started a thread or replied in the last 24 hours. */
  activeToday: number;
}

/** PRODUCT.md "Records and their fields" (Community profile (from the 'me' call)). */
export interface CommunityProfileDto {
  avatar: string | null;
  displayName: string;
  /** What /profile/edit shows; PRODUCT.md's call carries the two fields above. */
  bio: string;
  username: string;
}

export interface MemberProfileDto {
  id: number;
  username: string;
  displayName: string;
  avatar: string | null;
  bio: string;
  joinedAt: Date;
  threadCount: number;
  replyCount: number;
  recentThreads: ThreadSummaryDto[];
  recentReplies: { id: number; threadId: number; threadTitle: string; content: string; createdAt: Date }[];
}

/** PRODUCT.md "Records and their fields" (Notification). */
export interface NotificationDto {
  id: number;
  type: NotificationType;
  title: string;
  content: string;
  link: string | null;
  isRead: boolean;
  createdAt: Date;
}

export type NotificationPreferencesDto = Record<NotificationType, boolean>;

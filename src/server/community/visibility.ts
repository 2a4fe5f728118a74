import { eq, inArray } from 'drizzle-orm';
import { LISTED_POST_STATUSES } from '../../shared/rules/moderation';
import { forumReplies, forumThreads } from '../db/schema';

/**
 * Which posts a public answer may carry (shared/rules/moderation.ts). Lists and pages show
 * published and hidden posts (a hidden one as its placeholder only, toThreadDto and toReplyDto);
 * held and removed posts are in none of them. Likes, saves, summaries, the sitemap and the search
 * (its triggers, drizzle/0030) take published posts only: they would show a hidden post's text.
 */
export const threadListed = inArray(forumThreads.status, [...LISTED_POST_STATUSES]);
export const replyListed = inArray(forumReplies.status, [...LISTED_POST_STATUSES]);
export const threadPublished = eq(forumThreads.status, 'published');

import { TRPCError } from '@trpc/server';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { MODERATION_TEXT } from '../../shared/constants/moderation';
import { SAFETY_TEXT } from '../../shared/constants/safety';
import { LISTED_POST_STATUSES, type AutoCheck, type AutoCheckHit } from '../../shared/rules/moderation';
import {
  hostAllowed,
  linkedHosts,
  NEW_ACCOUNT_HOURS,
  REPEATED_TEXT,
  type ModerationSettings,
} from '../../shared/rules/moderation-settings';
import { isStaff } from '../../shared/rules/roles';
import { riskPhrase } from '../../shared/rules/safety';
import { matchWatchedWords } from '../../shared/rules/watched-words';
import type { SessionUser } from '../auth/session';
import type { SharedCache } from '../cache/shared-cache';
import { millisecondsAgo } from '../community/post-rules';
import type { Db } from '../db/client';
import { forumReplies, forumThreads, reviewItems } from '../db/schema';
import { alertTeam } from './alerts';
import { moderationSetting } from './settings';

const HOUR_MS = 60 * 60 * 1000;

/** The checks that keep a new post back until a moderator approves it. */
const HOLDING: readonly AutoCheck[] = ['first_posts', 'new_account_link', 'repeated_text', 'watched_hold'];

/** What a forum write needs to screen a post: the settings (from the cache) and the site's address for the team's emails. */
export interface Screener {
  settings: ModerationSettings;
  publicUrl: string;
}

export async function screener(services: { db: Db; cache: SharedCache; publicUrl: string }): Promise<Screener> {
  return { settings: await moderationSetting.cached(services), publicUrl: services.publicUrl };
}

export interface Screening {
  /** `held` only for a new post: an edit is never taken back from the readers it already has. */
  status: 'published' | 'held';
  checks: AutoCheckHit[];
  safety: boolean;
}

/** How many of her posts are out (published or hidden), up to `enough`, and how many carried `content` in the last day. */
async function pastPosts(tx: Db, authorId: number, content: string, wanted: { approved: boolean; repeats: boolean }) {
  const since = millisecondsAgo(REPEATED_TEXT.hours * HOUR_MS);
  const listed = [...LISTED_POST_STATUSES];
  const [approvedThreads, approvedReplies, sameThreads, sameReplies] = await Promise.all([
    wanted.approved ? tx.$count(forumThreads, and(eq(forumThreads.authorId, authorId), inArray(forumThreads.status, listed))) : 0,
    wanted.approved ? tx.$count(forumReplies, and(eq(forumReplies.authorId, authorId), inArray(forumReplies.status, listed))) : 0,
    wanted.repeats
      ? tx.$count(
          forumThreads,
          and(eq(forumThreads.authorId, authorId), gt(forumThreads.createdAt, since), eq(forumThreads.content, content)),
        )
      : 0,
    wanted.repeats
      ? tx.$count(
          forumReplies,
          and(eq(forumReplies.authorId, authorId), gt(forumReplies.createdAt, since), eq(forumReplies.content, content)),
        )
      : 0,
  ]);
  return { approved: approvedThreads + approvedReplies, sameText: sameThreads + sameReplies };
}

/**
 * The automatic checks on what a member writes (docs/PRODUCT.md "Moderation", holds and watched
 * words). A blocked word refuses the post (BAD_REQUEST naming it). A new post waits for a check
 * (`held`) for a watched word that holds, while she has fewer approved posts than the settings'
 * first posts, for a link off the allowlist from an account under a day old, or for the third
 * copy of the same text in a day, unless it also has a safety phrase. Flagged words and safety
 * phrases publish it and queue it. An edit runs the word checks only. The team's own posts are not screened: they answer in the
 * queue's words, safety phrases included.
 */
export async function screenPost(
  tx: Db,
  author: SessionUser,
  post: { text: string; content: string },
  settings: ModerationSettings,
  kind: 'create' | 'edit',
): Promise<Screening> {
  if (isStaff(author)) return { status: 'published', checks: [], safety: false };
  const words = matchWatchedWords(post.text, settings.watchedWords);
  const blocked = words.find((word) => word.action === 'block');
  if (blocked) throw new TRPCError({ code: 'BAD_REQUEST', message: MODERATION_TEXT.blockedWord(blocked.phrase) });

  const checks: AutoCheckHit[] = [];
  for (const word of words) {
    if (word.action === 'hold') checks.push({ check: 'watched_hold', detail: word.phrase });
    if (word.action === 'flag') checks.push({ check: 'watched_flag', detail: word.phrase });
  }
  const safetyWords = settings.watchedWords.filter((word) => word.action === 'safety').map((word) => word.phrase);
  const risk = riskPhrase(post.text, safetyWords);
  if (risk) checks.push({ check: 'safety', detail: risk });

  if (kind === 'create') {
    const newAccount = Date.now() - author.createdAt.getTime() < NEW_ACCOUNT_HOURS * HOUR_MS;
    const offList =
      settings.holdNewAccountLinks && newAccount && linkedHosts(post.text).find((host) => !hostAllowed(host, settings.linkAllowlist));
    if (offList) checks.push({ check: 'new_account_link', detail: offList });
    const wanted = { approved: settings.holdFirstPosts > 0, repeats: settings.holdRepeatedText };
    if (wanted.approved || wanted.repeats) {
      const past = await pastPosts(tx, author.id, post.content, wanted);
      if (wanted.approved && past.approved < settings.holdFirstPosts) checks.push({ check: 'first_posts' });
      if (wanted.repeats && past.sameText >= REPEATED_TEXT.times - 1) checks.push({ check: 'repeated_text' });
    }
  }
  // A safety phrase publishes even what a hold would keep back: she may need the community's
  // answers now, and the team is told at once (a report of one never hides anything either).
  const holds = kind === 'create' && risk === null && checks.some((hit) => HOLDING.includes(hit.check));
  return { status: holds ? 'held' : 'published', checks, safety: risk !== null };
}

/**
 * Puts a screened post in the queue when a check found something: its one review item (opened
 * again if it was decided) gathers what the checks found; a safety phrase puts it first and tells
 * the team at once, the first time only. Nothing counts against the author: no report, no hiding.
 */
export async function queueScreened(
  tx: Db,
  target: { targetType: 'thread' | 'reply' | 'comment'; targetId: number; authorId: number; excerpt: string },
  screening: Screening,
  publicUrl: string,
): Promise<void> {
  if (screening.checks.length === 0) return;
  const [before] = await tx
    .select({ safety: reviewItems.safety })
    .from(reviewItems)
    .where(and(eq(reviewItems.targetType, target.targetType), eq(reviewItems.targetId, target.targetId)))
    .for('update');
  await tx
    .insert(reviewItems)
    .values({
      targetType: target.targetType,
      targetId: target.targetId,
      authorId: target.authorId,
      checks: screening.checks,
      safety: screening.safety,
    })
    .onConflictDoUpdate({
      target: [reviewItems.targetType, reviewItems.targetId],
      set: {
        status: 'pending',
        checks: sql`${reviewItems.checks} || excluded.checks`,
        safety: sql`${reviewItems.safety} or excluded.safety`,
        version: sql`${reviewItems.version} + 1`,
        lastReportedAt: sql`now()`,
      },
    });
  if (screening.safety && !before?.safety) {
    await alertTeam(
      tx,
      { eventKey: `safety:${target.targetType}:${target.targetId}`, content: SAFETY_TEXT.alert.post(target.excerpt) },
      publicUrl,
    );
  }
}

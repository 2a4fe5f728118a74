import { and, asc, eq } from 'drizzle-orm';
import { fromHundredths } from '../../shared/lib/levels';
import type { Db } from '../db/client';
import {
  appeals,
  comments,
  forumReplies,
  forumThreads,
  giveaways,
  giveawayWinners,
  likes,
  memberDecisions,
  memberNotes,
  memberPenalties,
  memberRelations,
  newsletterConsents,
  newsletterSubscribers,
  notificationEmailPrefs,
  notificationMutes,
  notifications,
  perkCodes,
  perkRedemptions,
  perks,
  pointsLedger,
  pointsMonthly,
  productFeedback,
  reports,
  reviewItems,
  savedItems,
  sessions,
  users,
} from '../db/schema';

/** Whose data a file is read for. */
export interface ExportSubject {
  userId: number;
  email: string;
}

/** One JSON file of her data download: what it holds (the README's line), the tables it reads, its rows. */
export interface ExportFile {
  name: string;
  about: string;
  /** The tables whose rows about her this file holds (export-files.test.ts checks every table is here or left out). */
  tables: string[];
  read(db: Db, subject: ExportSubject): Promise<unknown>;
}

/**
 * Every file of the download, in the README's order. A table that holds member data is here or
 * in LEFT_OUT with its reason; one entry adds a file.
 */
export const EXPORT_FILES: ExportFile[] = [
  {
    name: 'profile.json',
    about: 'Your account: username, display name, email, bio, photo, role and when you joined.',
    tables: ['users'],
    read: async (db, { userId }) => {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          displayName: users.displayName,
          email: users.email,
          bio: users.bio,
          avatar: users.avatar,
          role: users.role,
          joinedAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  },
  {
    name: 'sessions.json',
    about: 'The browsers signed in to your account: when each signed in and when it expires (never the secret itself).',
    tables: ['sessions'],
    read: (db, { userId }) =>
      db
        .select({ signedInAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
  },
  {
    name: 'threads.json',
    about: 'The community threads you started, with their status.',
    tables: ['forum_threads'],
    read: (db, { userId }) =>
      db
        .select({
          id: forumThreads.id,
          topicId: forumThreads.topicId,
          title: forumThreads.title,
          content: forumThreads.content,
          status: forumThreads.status,
          createdAt: forumThreads.createdAt,
          updatedAt: forumThreads.updatedAt,
        })
        .from(forumThreads)
        .where(eq(forumThreads.authorId, userId))
        .orderBy(asc(forumThreads.id)),
  },
  {
    name: 'replies.json',
    about: 'Your replies in community threads.',
    tables: ['forum_replies'],
    read: (db, { userId }) =>
      db
        .select({
          id: forumReplies.id,
          threadId: forumReplies.threadId,
          content: forumReplies.content,
          status: forumReplies.status,
          createdAt: forumReplies.createdAt,
          updatedAt: forumReplies.updatedAt,
        })
        .from(forumReplies)
        .where(eq(forumReplies.authorId, userId))
        .orderBy(asc(forumReplies.id)),
  },
  {
    name: 'likes.json',
    about: 'What you liked (the kind of item and its id).',
    tables: ['likes'],
    read: (db, { userId }) =>
      db
        .select({ contentType: likes.contentType, contentId: likes.contentId, likedAt: likes.createdAt })
        .from(likes)
        .where(eq(likes.userId, userId))
        .orderBy(asc(likes.id)),
  },
  {
    name: 'saves.json',
    about: 'What you saved for later.',
    tables: ['saved_items'],
    read: (db, { userId }) =>
      db
        .select({ contentType: savedItems.contentType, contentId: savedItems.contentId, savedAt: savedItems.createdAt })
        .from(savedItems)
        .where(eq(savedItems.userId, userId))
        .orderBy(asc(savedItems.id)),
  },
  {
    name: 'notifications.json',
    about: 'Your notifications, read and unread.',
    tables: ['notifications'],
    read: (db, { userId }) =>
      db
        .select({
          type: notifications.type,
          title: notifications.title,
          content: notifications.content,
          link: notifications.link,
          isRead: notifications.isRead,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id)),
  },
  {
    name: 'notification-settings.json',
    about: 'The notification types you turned off, and which ones you chose to get by email.',
    tables: ['notification_mutes', 'notification_email_prefs'],
    read: async (db, { userId }) => ({
      turnedOff: (
        await db.select({ type: notificationMutes.type }).from(notificationMutes).where(eq(notificationMutes.userId, userId))
      ).map((row) => row.type),
      byEmail: await db
        .select({ type: notificationEmailPrefs.type, byEmail: notificationEmailPrefs.byEmail })
        .from(notificationEmailPrefs)
        .where(eq(notificationEmailPrefs.userId, userId)),
    }),
  },
  {
    name: 'mutes-and-blocks.json',
    about: 'The members you muted or blocked, and until when.',
    tables: ['member_relations'],
    read: (db, { userId }) =>
      db
        .select({ username: users.username, kind: memberRelations.kind, until: memberRelations.until, since: memberRelations.createdAt })
        .from(memberRelations)
        .innerJoin(users, eq(users.id, memberRelations.otherId))
        .where(eq(memberRelations.userId, userId)),
  },
  {
    name: 'points.json',
    about: 'Your points ledger: every award, reversal and grant, with what earned it.',
    tables: ['points_ledger'],
    read: async (db, { userId }) =>
      (
        await db
          .select({
            action: pointsLedger.action,
            sourceType: pointsLedger.sourceType,
            sourceId: pointsLedger.sourceId,
            amount: pointsLedger.amount,
            note: pointsLedger.note,
            createdAt: pointsLedger.createdAt,
          })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, userId))
          .orderBy(asc(pointsLedger.id))
      ).map((row) => ({ ...row, amount: fromHundredths(row.amount) })),
  },
  {
    name: 'giveaways.json',
    about: 'Your points each month (your giveaway entries come from them) and the giveaways you won.',
    tables: ['points_monthly', 'giveaway_winners'],
    read: async (db, { userId }) => ({
      monthlyPoints: (
        await db
          .select({ month: pointsMonthly.month, amount: pointsMonthly.amount })
          .from(pointsMonthly)
          .where(eq(pointsMonthly.userId, userId))
          .orderBy(asc(pointsMonthly.month))
      ).map((row) => ({ month: row.month, points: fromHundredths(row.amount) })),
      wins: await db
        .select({
          month: giveaways.month,
          prize: giveaways.prize,
          round: giveawayWinners.round,
          drawnAt: giveawayWinners.drawnAt,
          claimBy: giveawayWinners.claimBy,
          claimedAt: giveawayWinners.claimedAt,
        })
        .from(giveawayWinners)
        .innerJoin(giveaways, eq(giveaways.id, giveawayWinners.giveawayId))
        .where(eq(giveawayWinners.userId, userId)),
    }),
  },
  {
    name: 'perk-redemptions.json',
    about: 'The perks you redeemed, with the code you were given where each member gets her own.',
    tables: ['perk_redemptions', 'perk_codes'],
    read: (db, { userId }) =>
      db
        .select({ perk: perks.title, brand: perks.brandName, code: perkCodes.code, redeemedAt: perkRedemptions.createdAt })
        .from(perkRedemptions)
        .innerJoin(perks, eq(perks.id, perkRedemptions.perkId))
        .leftJoin(perkCodes, and(eq(perkCodes.perkId, perkRedemptions.perkId), eq(perkCodes.userId, userId)))
        .where(eq(perkRedemptions.userId, userId)),
  },
  {
    name: 'feedback.json',
    about: 'The product feedback you sent, and where the team has put it.',
    tables: ['product_feedback'],
    read: (db, { userId }) =>
      db
        .select({
          category: productFeedback.category,
          message: productFeedback.message,
          pageLink: productFeedback.pageLink,
          status: productFeedback.status,
          teamNote: productFeedback.adminNote,
          createdAt: productFeedback.createdAt,
        })
        .from(productFeedback)
        .where(eq(productFeedback.userId, userId))
        .orderBy(asc(productFeedback.id)),
  },
  {
    name: 'newsletter.json',
    about: "Your newsletter subscription for your account's email, and each time you subscribed or unsubscribed.",
    tables: ['newsletter_subscribers', 'newsletter_consents'],
    read: async (db, { email }) => {
      const [subscriber] = await db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          name: newsletterSubscribers.name,
          status: newsletterSubscribers.status,
          source: newsletterSubscribers.source,
          consentedAt: newsletterSubscribers.consentedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()));
      if (!subscriber) return { subscription: null, consents: [] };
      const { id, ...subscription } = subscriber;
      const consents = await db
        .select({ action: newsletterConsents.action, source: newsletterConsents.source, at: newsletterConsents.at })
        .from(newsletterConsents)
        .where(eq(newsletterConsents.subscriberId, id))
        .orderBy(asc(newsletterConsents.id));
      return { subscription, consents };
    },
  },
  {
    name: 'reports.json',
    about: 'The reports you made, what you wrote, and how the team decided them.',
    tables: ['reports'],
    read: (db, { userId }) =>
      db
        .select({
          targetType: reviewItems.targetType,
          targetId: reviewItems.targetId,
          reason: reports.reason,
          note: reports.note,
          reportedAt: reports.createdAt,
          outcome: reviewItems.status,
        })
        .from(reports)
        .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.id)),
  },
  {
    name: 'decisions.json',
    about: "The team's decisions about you or your posts that you were told of, the warnings, silences and suspensions, and your appeals.",
    tables: ['member_decisions', 'member_penalties', 'appeals'],
    read: async (db, { userId }) => ({
      decisions: await db
        .select({
          id: memberDecisions.id,
          kind: memberDecisions.kind,
          reason: memberDecisions.reason,
          createdAt: memberDecisions.createdAt,
        })
        .from(memberDecisions)
        .where(eq(memberDecisions.memberId, userId))
        .orderBy(asc(memberDecisions.id)),
      penalties: await db
        .select({
          kind: memberPenalties.kind,
          reason: memberPenalties.reason,
          days: memberPenalties.days,
          startsAt: memberPenalties.startsAt,
          endsAt: memberPenalties.endsAt,
          liftedAt: memberPenalties.liftedAt,
        })
        .from(memberPenalties)
        .where(eq(memberPenalties.userId, userId))
        .orderBy(asc(memberPenalties.id)),
      appeals: await db
        .select({
          decisionId: appeals.decisionId,
          message: appeals.message,
          status: appeals.status,
          response: appeals.response,
          createdAt: appeals.createdAt,
          resolvedAt: appeals.resolvedAt,
        })
        .from(appeals)
        .where(eq(appeals.memberId, userId))
        .orderBy(asc(appeals.id)),
    }),
  },
  {
    name: 'comments.json',
    about:
      'Your comments on articles, recipes and resources, with their ratings and whether each is published, waiting for a check or was taken down.',
    tables: ['comments'],
    read: (db, { userId }) =>
      db
        .select({
          id: comments.id,
          contentType: comments.contentType,
          contentId: comments.contentId,
          replyTo: comments.parentId,
          body: comments.body,
          rating: comments.rating,
          status: comments.status,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
        })
        .from(comments)
        .where(eq(comments.authorId, userId))
        .orderBy(asc(comments.id)),
  },
  {
    name: 'staff-notes.json',
    about: "The team's private notes about you (for example about a report or a request you made), with who wrote each.",
    tables: ['member_notes'],
    read: (db, { userId }) =>
      db
        .select({ writtenBy: memberNotes.authorName, note: memberNotes.body, writtenAt: memberNotes.createdAt })
        .from(memberNotes)
        .where(eq(memberNotes.memberId, userId))
        .orderBy(asc(memberNotes.id)),
  },
];

/**
 * Tables that hold something about members but are not in the download, each with the reason
 * (the privacy policy repeats them). export-files.test.ts fails for a table in neither list.
 */
export const LEFT_OUT: Record<string, string> = {
  password_reset_tokens: 'Secrets of reset links that work for one hour; nothing about you but that a link was asked for.',
  email_changes: 'Secrets of email change links that work for a day; the new address is in profile.json once confirmed.',
  account_deletions: 'Your own request to delete your account, while it waits; nothing else.',
  account_exports: 'The record of these downloads themselves (when each was asked for).',
  unsubscribe_tokens: 'The secrets in the unsubscribe links of your emails.',
  review_items: "The team's working record of reported posts; the decisions you were told of are in decisions.json.",
  post_revisions:
    'Earlier versions of a reported post, kept for moderators while it is reviewed; your posts as they stand are in threads.json and replies.json.',
  audit_log: "The team's record of its own changes (who on the team did what).",
  giveaways: "Each month's giveaway; a team member is named as its creator. Your wins are in giveaways.json.",
  email_campaigns: 'Newsletter issues; a team member is named as their author.',
  site_settings: 'Site-wide settings; a team member is named as the last to change each.',
  integrations: 'API tokens for other apps the team connects; a team member is named as the one who made each.',
  forum_thread_views: 'Which threads you opened, kept only so a visit counts once; deleted with your account.',
};

/** The README at the top of the ZIP: what each file holds. */
export function exportReadme(intro: string): string {
  const lines = EXPORT_FILES.map((file) => `${file.name}\n  ${file.about}`);
  return `${intro}\n${lines.join('\n\n')}\n`;
}

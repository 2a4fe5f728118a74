import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { MEMBERS_ADMIN_TEXT } from '../../../shared/constants/members-admin';
import { fromHundredths } from '../../../shared/lib/levels';
import type { MemberDetailDto, MemberNoteDto, TimelineEntryDto } from '../../../shared/schemas/admin/members';
import { penaltyInForce } from '../../auth/restrictions';
import type { Db } from '../../db/client';
import {
  comments,
  forumReplies,
  forumThreads,
  giveaways,
  giveawayWinners,
  memberDecisions,
  memberNotes,
  memberPenalties,
  perkRedemptions,
  perks,
  pointsLedger,
  reports,
  reviewItems,
  sessions,
  users,
} from '../../db/schema';
import { commentedItems, itemKey } from '../../comments/targets';
import { type MemberViewer, memberRowColumns, toMemberRow } from './list';

/** Entries of each kind the timeline reads (newest first), and how many it shows in all. */
const PER_KIND = 50;
const TIMELINE_MAX = 150;

async function memberRow(db: Db, id: number) {
  const [row] = await db
    .select({ ...memberRowColumns, bio: users.bio, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: MEMBERS_ADMIN_TEXT.notFound });
  return row;
}

export async function notesOf(db: Db, memberId: number): Promise<MemberNoteDto[]> {
  return db
    .select({ id: memberNotes.id, body: memberNotes.body, authorName: memberNotes.authorName, createdAt: memberNotes.createdAt })
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id));
}

const days = (n: number | null) => (n === null ? 'until lifted' : `for ${n} ${n === 1 ? 'day' : 'days'}`);

/**
 * What she did and what was done about her, newest first: threads, replies, reports she made and
 * reports against her, decisions, penalties, point grants, giveaway wins and perk redemptions
 * (each kind's newest PER_KIND).
 */
async function timelineOf(db: Db, memberId: number): Promise<TimelineEntryDto[]> {
  const [threads, replies, ownComments, made, against, decisions, penalties, grants, wins, redemptions] = await Promise.all([
    db
      .select({ id: forumThreads.id, title: forumThreads.title, at: forumThreads.createdAt, status: forumThreads.status })
      .from(forumThreads)
      .where(eq(forumThreads.authorId, memberId))
      .orderBy(desc(forumThreads.createdAt))
      .limit(PER_KIND),
    db
      .select({
        id: forumReplies.id,
        threadId: forumReplies.threadId,
        title: forumThreads.title,
        at: forumReplies.createdAt,
        status: forumReplies.status,
      })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .where(eq(forumReplies.authorId, memberId))
      .orderBy(desc(forumReplies.createdAt))
      .limit(PER_KIND),
    db
      .select({
        id: comments.id,
        contentType: comments.contentType,
        contentId: comments.contentId,
        at: comments.createdAt,
        status: comments.status,
      })
      .from(comments)
      .where(eq(comments.authorId, memberId))
      .orderBy(desc(comments.createdAt))
      .limit(PER_KIND),
    db
      .select({ at: reports.createdAt, reason: reports.reason, targetType: reviewItems.targetType, status: reviewItems.status })
      .from(reports)
      .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
      .where(eq(reports.reporterId, memberId))
      .orderBy(desc(reports.createdAt))
      .limit(PER_KIND),
    db
      .select({ at: reports.createdAt, reason: reports.reason, targetType: reviewItems.targetType })
      .from(reports)
      .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
      .where(eq(reviewItems.authorId, memberId))
      .orderBy(desc(reports.createdAt))
      .limit(PER_KIND),
    db
      .select({ at: memberDecisions.createdAt, kind: memberDecisions.kind, reason: memberDecisions.reason })
      .from(memberDecisions)
      .where(eq(memberDecisions.memberId, memberId))
      .orderBy(desc(memberDecisions.createdAt))
      .limit(PER_KIND),
    db.select().from(memberPenalties).where(eq(memberPenalties.userId, memberId)).orderBy(desc(memberPenalties.startsAt)).limit(PER_KIND),
    db
      .select({ at: pointsLedger.createdAt, amount: pointsLedger.amount, note: pointsLedger.note })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, memberId), eq(pointsLedger.action, 'grant')))
      .orderBy(desc(pointsLedger.createdAt))
      .limit(PER_KIND),
    db
      .select({ at: giveawayWinners.drawnAt, prize: giveaways.prize, claimedAt: giveawayWinners.claimedAt })
      .from(giveawayWinners)
      .innerJoin(giveaways, eq(giveaways.id, giveawayWinners.giveawayId))
      .where(eq(giveawayWinners.userId, memberId))
      .orderBy(desc(giveawayWinners.drawnAt))
      .limit(PER_KIND),
    db
      .select({ at: perkRedemptions.createdAt, title: perks.title })
      .from(perkRedemptions)
      .innerJoin(perks, eq(perks.id, perkRedemptions.perkId))
      .where(eq(perkRedemptions.userId, memberId))
      .orderBy(desc(perkRedemptions.createdAt))
      .limit(PER_KIND),
  ]);
  const state = (status: string) => (status === 'published' ? '' : ` (${status})`);
  const commented = await commentedItems(db, ownComments);
  const entries: TimelineEntryDto[] = [
    ...threads.map((t) => ({
      kind: 'thread' as const,
      at: t.at,
      text: `Started "${t.title}"${state(t.status)}`,
      link: `/community/thread/${t.id}`,
    })),
    ...replies.map((r) => ({
      kind: 'reply' as const,
      at: r.at,
      text: `Replied in "${r.title}"${state(r.status)}`,
      link: `/community/thread/${r.threadId}#reply-${r.id}`,
    })),
    ...ownComments.map((c) => {
      const item = commented.get(itemKey(c.contentType, c.contentId));
      return {
        kind: 'comment' as const,
        at: c.at,
        text: `Commented on "${item?.title ?? c.contentType}"${state(c.status)}`,
        link: item ? `${item.path}#comment-${c.id}` : null,
      };
    }),
    ...made.map((r) => ({
      kind: 'report-made' as const,
      at: r.at,
      text: `Reported a ${r.targetType} as ${r.reason}${r.status === 'removed' ? ': upheld' : r.status === 'pending' ? ': waiting' : ': not upheld'}`,
      link: null,
    })),
    ...against.map((r) => ({
      kind: 'report-against' as const,
      at: r.at,
      text: `Her ${r.targetType} was reported as ${r.reason}`,
      link: null,
    })),
    ...decisions.map((d) => ({ kind: 'decision' as const, at: d.at, text: `Decision (${d.kind}): ${d.reason}`, link: null })),
    ...penalties.map((p) => ({
      kind: 'penalty' as const,
      at: p.startsAt,
      text:
        p.kind === 'warn'
          ? `Warned: ${p.reason}`
          : `${p.kind === 'silence' ? 'Silenced' : 'Suspended'} ${days(p.days)}: ${p.reason}${p.liftedAt ? ' (lifted)' : ''}`,
      link: null,
    })),
    ...grants.map((g) => ({
      kind: 'grant' as const,
      at: g.at,
      text: `${g.amount >= 0 ? 'Granted' : 'Deducted'} ${Math.abs(fromHundredths(g.amount))} points${g.note ? `: ${g.note}` : ''}`,
      link: null,
    })),
    ...wins.map((w) => ({ kind: 'giveaway-win' as const, at: w.at, text: `Won ${w.prize}${w.claimedAt ? ' (claimed)' : ''}`, link: null })),
    ...redemptions.map((r) => ({ kind: 'perk-redemption' as const, at: r.at, text: `Redeemed ${r.title}`, link: null })),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, TIMELINE_MAX);
}

/** /admin/members/{id}: her profile, sessions, reports, penalties, the team's notes and her timeline. */
export async function memberDetail(db: Db, viewer: MemberViewer, ownerUsername: string, id: number): Promise<MemberDetailDto> {
  const row = await memberRow(db, id);
  const [[sessionFigures], [made], [against], penalties, notes, timeline] = await Promise.all([
    db
      .select({ count: count(), newest: max(sessions.createdAt) })
      .from(sessions)
      .where(and(eq(sessions.userId, id), sql`${sessions.expiresAt} > now()`)),
    db
      .select({ total: count(), upheld: sql<number>`count(*) filter (where ${reviewItems.status} = 'removed')::int` })
      .from(reports)
      .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
      .where(eq(reports.reporterId, id)),
    db
      .select({ total: count() })
      .from(reports)
      .innerJoin(reviewItems, eq(reviewItems.id, reports.itemId))
      .where(eq(reviewItems.authorId, id)),
    db.select().from(memberPenalties).where(eq(memberPenalties.userId, id)).orderBy(desc(memberPenalties.startsAt)),
    notesOf(db, id),
    timelineOf(db, id),
  ]);
  const now = Date.now();
  return {
    member: {
      ...toMemberRow(row, viewer),
      bio: row.bio,
      avatar: row.avatar,
      isOwner: row.username.toLowerCase() === ownerUsername.toLowerCase(),
    },
    sessions: { count: sessionFigures!.count, newest: sessionFigures!.newest ?? null },
    reportsMade: { total: made!.total, upheld: Number(made!.upheld) },
    reportsAgainst: against!.total,
    penalties: penalties.map((p) => ({ id: p.id, kind: p.kind, inForce: penaltyInForce(p, now), endsAt: p.endsAt, reason: p.reason })),
    notes,
    timeline,
  };
}

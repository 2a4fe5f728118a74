import { and, desc, eq, gte, isNotNull, lt, max, min, sql } from 'drizzle-orm';
import {
  DASHBOARD_LATEST_CHANGES,
  DASHBOARD_TOP_DAYS,
  DASHBOARD_TOP_LIMIT,
  DASHBOARD_WEEK_DAYS,
  type DashboardModerationDto,
  type DashboardRunningDto,
  type DashboardSummaryDto,
  type DashboardTopItem,
} from '../../../shared/schemas/admin/dashboard';
import { listAuditLog } from '../../audit/list';
import type { Db } from '../../db/client';
import { sydneyMonthBounds, sydneyMonthOf } from '../../../shared/lib/sydney-clock';
import { REVIEW_DECISIONS, type ReviewDecision } from '../../../shared/rules/moderation';
import { forumReplies, forumThreads, likes, newsletterSubscribers, reports, reviewItems, savedItems, users } from '../../db/schema';
import { contentKey, contentSummaries } from '../../reactions/content-targets';
import { countAll } from '../paging';
import { dueJobs, failingJobs, nextRunOf } from '../../jobs/queue-figures';
import { lastBackup } from '../../backup/backup';
import { NIGHTLY_BACKUP_JOB } from '../../backup/nightly';
import { EMAIL_JOB } from '../../email/queued';
import { NOTIFICATION_EMAIL_JOB } from '../../notifications/email';
import { PASSWORD_RESET_JOB } from '../../auth/password-reset';
import { CAMPAIGN_JOB } from '../../newsletter/campaign-sending';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Candidates read per top list: more than shown, since an item liked this month may since have
 * been unpublished (it has no summary then and is skipped).
 */
const TOP_CANDIDATES = DASHBOARD_TOP_LIMIT * 4;

/**
 * The items most members liked (or saved) since `since`, most first (ties: the most recent
 * reaction first), with their titles and public links from the reactions' own content loaders.
 */
async function topItems(db: Db, table: typeof likes | typeof savedItems, since: Date): Promise<DashboardTopItem[]> {
  const count = countAll();
  const rows = await db
    .select({ contentType: table.contentType, contentId: table.contentId, count, latest: max(table.createdAt) })
    .from(table)
    .where(gte(table.createdAt, since))
    .groupBy(table.contentType, table.contentId)
    .orderBy(desc(count), desc(max(table.createdAt)), table.contentType, table.contentId)
    .limit(TOP_CANDIDATES);
  const summaries = await contentSummaries(db, rows);
  const items: DashboardTopItem[] = [];
  for (const row of rows) {
    const summary = summaries.get(contentKey(row));
    if (!summary) continue;
    items.push({ contentType: row.contentType, contentId: row.contentId, title: summary.title, link: summary.link, count: row.count });
    if (items.length === DASHBOARD_TOP_LIMIT) break;
  }
  return items;
}

/** Rows of `table` in all, and those created since `since`, in one query. */
async function countSince(db: Db, table: typeof users | typeof forumThreads | typeof forumReplies, since: Date) {
  const [row] = await db
    .select({
      total: countAll(),
      recent: sql<number>`count(*) filter (where ${table.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(table);
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

/**
 * The queue now (what waits, since when) and this Sydney month: reports received, and the items
 * decided in it, by their decision, with the median wait from an item's first report to it. An
 * item decided again within the month counts once, by its last decision.
 */
async function moderationFigures(db: Db, now: Date): Promise<DashboardModerationDto> {
  const { start, end } = sydneyMonthBounds(sydneyMonthOf(now));
  const [queue] = await db
    .select({ pending: countAll(), oldest: min(reviewItems.firstReportedAt) })
    .from(reviewItems)
    .where(eq(reviewItems.status, 'pending'));
  const [received] = await db
    .select({ count: countAll() })
    .from(reports)
    .where(and(gte(reports.createdAt, start), lt(reports.createdAt, end)));
  const decidedThisMonth = and(isNotNull(reviewItems.decision), gte(reviewItems.decidedAt, start), lt(reviewItems.decidedAt, end));
  const byDecision = await db
    .select({ decision: reviewItems.decision, count: countAll() })
    .from(reviewItems)
    .where(decidedThisMonth)
    .groupBy(reviewItems.decision);
  const [median] = await db
    .select({
      ms: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from ${reviewItems.decidedAt} - ${reviewItems.firstReportedAt})) * 1000)::float8`,
    })
    .from(reviewItems)
    .where(decidedThisMonth);
  const decisions = Object.fromEntries(REVIEW_DECISIONS.map((decision) => [decision, 0])) as Record<ReviewDecision, number>;
  for (const row of byDecision) decisions[row.decision!] = row.count;
  return {
    pending: queue?.pending ?? 0,
    oldestPendingAt: queue?.oldest ?? null,
    month: {
      reports: received?.count ?? 0,
      medianDecisionMs: median?.ms === null || median?.ms === undefined ? null : Math.round(median.ms),
      decisions,
    },
  };
}

/**
 * admin.dashboard.summary: members in all and new this week (everyone, admins too), threads and
 * replies of the week, active newsletter subscribers, the most liked and saved items of 30 days,
 * the latest admin changes and the moderation queue's figures. Every figure is counted from the data.
 */
export async function dashboardSummary(db: Db, now: Date = new Date()): Promise<DashboardSummaryDto> {
  const weekAgo = daysBefore(now, DASHBOARD_WEEK_DAYS);
  const monthAgo = daysBefore(now, DASHBOARD_TOP_DAYS);
  // One after the other: PGlite answers one query at a time anyway.
  const members = await countSince(db, users, weekAgo);
  const threads = await countSince(db, forumThreads, weekAgo);
  const replies = await countSince(db, forumReplies, weekAgo);
  const [subscribers] = await db
    .select({ count: countAll() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'active'));
  const mostLiked = await topItems(db, likes, monthAgo);
  const mostSaved = await topItems(db, savedItems, monthAgo);
  const latest = await listAuditLog(db, { page: 1, pageSize: DASHBOARD_LATEST_CHANGES });
  const moderation = await moderationFigures(db, now);
  const running = await runningFigures(db, now);
  return {
    members: { total: members.total, newThisWeek: members.recent },
    community: { threadsThisWeek: threads.recent, repliesThisWeek: replies.recent },
    mostLiked,
    mostSaved,
    newsletterSubscribers: subscribers?.count ?? 0,
    latestChanges: latest.items,
    moderation,
    running,
  };
}

/** The jobs that send email: their failures are the dashboard's "emails failing". */
const EMAIL_JOBS = [EMAIL_JOB, NOTIFICATION_EMAIL_JOB, PASSWORD_RESET_JOB, CAMPAIGN_JOB];

async function runningFigures(db: Db, now: Date): Promise<DashboardRunningDto> {
  const due = await dueJobs(db);
  const backup = await lastBackup(db);
  return {
    // performance.timeOrigin: when this process started.
    upSince: new Date(Math.round(performance.timeOrigin)),
    jobsWaiting: due.count,
    oldestJobWaitingMs: Math.round(due.oldestAgeSeconds * 1000),
    emailsFailing: await failingJobs(db, EMAIL_JOBS, daysBefore(now, 1)),
    lastBackup: backup && { finishedAt: backup.finishedAt, fileName: backup.fileName, bytes: backup.bytes },
    // BACKUP_DIR queues the nightly job's next run (jobs/daily.ts): without one, they are off.
    nextBackupAt: await nextRunOf(db, NIGHTLY_BACKUP_JOB),
  };
}

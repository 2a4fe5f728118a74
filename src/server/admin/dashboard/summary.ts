import { desc, eq, gte, max, sql } from 'drizzle-orm';
import {
  DASHBOARD_LATEST_CHANGES,
  DASHBOARD_TOP_DAYS,
  DASHBOARD_TOP_LIMIT,
  DASHBOARD_WEEK_DAYS,
  type DashboardSummaryDto,
  type DashboardTopItem,
} from '../../../shared/schemas/admin/dashboard';
import { listAuditLog } from '../../audit/list';
import type { Db } from '../../db/client';
import { forumReplies, forumThreads, likes, newsletterSubscribers, savedItems, users } from '../../db/schema';
import { contentKey, contentSummaries } from '../../reactions/content-targets';
import { countAll } from '../paging';

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
 * admin.dashboard.summary: members in all and new this week (everyone, admins too), threads and
 * replies of the week, active newsletter subscribers, the most liked and saved items of 30 days
 * and the latest admin changes. Every figure is counted from the data.
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
  return {
    members: { total: members.total, newThisWeek: members.recent },
    community: { threadsThisWeek: threads.recent, repliesThisWeek: replies.recent },
    mostLiked,
    mostSaved,
    newsletterSubscribers: subscribers?.count ?? 0,
    latestChanges: latest.items,
  };
}

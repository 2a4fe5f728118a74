import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { SubscriberCountsDto, SubscriberDto, subscriberListInput } from '../../../shared/schemas/newsletter';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { csvCell } from '../csv';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../paging';

type ListQuery = z.output<typeof subscriberListInput>;

function whereOf(query: Omit<ListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    searchCondition(query.q, newsletterSubscribers.email, newsletterSubscribers.name),
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
    query.source ? eq(newsletterSubscribers.source, query.source) : undefined,
  );
}

function toDto(row: typeof newsletterSubscribers.$inferSelect): SubscriberDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    source: row.source,
    sourceDetail: row.sourceDetail,
    consentedAt: row.consentedAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** /admin/newsletter: newest consent first. */
export async function listSubscribers(db: Db, query: ListQuery) {
  const where = whereOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.consentedAt), desc(newsletterSubscribers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll() }).from(newsletterSubscribers).where(where),
  ]);
  return toAdminPage(rows.map(toDto), total!.n, query);
}

export async function subscriberCounts(db: Db): Promise<SubscriberCountsDto> {
  const rows = await db
    .select({ source: newsletterSubscribers.source, status: newsletterSubscribers.status, n: countAll() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.source, newsletterSubscribers.status);
  const bySource = new Map<string, number>();
  let active = 0;
  let unsubscribed = 0;
  for (const row of rows) {
    if (row.status === 'active') {
      active += row.n;
      bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.n);
    } else unsubscribed += row.n;
  }
  return {
    active,
    unsubscribed,
    bySource: [...bySource]
      .map(([source, n]) => ({ source, active: n }))
      .sort((a, b) => b.active - a.active || a.source.localeCompare(b.source)),
  };
}

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'name', 'status', 'source', 'source_detail', 'consented_at', 'unsubscribed_at'] as const;

/** Every subscriber the filters match, as CSV (RFC 4180), oldest first. */
export async function subscribersCsv(db: Db, query: Omit<ListQuery, 'page' | 'pageSize'>): Promise<string> {
  const rows = await db.select().from(newsletterSubscribers).where(whereOf(query)).orderBy(newsletterSubscribers.id);
  const lines = rows.map((row) => {
    const dto = toDto(row);
    return [dto.email, dto.name, dto.status, dto.source, dto.sourceDetail ?? '', dto.consentedAt, dto.unsubscribedAt ?? '']
      .map(csvCell)
      .join(',');
  });
  return [SUBSCRIBER_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

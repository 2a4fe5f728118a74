import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LedgerAction, PointSourceType } from '../../shared/constants/gamification';
import { fromHundredths } from '../../shared/lib/levels';
import type { adminListInput } from '../../shared/schemas/admin/list';
import type { Page } from '../../shared/schemas/common';
import type { PointsReceiptDto } from '../../shared/schemas/gamification';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../admin/paging';
import type { Db } from '../db/client';
import { afterCursor, exactTime, toPage } from '../db/cursor';
import { pointsLedger, users } from '../db/schema';

const LIKED: Record<PointSourceType, string> = {
  recipe: 'Liked a recipe',
  blog_post: 'Liked an article',
  resource: 'Liked a resource',
  thread: 'Liked a thread',
  reply: 'Liked a reply',
  comment: 'Liked a comment',
};

interface LedgerRow {
  action: LedgerAction;
  sourceType: PointSourceType | null;
  amount: number;
  note: string | null;
}

/** What a ledger row says on a receipt: "Reply in ‘Settling a newborn’". */
export function receiptLabel(row: LedgerRow): string {
  const title = row.note ? ` ‘${row.note}’` : '';
  switch (row.action) {
    case 'thread':
      return `New thread${title}`;
    case 'reply':
      return `Reply in${title || ' a thread'}`;
    case 'comment':
      return `Comment on${title || ' an article'}`;
    case 'like':
      return row.sourceType ? LIKED[row.sourceType] : 'Like';
    case 'reversal':
      if (row.sourceType === 'comment') return `Comment removed from${title || ' an article'}`;
      return row.sourceType === 'reply' ? `Reply removed from${title || ' a thread'}` : `Thread removed${title}`;
    case 'grant':
      return `${row.amount >= 0 ? 'Added' : 'Taken off'} by the team: ${row.note ?? ''}`.trim();
  }
}

const receiptColumns = {
  id: pointsLedger.id,
  action: pointsLedger.action,
  sourceType: pointsLedger.sourceType,
  amount: pointsLedger.amount,
  note: pointsLedger.note,
  createdAt: pointsLedger.createdAt,
};

function toReceipt(row: LedgerRow & { id: number; createdAt: Date }): PointsReceiptDto {
  return { id: row.id, action: row.action, label: receiptLabel(row), points: fromHundredths(row.amount), createdAt: row.createdAt };
}

export const RECEIPTS_PAGE_SIZE = 20;

/** A member's own receipts, newest first, a page at a time. */
export async function memberReceipts(db: Db, userId: number, cursor?: string): Promise<Page<PointsReceiptDto>> {
  const rows = await db
    .select({ ...receiptColumns, at: exactTime(pointsLedger.createdAt) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), cursor ? afterCursor(pointsLedger.createdAt, pointsLedger.id, cursor) : undefined))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(RECEIPTS_PAGE_SIZE + 1);
  return toPage(rows, RECEIPTS_PAGE_SIZE, (row) => row.at, toReceipt);
}

export interface AdminLedgerRowDto extends PointsReceiptDto {
  member: { id: number; username: string };
}

/** The admin's view of the ledger: every row, or one member's, searched by username or note. */
export async function adminLedger(
  db: Db,
  query: z.output<typeof adminListInput> & { userId?: number },
): Promise<{ items: AdminLedgerRowDto[]; total: number; page: number; pageSize: number }> {
  const where: SQL | undefined = and(
    query.userId ? eq(pointsLedger.userId, query.userId) : undefined,
    searchCondition(query.q, users.username, pointsLedger.note),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...receiptColumns, memberId: users.id, username: users.username })
      .from(pointsLedger)
      .innerJoin(users, eq(users.id, pointsLedger.userId))
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll() }).from(pointsLedger).innerJoin(users, eq(users.id, pointsLedger.userId)).where(where),
  ]);
  const items = rows.map(({ memberId, username, ...row }) => ({ ...toReceipt(row), member: { id: memberId, username } }));
  return toAdminPage(items, counted?.total ?? 0, query);
}

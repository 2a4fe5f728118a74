import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AdminPage } from '../../../shared/schemas/admin/list';
import {
  PERK_TEXT,
  type PerkAdminDto,
  type PerkCodeDto,
  type PerkDetailDto,
  type PerkListQuery,
  type PerkListRowDto,
  type PoolCountsDto,
} from '../../../shared/schemas/admin/perks';
import type { Db } from '../../db/client';
import { perkCategories, perkCodes, perks, users } from '../../db/schema';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../paging';
import { perkIsCurrent, perkIsExpired } from '../../perks/current';
import { redemptionCounts } from '../../perks/redeem';
import type { z } from 'zod';
import type { perkDetailInput } from '../../../shared/schemas/admin/perks';

const perkColumns = {
  perk: perks,
  categoryName: perkCategories.name,
  expired: sql<boolean>`${perkIsExpired}`,
};

type PerkRow = { perk: typeof perks.$inferSelect; categoryName: string | null; expired: boolean };

/**
 * How many codes each pool holds and has handed out. A code is handed out once it has been
 * assigned, even when the member's account was deleted since (her row is gone, the code used).
 */
export async function poolCounts(db: Db, perkIds: number[]): Promise<Map<number, PoolCountsDto>> {
  const counts = new Map<number, PoolCountsDto>(perkIds.map((id) => [id, { total: 0, handedOut: 0, left: 0 }]));
  if (perkIds.length === 0) return counts;
  const rows = await db
    .select({
      perkId: perkCodes.perkId,
      total: countAll(),
      handedOut: sql<number>`(count(*) filter (where ${perkCodes.assignedAt} is not null))::int`,
    })
    .from(perkCodes)
    .where(inArray(perkCodes.perkId, perkIds))
    .groupBy(perkCodes.perkId);
  for (const row of rows) counts.set(row.perkId, { total: row.total, handedOut: row.handedOut, left: row.total - row.handedOut });
  return counts;
}

function categoryOf(row: PerkRow) {
  return row.perk.categoryId !== null && row.categoryName !== null ? { id: row.perk.categoryId, name: row.categoryName } : null;
}

function toListRow(row: PerkRow, pool: PoolCountsDto | undefined, redemptions: number): PerkListRowDto {
  const { perk } = row;
  return {
    id: perk.id,
    title: perk.title,
    brandName: perk.brandName,
    brandLogo: perk.brandLogo,
    discountAmount: perk.discountAmount,
    expiryDate: perk.expiryDate?.toISOString() ?? null,
    expired: row.expired,
    featured: perk.featured,
    category: categoryOf(row),
    redemptionMethod: perk.redemptionMethod,
    pool: perk.redemptionMethod === 'pool' ? (pool ?? { total: 0, handedOut: 0, left: 0 }) : null,
    redemptions,
    updatedAt: perk.updatedAt.toISOString(),
  };
}

function toAdminDto(row: PerkRow, pool: PoolCountsDto | undefined, redemptions: number): PerkAdminDto {
  const { perk } = row;
  return {
    id: perk.id,
    title: perk.title,
    description: perk.description,
    brandName: perk.brandName,
    brandLogo: perk.brandLogo,
    discountAmount: perk.discountAmount,
    expiryDate: perk.expiryDate?.toISOString() ?? null,
    expired: row.expired,
    featured: perk.featured,
    categoryId: perk.categoryId,
    category: categoryOf(row),
    redemptionMethod: perk.redemptionMethod,
    redemptionCode: perk.redemptionCode,
    redemptionUrl: perk.redemptionUrl,
    pool: perk.redemptionMethod === 'pool' ? (pool ?? { total: 0, handedOut: 0, left: 0 }) : null,
    redemptions,
    createdAt: perk.createdAt.toISOString(),
    updatedAt: perk.updatedAt.toISOString(),
  };
}

/** Every perk, newest first: searched by title or brand, filtered by category, featured and expiry. */
export async function listPerks(db: Db, query: PerkListQuery): Promise<AdminPage<PerkListRowDto>> {
  const conditions: (SQL | undefined)[] = [searchCondition(query.q, perks.title, perks.brandName)];
  if (query.category === 'none') conditions.push(isNull(perks.categoryId));
  else if (query.category !== undefined) conditions.push(eq(perks.categoryId, query.category));
  if (query.featured !== undefined) conditions.push(eq(perks.featured, query.featured));
  if (query.expired !== undefined) conditions.push(query.expired ? perkIsExpired : perkIsCurrent);
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(perkColumns)
      .from(perks)
      .leftJoin(perkCategories, eq(perkCategories.id, perks.categoryId))
      .where(where)
      .orderBy(desc(perks.createdAt), desc(perks.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: countAll() }).from(perks).where(where),
  ]);
  const [pools, redemptions] = await Promise.all([
    poolCounts(
      db,
      rows.filter((row) => row.perk.redemptionMethod === 'pool').map((row) => row.perk.id),
    ),
    redemptionCounts(
      db,
      rows.map((row) => row.perk.id),
    ),
  ]);
  return toAdminPage(
    rows.map((row) => toListRow(row, pools.get(row.perk.id), redemptions.get(row.perk.id) ?? 0)),
    total?.count ?? 0,
    query,
  );
}

/** One perk with every field, for its editor; NOT_FOUND when there is none. */
export async function perkById(db: Db, id: number): Promise<PerkAdminDto> {
  const [row] = await db
    .select(perkColumns)
    .from(perks)
    .leftJoin(perkCategories, eq(perkCategories.id, perks.categoryId))
    .where(eq(perks.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PERK_TEXT.notFound });
  const [pools, redemptions] = await Promise.all([
    poolCounts(db, row.perk.redemptionMethod === 'pool' ? [id] : []),
    redemptionCounts(db, [id]),
  ]);
  return toAdminDto(row, pools.get(id), redemptions.get(id) ?? 0);
}

/**
 * A perk and its redemptions: how many members redeemed it (every method) and, for a pool, its
 * counts and a page of its codes, those handed out (latest first, with who got each) or those
 * still free (oldest first).
 */
export async function perkDetail(db: Db, query: z.output<typeof perkDetailInput>): Promise<PerkDetailDto> {
  const perk = await perkById(db, query.id);
  if (perk.redemptionMethod !== 'pool') return { perk, codes: null };
  const where = and(
    eq(perkCodes.perkId, query.id),
    query.codes === 'handed_out' ? isNotNull(perkCodes.assignedAt) : isNull(perkCodes.assignedAt),
    searchCondition(query.q, perkCodes.code, users.username),
  );
  const order = query.codes === 'handed_out' ? [desc(perkCodes.assignedAt), desc(perkCodes.id)] : [perkCodes.id];
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: perkCodes.id,
        code: perkCodes.code,
        username: users.username,
        assignedAt: perkCodes.assignedAt,
        createdAt: perkCodes.createdAt,
      })
      .from(perkCodes)
      .leftJoin(users, eq(users.id, perkCodes.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ count: countAll() }).from(perkCodes).leftJoin(users, eq(users.id, perkCodes.userId)).where(where),
  ]);
  const codes: PerkCodeDto[] = rows.map((row) => ({
    ...row,
    assignedAt: row.assignedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { perk, codes: toAdminPage(codes, total?.count ?? 0, query) };
}

import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { endOfSydneyDay } from '../../../shared/lib/sydney-clock';
import {
  PERK_TEXT,
  type createPerkInput,
  type PerkAdminDto,
  type PerkFields,
  type PoolCountsDto,
} from '../../../shared/schemas/admin/perks';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import type { Db } from '../../db/client';
import { perkCategories, perkCodes, perks } from '../../db/schema';
import { perkById, poolCounts } from './read';

/**
 * What the audit log keeps of a perk: its fields as an admin sees them in the editor (the shared
 * code and link included: the log is for admins only) and, for a pool, how many codes it holds.
 * The pool's codes themselves stay out of it.
 */
export function perkAuditSnapshot(perk: typeof perks.$inferSelect, pool: PoolCountsDto | null) {
  return {
    title: perk.title,
    description: perk.description,
    brandName: perk.brandName,
    brandLogo: perk.brandLogo,
    discountAmount: perk.discountAmount,
    expiryDate: perk.expiryDate?.toISOString() ?? null,
    featured: perk.featured,
    categoryId: perk.categoryId,
    redemptionMethod: perk.redemptionMethod,
    redemptionCode: perk.redemptionCode,
    redemptionUrl: perk.redemptionUrl,
    ...(pool && { poolCodes: { total: pool.total, handedOut: pool.handedOut } }),
  };
}

/** The perk row locked for the rest of the transaction; NOT_FOUND when there is none. */
export async function lockPerk(tx: Db, id: number) {
  const [perk] = await tx.select().from(perks).where(eq(perks.id, id)).for('update');
  if (!perk) throw new TRPCError({ code: 'NOT_FOUND', message: PERK_TEXT.notFound });
  return perk;
}

async function checkCategory(tx: Db, categoryId: number | null) {
  if (categoryId === null) return;
  const [category] = await tx.select({ id: perkCategories.id }).from(perkCategories).where(eq(perkCategories.id, categoryId));
  if (!category) throw new TRPCError({ code: 'BAD_REQUEST', message: PERK_TEXT.categoryNotFound });
}

function columnsOf(fields: PerkFields) {
  return {
    title: fields.title,
    description: fields.description,
    brandName: fields.brandName,
    brandLogo: fields.brandLogo,
    discountAmount: fields.discountAmount,
    expiryDate: fields.expiryDate ? endOfSydneyDay(fields.expiryDate) : null,
    featured: fields.featured,
    categoryId: fields.categoryId,
    redemptionMethod: fields.redemptionMethod,
    redemptionCode: fields.redemptionCode,
    redemptionUrl: fields.redemptionUrl,
  };
}

async function poolOf(tx: Db, perk: typeof perks.$inferSelect): Promise<PoolCountsDto | null> {
  if (perk.redemptionMethod !== 'pool') return null;
  return (await poolCounts(tx, [perk.id])).get(perk.id)!;
}

/** A new perk (a pool's first codes with it), recorded in the audit log. */
export async function createPerk(db: Db, actor: SessionUser, input: z.output<typeof createPerkInput>): Promise<PerkAdminDto> {
  const id = await db.transaction(async (tx) => {
    await checkCategory(tx, input.categoryId);
    const [perk] = await tx.insert(perks).values(columnsOf(input)).returning();
    if (input.redemptionMethod === 'pool' && input.codes?.length) {
      await tx
        .insert(perkCodes)
        .values([...new Set(input.codes)].map((code) => ({ perkId: perk!.id, code })))
        .onConflictDoNothing();
    }
    await recordChange(tx, actor, {
      action: 'create',
      entityType: 'perk',
      entityId: perk!.id,
      label: perk!.title,
      after: perkAuditSnapshot(perk!, await poolOf(tx, perk!)),
    });
    return perk!.id;
  });
  return perkById(db, id);
}

/**
 * A perk's fields replaced. A pool's codes stay when the method changes: members who got one
 * keep it, and switching back to the pool uses the free ones again.
 */
export async function updatePerk(db: Db, actor: SessionUser, id: number, input: PerkFields): Promise<PerkAdminDto> {
  await db.transaction(async (tx) => {
    const before = await lockPerk(tx, id);
    await checkCategory(tx, input.categoryId);
    const poolBefore = await poolOf(tx, before);
    const [after] = await tx
      .update(perks)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(perks.id, id))
      .returning();
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'perk',
      entityId: id,
      label: after!.title,
      before: perkAuditSnapshot(before, poolBefore),
      after: perkAuditSnapshot(after!, await poolOf(tx, after!)),
    });
  });
  return perkById(db, id);
}

/** A perk deleted with its codes (handed-out ones too: the database cascades). */
export async function deletePerk(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await lockPerk(tx, id);
    const pool = await poolOf(tx, before);
    await tx.delete(perks).where(eq(perks.id, id));
    await recordChange(tx, actor, {
      action: 'delete',
      entityType: 'perk',
      entityId: id,
      label: before.title,
      before: perkAuditSnapshot(before, pool),
    });
    return { id };
  });
}

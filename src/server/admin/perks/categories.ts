import { TRPCError } from '@trpc/server';
import { asc, eq, sql } from 'drizzle-orm';
import { PERK_TEXT, type PerkCategoryDto } from '../../../shared/schemas/admin/perks';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { perkCategories, perks } from '../../db/schema';
import { countAll } from '../paging';

/** Every perk category by name, with how many perks it holds. */
export async function listPerkCategories(db: Db): Promise<PerkCategoryDto[]> {
  const counts = db
    .select({ categoryId: perks.categoryId, perkCount: countAll().as('perk_count') })
    .from(perks)
    .groupBy(perks.categoryId)
    .as('counts');
  return db
    .select({ id: perkCategories.id, name: perkCategories.name, perkCount: sql<number>`coalesce(${counts.perkCount}, 0)::int` })
    .from(perkCategories)
    .leftJoin(counts, eq(counts.categoryId, perkCategories.id))
    .orderBy(asc(sql`lower(${perkCategories.name})`), asc(perkCategories.id));
}

async function nameTaken(tx: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: perkCategories.id })
    .from(perkCategories)
    .where(sql`lower(${perkCategories.name}) = lower(${name})`);
  return rows.some((row) => row.id !== exceptId);
}

const taken = () => new TRPCError({ code: 'CONFLICT', message: PERK_TEXT.categoryTaken });

/** Names are unique regardless of case; the unique index settles two admins racing. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'perk_categories_name_lower_idx') throw taken();
    throw error;
  }
}

async function lockCategory(tx: Db, id: number) {
  const [category] = await tx.select().from(perkCategories).where(eq(perkCategories.id, id)).for('update');
  if (!category) throw new TRPCError({ code: 'NOT_FOUND', message: PERK_TEXT.categoryNotFound });
  return category;
}

async function perkCount(tx: Db, id: number): Promise<number> {
  const [row] = await tx.select({ count: countAll() }).from(perks).where(eq(perks.categoryId, id));
  return row?.count ?? 0;
}

export function createPerkCategory(db: Db, actor: SessionUser, name: string): Promise<PerkCategoryDto> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, name)) throw taken();
      const [row] = await tx.insert(perkCategories).values({ name }).returning();
      await recordChange(tx, actor, {
        action: 'create',
        entityType: 'perk_category',
        entityId: row!.id,
        label: row!.name,
        after: { name: row!.name },
      });
      return { id: row!.id, name: row!.name, perkCount: 0 };
    }),
  );
}

export function renamePerkCategory(db: Db, actor: SessionUser, id: number, name: string): Promise<PerkCategoryDto> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      if (await nameTaken(tx, name, id)) throw taken();
      await tx.update(perkCategories).set({ name }).where(eq(perkCategories.id, id));
      await recordChange(tx, actor, {
        action: 'update',
        entityType: 'perk_category',
        entityId: id,
        label: name,
        before: { name: before.name },
        after: { name },
      });
      return { id, name, perkCount: await perkCount(tx, id) };
    }),
  );
}

/** A category deleted; its perks stay, with no category (the foreign key sets it null). */
export async function deletePerkCategory(db: Db, actor: SessionUser, id: number): Promise<{ id: number; perksAffected: number }> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const perksAffected = await perkCount(tx, id);
    await tx.delete(perkCategories).where(eq(perkCategories.id, id));
    await recordChange(tx, actor, {
      action: 'delete',
      entityType: 'perk_category',
      entityId: id,
      label: before.name,
      before: { name: before.name, perkCount: perksAffected },
    });
    return { id, perksAffected };
  });
}

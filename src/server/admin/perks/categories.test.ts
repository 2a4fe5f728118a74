import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestPerk } from '../../../test/content-factories';
import { useTestDb } from '../../../test/db';
import { createTestUser } from '../../../test/factories';
import { callerFor } from '../../../test/server';
import { refusal } from '../../../test/trpc-errors';
import { auditLog, perks } from '../../db/schema';

const t = useTestDb();

async function admin() {
  const user = await createTestUser(t.db, { role: 'admin' });
  return (await callerFor(t.db, user)).caller;
}

describe('admin.perkCategories', () => {
  it('creates, lists with perk counts, renames', async () => {
    const caller = await admin();
    const baby = await caller.admin.perkCategories.create({ name: '  Baby & Kids ' });
    expect(baby).toEqual({ id: expect.any(Number), name: 'Baby & Kids', perkCount: 0 });
    const food = await caller.admin.perkCategories.create({ name: 'Food & Drink' });
    await createTestPerk(t.db, { categoryId: baby.id });
    await createTestPerk(t.db, { categoryId: baby.id });

    expect(await caller.admin.perkCategories.list()).toEqual([
      { id: baby.id, name: 'Baby & Kids', perkCount: 2 },
      { id: food.id, name: 'Food & Drink', perkCount: 0 },
    ]);
    expect(await caller.admin.perkCategories.rename({ id: baby.id, name: 'Babies & Kids' })).toEqual({
      id: baby.id,
      name: 'Babies & Kids',
      perkCount: 2,
    });
    // Its own name in another case is not a clash.
    expect((await caller.admin.perkCategories.rename({ id: food.id, name: 'FOOD & DRINK' })).name).toBe('FOOD & DRINK');
  });

  it('keeps names unique regardless of case', async () => {
    const caller = await admin();
    const health = await caller.admin.perkCategories.create({ name: 'Health' });
    const home = await caller.admin.perkCategories.create({ name: 'Home' });
    expect(await refusal(caller.admin.perkCategories.create({ name: 'HEALTH' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'A category with that name already exists',
    });
    expect((await refusal(caller.admin.perkCategories.rename({ id: home.id, name: 'health' }))).code).toBe('CONFLICT');
    expect((await refusal(caller.admin.perkCategories.create({ name: ' ' }))).fieldErrors).toEqual({ name: 'Name is required' });
    expect((await refusal(caller.admin.perkCategories.rename({ id: 999_999, name: 'Nope' }))).code).toBe('NOT_FOUND');
    expect(health.name).toBe('Health');
  });

  it('deletes a category; its perks stay, with no category', async () => {
    const caller = await admin();
    const travel = await caller.admin.perkCategories.create({ name: 'Travel' });
    const perk = await createTestPerk(t.db, { categoryId: travel.id });
    expect(await caller.admin.perkCategories.delete({ id: travel.id })).toEqual({ id: travel.id, perksAffected: 1 });
    const [kept] = await t.db.select().from(perks).where(eq(perks.id, perk.id));
    expect(kept!.categoryId).toBeNull();
    expect((await caller.admin.perkCategories.list()).map((c) => c.name)).not.toContain('Travel');
    expect((await refusal(caller.admin.perkCategories.delete({ id: travel.id }))).code).toBe('NOT_FOUND');
  });

  it('records each change in the audit log', async () => {
    const caller = await admin();
    const cat = await caller.admin.perkCategories.create({ name: 'Audited' });
    await caller.admin.perkCategories.rename({ id: cat.id, name: 'Audited again' });
    await caller.admin.perkCategories.delete({ id: cat.id });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'perk_category'), eq(auditLog.entityId, String(cat.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.label, e.before, e.after])).toEqual([
      ['create', 'Audited', null, { name: 'Audited' }],
      ['update', 'Audited again', { name: 'Audited' }, { name: 'Audited again' }],
      ['delete', 'Audited again', { name: 'Audited again', perkCount: 0 }, null],
    ]);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestPerk } from '../../../test/content-factories';
import { useTestDb } from '../../../test/db';
import { createTestUser } from '../../../test/factories';
import { callerFor } from '../../../test/server';
import { refusal } from '../../../test/trpc-errors';
import type { CreatePerkInput } from '../../../shared/schemas/admin/perks';
import { auditLog, perkCategories, perkCodes, perks } from '../../db/schema';

const t = useTestDb();

let sequence = 0;
async function admin() {
  const user = await createTestUser(t.db, { role: 'admin' });
  return { user, caller: (await callerFor(t.db, user)).caller };
}

function perkInput(overrides: Partial<CreatePerkInput> = {}): CreatePerkInput {
  sequence += 1;
  return {
    title: `Sleep suits ${sequence}`,
    description: 'Soft organic cotton',
    brandName: `Little Wattle ${sequence}`,
    brandLogo: '/uploads/logos/wattle.webp',
    discountAmount: '20% off',
    expiryDate: '2030-03-31',
    featured: true,
    categoryId: null,
    redemptionMethod: 'code',
    redemptionCode: 'WATTLE20',
    redemptionUrl: 'https://wattle.example/redeem',
    ...overrides,
  };
}

/** Hands a pool code to a member, as the members' Redeem does (perks/redeem.ts). */
async function handOut(codeId: number, userId: number, at = new Date()) {
  await t.db.update(perkCodes).set({ userId, assignedAt: at }).where(eq(perkCodes.id, codeId));
}

async function codesOf(perkId: number) {
  return t.db.select().from(perkCodes).where(eq(perkCodes.perkId, perkId)).orderBy(perkCodes.id);
}

async function auditOf(entityType: string, entityId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
}

describe('admin.perks.create', () => {
  it('creates a perk redeemed with one shared code, every field kept', async () => {
    const { caller } = await admin();
    const perk = await caller.admin.perks.create(perkInput({ title: '  Sleep suits  ' }));
    expect(perk).toMatchObject({
      title: 'Sleep suits',
      redemptionMethod: 'code',
      redemptionCode: 'WATTLE20',
      redemptionUrl: 'https://wattle.example/redeem',
      brandLogo: '/uploads/logos/wattle.webp',
      featured: true,
      expired: false,
      pool: null,
    });
    expect(await caller.admin.perks.byId({ id: perk.id })).toEqual(perk);
  });

  it('keeps an expiry day as the end of that day in Sydney, summer time or not', async () => {
    const { caller } = await admin();
    const march = await caller.admin.perks.create(perkInput({ expiryDate: '2030-03-31' }));
    expect(march.expiryDate).toBe('2030-03-31T12:59:59.999Z'); // AEDT, UTC+11
    const june = await caller.admin.perks.create(perkInput({ expiryDate: '2030-06-30' }));
    expect(june.expiryDate).toBe('2030-06-30T13:59:59.999Z'); // AEST, UTC+10
    const none = await caller.admin.perks.create(perkInput({ expiryDate: '' }));
    expect(none.expiryDate).toBeNull();
  });

  it('needs the code for a shared-code perk and the https link for a link perk', async () => {
    const { caller } = await admin();
    expect((await refusal(caller.admin.perks.create(perkInput({ redemptionCode: '' })))).fieldErrors).toEqual({
      redemptionCode: 'Code is required for a perk redeemed with one shared code',
    });
    expect((await refusal(caller.admin.perks.create(perkInput({ redemptionMethod: 'link', redemptionUrl: null })))).fieldErrors).toEqual({
      redemptionUrl: 'Link is required for a perk redeemed with a link',
    });
    expect(
      (await refusal(caller.admin.perks.create(perkInput({ redemptionMethod: 'link', redemptionUrl: 'http://wattle.example' }))))
        .fieldErrors,
    ).toEqual({ redemptionUrl: 'Link must start with https://' });

    const link = await caller.admin.perks.create(
      perkInput({ redemptionMethod: 'link', redemptionUrl: 'https://wattle.example/members', redemptionCode: 'IGNORED' }),
    );
    expect(link).toMatchObject({ redemptionMethod: 'link', redemptionUrl: 'https://wattle.example/members', redemptionCode: null });
  });

  it('refuses bad fields with a message for each field', async () => {
    const { caller } = await admin();
    const { code, fieldErrors } = await refusal(
      caller.admin.perks.create(
        perkInput({
          title: 'x'.repeat(121),
          description: 'y'.repeat(1001),
          brandName: ' ',
          discountAmount: '',
          brandLogo: 'javascript:alert(1)',
          expiryDate: '2030-02-30',
          redemptionCode: 'no spaces please',
        }),
      ),
    );
    expect(code).toBe('BAD_REQUEST');
    expect(fieldErrors).toEqual({
      title: 'Title must be at most 120 characters',
      description: 'Description must be at most 1,000 characters',
      brandName: 'Brand name is required',
      discountAmount: 'Discount is required',
      brandLogo: expect.stringMatching(/can't be used for an image/),
      expiryDate: 'Expiry date is not a real date',
      redemptionCode: 'Code may only contain letters, digits, - and _',
    });
    expect((await refusal(caller.admin.perks.create(perkInput({ categoryId: 999_999 })))).message).toBe('Category not found');
  });

  it('creates a pool with its first codes, each once, and refuses codes for other methods', async () => {
    const { caller } = await admin();
    const perk = await caller.admin.perks.create(
      perkInput({ redemptionMethod: 'pool', redemptionCode: 'DROPPED', codes: ['POOL-A1', 'POOL-A2', 'POOL-A3', 'POOL-A1'] }),
    );
    expect(perk).toMatchObject({ redemptionMethod: 'pool', redemptionCode: null, pool: { total: 3, handedOut: 0, left: 3 } });
    expect((await codesOf(perk.id)).map((c) => c.code)).toEqual(['POOL-A1', 'POOL-A2', 'POOL-A3']);

    expect((await refusal(caller.admin.perks.create(perkInput({ codes: ['POOL-B1'] })))).fieldErrors).toEqual({
      codes: 'Codes can only be given to a perk redeemed with single-use codes',
    });
  });
});

describe('admin.perks.update and delete', () => {
  it('replaces the fields, with before and after in the audit log', async () => {
    const { caller, user } = await admin();
    const perk = await caller.admin.perks.create(perkInput());
    const [category] = await t.db
      .insert(perkCategories)
      .values({ name: `Update cat ${sequence}` })
      .returning();
    const updated = await caller.admin.perks.update({
      ...perkInput({ title: 'Renamed perk', categoryId: category!.id, featured: false, expiryDate: null }),
      id: perk.id,
    });
    expect(updated).toMatchObject({
      title: 'Renamed perk',
      category: { id: category!.id, name: category!.name },
      featured: false,
      expiryDate: null,
    });
    const entries = await auditOf('perk', perk.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      actorId: user.id,
      label: 'Renamed perk',
      before: expect.objectContaining({ title: perk.title, featured: true }),
      after: expect.objectContaining({ title: 'Renamed perk', featured: false, categoryId: category!.id }),
    });
    expect(entries[0]!.before).toBeNull();
  });

  it('answers NOT_FOUND for a perk that does not exist', async () => {
    const { caller } = await admin();
    expect((await refusal(caller.admin.perks.update({ ...perkInput(), id: 999_999 }))).code).toBe('NOT_FOUND');
    expect((await refusal(caller.admin.perks.byId({ id: 999_999 }))).code).toBe('NOT_FOUND');
    expect((await refusal(caller.admin.perks.delete({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });

  it('deletes a perk with its codes, recorded with what it was', async () => {
    const { caller } = await admin();
    const perk = await caller.admin.perks.create(perkInput({ redemptionMethod: 'pool', codes: ['DEL-1', 'DEL-2'] }));
    await caller.admin.perks.delete({ id: perk.id });
    expect(await t.db.select().from(perks).where(eq(perks.id, perk.id))).toEqual([]);
    expect(await codesOf(perk.id)).toEqual([]);
    const entries = await auditOf('perk', perk.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'delete',
      label: perk.title,
      after: null,
      before: expect.objectContaining({ title: perk.title, poolCodes: { total: 2, handedOut: 0 } }),
    });
  });
});

describe('admin.perks codes', () => {
  it('adds codes: trimmed, each once, naming those already in the pool', async () => {
    const { caller } = await admin();
    const perk = await caller.admin.perks.create(perkInput({ redemptionMethod: 'pool', codes: ['ADD-1', 'ADD-2'] }));
    const result = await caller.admin.perks.addCodes({ perkId: perk.id, codes: [' ADD-2 ', 'ADD-3', 'ADD-4', 'ADD-3', 'add-1'] });
    expect(result).toEqual({ added: 3, alreadyThere: ['ADD-2'], pool: { total: 5, handedOut: 0, left: 5 } });
    expect((await codesOf(perk.id)).map((c) => c.code)).toEqual(['ADD-1', 'ADD-2', 'ADD-3', 'ADD-4', 'add-1']);
  });

  it('refuses codes that are malformed, too many, or for a perk that is not a pool', async () => {
    const { caller } = await admin();
    const pool = await caller.admin.perks.create(perkInput({ redemptionMethod: 'pool' }));
    expect((await refusal(caller.admin.perks.addCodes({ perkId: pool.id, codes: ['OK-CODE', 'ab', 'has space'] }))).fieldErrors).toEqual({
      'codes.1': 'Code must be 3–64 characters',
      'codes.2': 'Code may only contain letters, digits, - and _',
    });
    expect((await refusal(caller.admin.perks.addCodes({ perkId: pool.id, codes: [] }))).fieldErrors).toEqual({
      codes: 'Add at least one code',
    });
    const many = Array.from({ length: 5001 }, (_, i) => `BULK-${i}`);
    expect((await refusal(caller.admin.perks.addCodes({ perkId: pool.id, codes: many }))).fieldErrors).toEqual({
      codes: 'At most 5,000 codes at a time',
    });
    const shared = await caller.admin.perks.create(perkInput());
    expect(await refusal(caller.admin.perks.addCodes({ perkId: shared.id, codes: ['ABC-1'] }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Codes can only be added to a perk redeemed with single-use codes',
    });
  });

  it('takes 5,000 codes in one call', async () => {
    const { caller } = await admin();
    const pool = await caller.admin.perks.create(perkInput({ redemptionMethod: 'pool' }));
    const codes = Array.from({ length: 5000 }, (_, i) => `BIG-${i}`);
    expect((await caller.admin.perks.addCodes({ perkId: pool.id, codes })).added).toBe(5000);
    expect((await caller.admin.perks.addCodes({ perkId: pool.id, codes: codes.slice(0, 3) })).alreadyThere).toEqual(codes.slice(0, 3));
  });

  it('removes a free code, never one handed out to a member', async () => {
    const { caller } = await admin();
    const member = await createTestUser(t.db);
    const perk = await caller.admin.perks.create(perkInput({ redemptionMethod: 'pool', codes: ['RM-1', 'RM-2'] }));
    const [free, given] = await codesOf(perk.id);
    await handOut(given!.id, member.id);

    expect(await caller.admin.perks.removeCode({ id: free!.id })).toEqual({ id: free!.id, perkId: perk.id });
    expect(await refusal(caller.admin.perks.removeCode({ id: given!.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This code has been handed out to a member and can’t be removed',
    });
    expect((await codesOf(perk.id)).map((c) => c.code)).toEqual(['RM-2']);
    expect((await refusal(caller.admin.perks.removeCode({ id: free!.id }))).code).toBe('NOT_FOUND');
  });

  it('keeps the codes themselves out of the audit log, counting them instead', async () => {
    const { caller } = await admin();
    const perk = await caller.admin.perks.create(perkInput({ redemptionMethod: 'pool', codes: ['AUDIT-SECRET-1'] }));
    await caller.admin.perks.addCodes({ perkId: perk.id, codes: ['AUDIT-SECRET-2', 'AUDIT-SECRET-3'] });
    const [first] = await codesOf(perk.id);
    await caller.admin.perks.removeCode({ id: first!.id });
    await caller.admin.perks.update({ ...perkInput({ redemptionMethod: 'pool' }), id: perk.id });

    const entries = await auditOf('perk', perk.id);
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['create', expect.objectContaining({ poolCodes: { total: 1, handedOut: 0 } })],
      ['update', { poolCodes: { total: 3, handedOut: 0 }, codesAdded: 2 }],
      ['update', { poolCodes: { total: 2, handedOut: 0 }, codesRemoved: 1 }],
      ['update', expect.objectContaining({ poolCodes: { total: 2, handedOut: 0 } })],
    ]);
    expect(JSON.stringify(entries)).not.toContain('AUDIT-SECRET');
  });
});

describe('admin.perks.list and detail', () => {
  it('counts a pool’s codes and lists those handed out, with who got them, and those still free', async () => {
    const { caller } = await admin();
    const anna = await createTestUser(t.db, { username: `anna_${sequence}` });
    const bea = await createTestUser(t.db, { username: `bea_${sequence}` });
    const perk = await caller.admin.perks.create(perkInput({ redemptionMethod: 'pool', codes: ['DET-1', 'DET-2', 'DET-3', 'DET-4'] }));
    const codes = await codesOf(perk.id);
    await handOut(codes[0]!.id, anna.id, new Date('2030-01-01T00:00:00Z'));
    await handOut(codes[2]!.id, bea.id, new Date('2030-01-02T00:00:00Z'));

    const detail = await caller.admin.perks.detail({ id: perk.id });
    expect(detail.perk.pool).toEqual({ total: 4, handedOut: 2, left: 2 });
    expect(detail.codes).toMatchObject({ total: 2, page: 1 });
    expect(detail.codes!.items.map((c) => [c.code, c.username, c.assignedAt])).toEqual([
      ['DET-3', bea.username, '2030-01-02T00:00:00.000Z'],
      ['DET-1', anna.username, '2030-01-01T00:00:00.000Z'],
    ]);
    const paged = await caller.admin.perks.detail({ id: perk.id, pageSize: 1, page: 2 });
    expect(paged.codes!.items.map((c) => c.code)).toEqual(['DET-1']);
    const searched = await caller.admin.perks.detail({ id: perk.id, q: 'bea_' });
    expect(searched.codes!.items.map((c) => c.code)).toEqual(['DET-3']);
    const free = await caller.admin.perks.detail({ id: perk.id, codes: 'free' });
    expect(free.codes!.items.map((c) => [c.code, c.username])).toEqual([
      ['DET-2', null],
      ['DET-4', null],
    ]);

    const listed = await caller.admin.perks.list({ q: perk.title });
    expect(listed.items[0]).toMatchObject({ id: perk.id, redemptionMethod: 'pool', pool: { total: 4, handedOut: 2, left: 2 } });
  });

  it('has no codes to list for code and link perks, only their redemptions (perks/perks.test.ts)', async () => {
    const { caller } = await admin();
    const perk = await caller.admin.perks.create(perkInput());
    expect(await caller.admin.perks.detail({ id: perk.id })).toEqual({
      perk: expect.objectContaining({ id: perk.id, redemptions: 0 }),
      codes: null,
    });
  });

  it('searches title and brand, filters by category, featured and expiry, a page at a time', async () => {
    const { caller } = await admin();
    const tag = `Filt${sequence}`;
    const [category] = await t.db
      .insert(perkCategories)
      .values({ name: `Cat ${tag}` })
      .returning();
    const a = await createTestPerk(t.db, { title: `${tag} alpha`, featured: true, categoryId: category!.id });
    const b = await createTestPerk(t.db, { title: `${tag} beta`, featured: false, expiryDate: new Date('2020-01-01') });
    const c = await createTestPerk(t.db, { title: 'gamma', brandName: `${tag} Brand`, featured: false, categoryId: category!.id });

    const ids = async (input: Parameters<typeof caller.admin.perks.list>[0]) =>
      (await caller.admin.perks.list({ q: tag, ...input })).items.map((p) => p.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ category: category!.id })).toEqual([c.id, a.id]);
    expect(await ids({ category: 'none' })).toEqual([b.id]);
    expect(await ids({ featured: true })).toEqual([a.id]);
    expect(await ids({ expired: true })).toEqual([b.id]);
    expect(await ids({ expired: false })).toEqual([c.id, a.id]);
    const page = await caller.admin.perks.list({ q: tag, pageSize: 2, page: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [expect.objectContaining({ id: a.id })] });
    expect((await caller.admin.perks.list({ q: tag })).items.find((p) => p.id === b.id)).toMatchObject({
      expired: true,
      category: null,
      redemptionMethod: 'code',
      pool: null,
    });
  });
});

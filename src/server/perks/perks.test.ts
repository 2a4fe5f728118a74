import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { PERK_REDEEM_TEXT, PERK_TEXT } from '../../shared/constants/perks';
import { createTestPerk } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { refusal } from '../../test/trpc-errors';
import { perkCategories, perkCodes, perkRedemptions, perks, users } from '../db/schema';

const t = useTestDb();

let sequence = 0;
const tag = () => `T${++sequence}x${Math.random().toString(36).slice(2, 6)}`;
const DAY = 24 * 60 * 60 * 1000;

async function member() {
  const user = await createTestUser(t.db);
  return { user, caller: (await callerFor(t.db, user)).caller };
}

async function visitor() {
  return (await callerFor(t.db)).caller;
}

async function category(name: string) {
  const [row] = await t.db.insert(perkCategories).values({ name }).returning();
  return row!;
}

async function poolPerk(codes: string[], overrides: Parameters<typeof createTestPerk>[1] = {}) {
  const perk = await createTestPerk(t.db, { redemptionMethod: 'pool', redemptionCode: null, redemptionUrl: null, ...overrides });
  if (codes.length > 0) await t.db.insert(perkCodes).values(codes.map((code) => ({ perkId: perk.id, code })));
  return perk;
}

async function redemptionsOf(perkId: number) {
  return t.db.select().from(perkRedemptions).where(eq(perkRedemptions.perkId, perkId));
}

async function handedOut(perkId: number) {
  return t.db
    .select({ code: perkCodes.code, userId: perkCodes.userId })
    .from(perkCodes)
    .where(and(eq(perkCodes.perkId, perkId), isNotNull(perkCodes.assignedAt)));
}

describe('perks.list', () => {
  it('lists every current perk by category, with the categories for the filter, and filters by one', async () => {
    const name = tag();
    const food = await category(`A food ${name}`);
    const baby = await category(`B baby ${name}`);
    const meals = await createTestPerk(t.db, {
      title: `${name} meals`,
      categoryId: food.id,
      featured: false,
      expiryDate: new Date(Date.now() + 90 * DAY),
    });
    const coffee = await createTestPerk(t.db, {
      title: `${name} coffee`,
      categoryId: food.id,
      featured: false,
      expiryDate: new Date(Date.now() + 9 * DAY),
    });
    const prams = await createTestPerk(t.db, { title: `${name} prams`, categoryId: baby.id, featured: false, expiryDate: null });
    const expired = await createTestPerk(t.db, { title: `${name} old`, categoryId: baby.id, expiryDate: new Date(Date.now() - DAY) });

    const all = await (await visitor()).perks.list();
    const ours = all.perks.filter((perk) => perk.title.startsWith(name));
    // By category name, then ending soonest first.
    expect(ours.map((perk) => perk.id)).toEqual([coffee.id, meals.id, prams.id]);
    expect(ours.map((perk) => perk.id)).not.toContain(expired.id);
    expect(ours[0]).toEqual({
      id: coffee.id,
      title: coffee.title,
      description: '',
      brandName: 'Brand',
      brandLogo: null,
      discountAmount: '20% off',
      expiryDate: coffee.expiryDate!.toISOString(),
      featured: false,
      category: food.name,
      categoryId: food.id,
      redemptionMethod: 'code',
    });
    expect(all.categories).toEqual(
      expect.arrayContaining([
        { id: food.id, name: food.name, perkCount: 2 },
        { id: baby.id, name: baby.name, perkCount: 1 },
      ]),
    );

    const babyOnly = await (await visitor()).perks.list({ category: baby.id });
    expect(babyOnly.perks.map((perk) => perk.id)).toEqual([prams.id]);
    expect(babyOnly.categories).toEqual(all.categories);
    expect((await refusal((await visitor()).perks.list({ category: 'abc' as unknown as number }))).code).toBe('BAD_REQUEST');
  });

  it('never holds a code or a link, for a visitor or a member who redeemed', async () => {
    const secret = `SECRET${tag()}`.toUpperCase();
    const perk = await createTestPerk(t.db, { redemptionCode: secret, redemptionUrl: `https://${secret.toLowerCase()}.example/x` });
    const pool = await poolPerk([`${secret}-POOL`]);
    const { caller } = await member();
    await caller.perks.redeem({ id: perk.id });
    await caller.perks.redeem({ id: pool.id });
    for (const answer of [await caller.perks.list(), await (await visitor()).perks.list()]) {
      expect(answer.perks.map((p) => p.id)).toEqual(expect.arrayContaining([perk.id, pool.id]));
      expect(JSON.stringify(answer).toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});

describe('perks.redeem', () => {
  it('reveals a shared code and where it is used, counted once however often she presses', async () => {
    const perk = await createTestPerk(t.db, {
      redemptionMethod: 'code',
      redemptionCode: 'SHARED20',
      redemptionUrl: 'https://brand.example/use',
    });
    const { user, caller } = await member();
    const first = await caller.perks.redeem({ id: perk.id });
    expect(first).toEqual({
      perkId: perk.id,
      method: 'code',
      code: 'SHARED20',
      url: 'https://brand.example/use',
      redeemedAt: expect.any(String),
    });
    expect(await caller.perks.redeem({ id: perk.id })).toEqual(first);
    expect(await redemptionsOf(perk.id)).toEqual([expect.objectContaining({ userId: user.id })]);
    await (await member()).caller.perks.redeem({ id: perk.id });
    expect(await redemptionsOf(perk.id)).toHaveLength(2);
  });

  it('reveals a link', async () => {
    const perk = await createTestPerk(t.db, {
      redemptionMethod: 'link',
      redemptionCode: null,
      redemptionUrl: 'https://brand.example/deal',
    });
    const { caller } = await member();
    expect(await caller.perks.redeem({ id: perk.id })).toMatchObject({ method: 'link', code: null, url: 'https://brand.example/deal' });
    expect(await redemptionsOf(perk.id)).toHaveLength(1);
  });

  it('gives each member her own code from a pool, once, the same code on every later press', async () => {
    const perk = await poolPerk(['POOL-A', 'POOL-B', 'POOL-C'], { redemptionUrl: 'https://brand.example/checkout' });
    const anna = await member();
    const bea = await member();
    const annasCode = await anna.caller.perks.redeem({ id: perk.id });
    expect(annasCode).toMatchObject({ method: 'pool', code: 'POOL-A', url: 'https://brand.example/checkout' });
    expect(await anna.caller.perks.redeem({ id: perk.id })).toEqual(annasCode);
    expect(await bea.caller.perks.redeem({ id: perk.id })).toMatchObject({ code: 'POOL-B' });
    expect(await handedOut(perk.id)).toEqual(
      expect.arrayContaining([
        { code: 'POOL-A', userId: anna.user.id },
        { code: 'POOL-B', userId: bea.user.id },
      ]),
    );
    expect(await handedOut(perk.id)).toHaveLength(2);
    // She sees it again later.
    expect(await anna.caller.perks.mine()).toEqual([annasCode]);
  });

  it("answers 'All codes claimed' when the pool is empty, and counts nothing", async () => {
    const perk = await poolPerk(['ONLY-ONE']);
    await (await member()).caller.perks.redeem({ id: perk.id });
    const { caller } = await member();
    expect(await refusal(caller.perks.redeem({ id: perk.id }))).toMatchObject({
      code: 'CONFLICT',
      message: PERK_REDEEM_TEXT.allCodesClaimed,
    });
    expect(PERK_REDEEM_TEXT.allCodesClaimed).toBe('All codes claimed');
    expect(await redemptionsOf(perk.id)).toHaveLength(1);
    expect(await caller.perks.mine()).toEqual([]);
    const emptyFromTheStart = await poolPerk([]);
    expect(await refusal(caller.perks.redeem({ id: emptyFromTheStart.id }))).toMatchObject({ message: 'All codes claimed' });
  });

  it('hands the 5 codes of a pool to 5 of 20 members redeeming at once, each code once', async () => {
    const codes = ['RUSH-1', 'RUSH-2', 'RUSH-3', 'RUSH-4', 'RUSH-5'];
    const perk = await poolPerk(codes);
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const results = await Promise.allSettled(members.map(({ caller }) => caller.perks.redeem({ id: perk.id })));

    const given = results.filter((r) => r.status === 'fulfilled').map((r) => r.value.code);
    expect(given.sort()).toEqual(codes);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
    expect(refused).toHaveLength(15);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'CONFLICT', message: PERK_REDEEM_TEXT.allCodesClaimed });

    const rows = await handedOut(perk.id);
    expect(rows.map((row) => row.code).sort()).toEqual(codes);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(5);
    const winners = new Set(results.flatMap((r, i) => (r.status === 'fulfilled' ? [members[i]!.user.id] : [])));
    expect(new Set(rows.map((row) => row.userId))).toEqual(winners);
    expect(await redemptionsOf(perk.id)).toHaveLength(5);
  });

  it('gives one code to a member pressing twice at once', async () => {
    const perk = await poolPerk(['TWICE-1', 'TWICE-2', 'TWICE-3']);
    const { user, caller } = await member();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => caller.perks.redeem({ id: perk.id })));
    expect(a!.code).toBe('TWICE-1');
    expect([b!.code, c!.code]).toEqual(['TWICE-1', 'TWICE-1']);
    expect(await handedOut(perk.id)).toEqual([{ code: 'TWICE-1', userId: user.id }]);
    expect(await redemptionsOf(perk.id)).toHaveLength(1);
  });

  it('refuses a visitor (UNAUTHORIZED), an expired perk, an unknown one and one still being set up', async () => {
    const perk = await createTestPerk(t.db);
    expect(await refusal((await visitor()).perks.redeem({ id: perk.id }))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: AUTH_TEXT.notAuthenticated,
    });
    expect(await refusal((await visitor()).perks.mine())).toMatchObject({ code: 'UNAUTHORIZED' });

    const { caller } = await member();
    const expired = await poolPerk(['LATE-1'], { expiryDate: new Date(Date.now() - 1000) });
    expect(await refusal(caller.perks.redeem({ id: expired.id }))).toMatchObject({ code: 'CONFLICT', message: PERK_REDEEM_TEXT.expired });
    expect(await handedOut(expired.id)).toEqual([]);
    expect(await refusal(caller.perks.redeem({ id: 99_999_999 }))).toMatchObject({ code: 'NOT_FOUND', message: PERK_TEXT.notFound });
    expect(await refusal(caller.perks.redeem({ id: 0 }))).toMatchObject({ code: 'BAD_REQUEST' });
    const noCode = await createTestPerk(t.db, { redemptionMethod: 'code', redemptionCode: null });
    expect(await refusal(caller.perks.redeem({ id: noCode.id }))).toMatchObject({
      code: 'CONFLICT',
      message: PERK_REDEEM_TEXT.unavailable,
    });
    expect(await redemptionsOf(noCode.id)).toEqual([]);
  });

  it('shows her redemptions of current perks only, and keeps the count when her account goes', async () => {
    const running = await createTestPerk(t.db, { redemptionCode: 'STILL-ON' });
    const ending = await createTestPerk(t.db, { redemptionCode: 'ENDING', expiryDate: new Date(Date.now() + 60_000) });
    const { user, caller } = await member();
    await caller.perks.redeem({ id: running.id });
    await caller.perks.redeem({ id: ending.id });
    expect((await caller.perks.mine()).map((r) => r.code)).toEqual(['STILL-ON', 'ENDING']);
    await t.db
      .update(perks)
      .set({ expiryDate: new Date(Date.now() - 1000) })
      .where(eq(perks.id, ending.id));
    expect((await caller.perks.mine()).map((r) => r.code)).toEqual(['STILL-ON']);

    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await redemptionsOf(running.id)).toEqual([expect.objectContaining({ userId: null })]);
  });
});

describe('admin perks count redemptions', () => {
  it('on the list and the detail, for every method', async () => {
    const admin = (await callerFor(t.db, await createTestUser(t.db, { role: 'admin' }))).caller;
    const perk = await createTestPerk(t.db, { title: `Counted ${tag()}` });
    const pool = await poolPerk(['CNT-1', 'CNT-2'], { title: `Counted pool ${tag()}` });
    for (const { caller } of [await member(), await member()]) {
      await caller.perks.redeem({ id: perk.id });
      await caller.perks.redeem({ id: perk.id });
    }
    await (await member()).caller.perks.redeem({ id: pool.id });
    expect((await admin.admin.perks.list({ q: perk.title })).items[0]).toMatchObject({ id: perk.id, redemptions: 2 });
    expect((await admin.admin.perks.detail({ id: perk.id })).perk).toMatchObject({ redemptions: 2 });
    expect((await admin.admin.perks.byId({ id: pool.id })).redemptions).toBe(1);
  });
});

describe('perks REST paths', () => {
  it('GET /api/perks lists the current perks without codes, for anyone; ?category= filters', async () => {
    const app = testApp(t.db);
    const name = tag();
    const cat = await category(`Rest ${name}`);
    const perk = await createTestPerk(t.db, { title: `Rest ${name}`, categoryId: cat.id, redemptionCode: 'RESTSECRET' });
    const response = await app.request('/api/perks');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number }[];
    expect(body.map((p) => p.id)).toContain(perk.id);
    const filtered = await app.request(`/api/perks?category=${cat.id}`);
    expect(((await filtered.json()) as { id: number }[]).map((p) => p.id)).toEqual([perk.id]);
    expect(JSON.stringify(body)).not.toContain('RESTSECRET');
    const bad = await app.request('/api/perks?category=abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringMatching(/number/) });
  });

  it('POST /api/perks/{id}/redeem: 401 for a visitor, the code for a member, 409 once the pool is empty', async () => {
    const app = testApp(t.db);
    const perk = await poolPerk(['REST-POOL-1']);
    const visitorAnswer = await app.request(`/api/perks/${perk.id}/redeem`, jsonRequest('POST'));
    expect(visitorAnswer.status).toBe(401);
    expect(await visitorAnswer.json()).toEqual({ error: AUTH_TEXT.notAuthenticated });

    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
    const redeemed = await app.request(`/api/perks/${perk.id}/redeem`, jsonRequest('POST', undefined, { cookie }));
    expect(redeemed.status).toBe(200);
    expect(redeemed.headers.get('Cache-Control')).toMatch(/private/);
    expect(await redeemed.json()).toMatchObject({ perkId: perk.id, method: 'pool', code: 'REST-POOL-1' });
    const mine = await app.request('/api/perks/redemptions', { headers: { cookie } });
    expect(await mine.json()).toEqual([expect.objectContaining({ code: 'REST-POOL-1' })]);

    const other = await sessionCookieFor(t.db, await createTestUser(t.db));
    const claimed = await app.request(`/api/perks/${perk.id}/redeem`, jsonRequest('POST', undefined, { cookie: other }));
    expect(claimed.status).toBe(409);
    expect(await claimed.json()).toEqual({ error: 'All codes claimed' });
    const unknown = await app.request('/api/perks/abc/redeem', jsonRequest('POST', undefined, { cookie: other }));
    expect(unknown.status).toBe(400);
    expect((await app.request('/api/perks/redemptions')).status).toBe(401);
  });
});

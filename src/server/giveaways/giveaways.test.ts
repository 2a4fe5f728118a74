import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GIVEAWAY_TEXT } from '../../shared/constants/giveaways';
import { parseEntrantList, sha256Hex, verifyDraw } from '../../shared/lib/giveaway-draw';
import { monthName, sydneyMonthBounds, sydneyMonthOf } from '../../shared/lib/sydney-clock';
import { createGiveawayInput, type GiveawayFieldsInput } from '../../shared/schemas/giveaways';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, listening, testApp } from '../../test/server';
import { refusal } from '../../test/trpc-errors';
import { giveaways, giveawayWinners, notifications, users } from '../db/schema';
import { writeLedgerRows } from '../gamification/ledger';
import { claimPrize, drawRecord, memberGiveaways } from './member';
import { createGiveaway, drawGiveaway, redrawGiveaway } from './admin';
import { winnerEmail } from './winner-notice';

const t = useTestDb();
const DAY = 86_400_000;
const MONTH = sydneyMonthOf(new Date());
/** A moment after this month has closed in Sydney. */
const AFTER_CLOSE = new Date(sydneyMonthBounds(MONTH).end.getTime() + DAY);

const fields = (overrides: Partial<GiveawayFieldsInput> = {}): GiveawayFieldsInput => ({
  month: MONTH,
  prize: 'A $250 baby store voucher',
  terms: 'Open to members in Australia. One win per member per draw.',
  claimDays: 7,
  ...overrides,
});
/** The fields as the procedures hand them to the domain functions. */
const parsed = (overrides: Partial<GiveawayFieldsInput> = {}) => createGiveawayInput.parse(fields(overrides));

// Each test its own village: the draw counts every member of the database.
beforeEach(async () => {
  await t.db.delete(giveaways);
  await t.db.delete(users);
});

/** Members, an admin, and points this month: sarah 3.5 (4 entries), jess none (1 entry). */
async function village() {
  const admin = await createTestUser(t.db, { username: 'admin_anna', role: 'admin' });
  const sarah = await createTestUser(t.db, { username: 'sarah_mum' });
  const jess = await createTestUser(t.db, { username: 'jess_mum' });
  await writeLedgerRows(t.db, [{ userId: sarah.id, action: 'grant', amount: 350, note: 'test', createdAt: new Date() }]);
  await writeLedgerRows(t.db, [{ userId: admin.id, action: 'grant', amount: 5000, note: 'test', createdAt: new Date() }]);
  return { admin, sarah, jess };
}

describe('monthly giveaways', () => {
  it('open with a committed seed: its hash is shown, the seed never, until the draw', async () => {
    const { admin } = await village();
    const created = await createGiveaway(t.db, admin, parsed({ description: 'Spend it on anything.', value: '$250' }));
    expect(created).toMatchObject({ month: MONTH, status: 'open', winner: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(created)).not.toContain((await t.db.select().from(giveaways))[0]!.seed);
    const [row] = await t.db.select().from(giveaways);
    expect(await sha256Hex(row!.seed)).toBe(created.seedHash);
    expect((await refusal(drawRecord(t.db, created.id))).code).toBe('NOT_FOUND');
  });

  it('refuse a month that is over, a month taken, and members', async () => {
    const { admin, sarah } = await village();
    const { caller } = await callerFor(t.db, admin);
    await caller.admin.giveaways.create(fields());
    expect(await refusal(caller.admin.giveaways.create(fields()))).toMatchObject({ code: 'CONFLICT', message: GIVEAWAY_TEXT.monthTaken });
    expect(await refusal(caller.admin.giveaways.create(fields({ month: '2020-01' })))).toMatchObject({
      code: 'BAD_REQUEST',
      message: GIVEAWAY_TEXT.monthPast,
    });
    expect((await refusal(caller.admin.giveaways.create(fields({ month: '2026-13', prize: '' })))).fieldErrors).toEqual({
      month: 'Month must be written YYYY-MM',
      prize: 'Prize is required',
    });
    const member = await callerFor(t.db, sarah);
    expect((await refusal(member.caller.admin.giveaways.create(fields({ month: '2099-01' })))).code).toBe('FORBIDDEN');
  });

  it('are drawn only once the month has closed in Sydney', async () => {
    const { admin } = await village();
    const { caller } = await callerFor(t.db, admin);
    const giveaway = await caller.admin.giveaways.create(fields());
    expect(await refusal(caller.admin.giveaways.draw({ id: giveaway.id }))).toMatchObject({
      code: 'CONFLICT',
      message: GIVEAWAY_TEXT.notClosed,
    });
  });

  it('freeze the entrant list (members only, 1 free + whole points) and pick a winner anyone can verify', async () => {
    const { admin, sarah, jess } = await village();
    const giveaway = await createGiveaway(t.db, admin, parsed());
    const { giveaway: drawn, notice } = await drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE);

    const record = await drawRecord(t.db, giveaway.id);
    expect(parseEntrantList(record.entrantList)).toEqual([
      { userId: sarah.id, entries: 4 },
      { userId: jess.id, entries: 1 },
    ]);
    expect(record).toMatchObject({
      algorithm: 'sha256-weighted-v1',
      seedHash: giveaway.seedHash,
      entrantCount: 2,
      listHash: await sha256Hex(record.entrantList),
    });
    expect(await verifyDraw({ ...record })).toEqual([]);
    expect(record.winners).toEqual([drawn.winner!.userId]);
    expect([sarah.id, jess.id]).toContain(drawn.winner!.userId);
    expect(drawn).toMatchObject({ status: 'awaitingClaim', winner: { round: 1, claimBy: new Date(AFTER_CLOSE.getTime() + 7 * DAY) } });
    // The giveaway's page publishes the record from now on.
    expect(drawn.draw).toEqual({ algorithm: 'sha256-weighted-v1', seed: record.seed, listHash: record.listHash, entrantCount: 2 });

    // The winner hears of it: a notification now, an email once it is saved.
    const [notice1] = await t.db.select().from(notifications).where(eq(notifications.userId, drawn.winner!.userId));
    // The draw comes after the month has ended: the notice names the giveaway's month, not "this month".
    expect(notice1).toMatchObject({ title: `You won the ${monthName(MONTH)} giveaway!`, link: '/member-giveaways' });
    expect(notice).toMatchObject({ prize: 'A $250 baby store voucher', month: MONTH });
    const email = winnerEmail(notice!, 'https://example.com');
    expect(email.text).toContain(`you won the ${monthName(MONTH)} giveaway! Your prize: A $250 baby store voucher.`);
    expect(email.text).not.toContain('this month');

    // A changed record no longer verifies.
    const tampered = record.entrantList.replace(/:1\n/, ':40\n');
    expect(await verifyDraw({ ...record, entrantList: tampered })).toContain('The entrant list does not match its published hash.');
    // Drawn: no second draw, no edits.
    expect((await refusal(drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE))).message).toBe(GIVEAWAY_TEXT.drawnAlready);
    const { caller } = await callerFor(t.db, admin);
    expect((await refusal(caller.admin.giveaways.update({ ...fields(), id: giveaway.id }))).code).toBe('CONFLICT');
    expect((await refusal(caller.admin.giveaways.delete({ id: giveaway.id }))).code).toBe('CONFLICT');
  });

  it('are deleted only by their id, never by something Number() would read as it', async () => {
    const { admin } = await village();
    const giveaway = await createGiveaway(t.db, admin, parsed());
    const { caller } = await callerFor(t.db, admin);
    for (const loose of [[giveaway.id], `${giveaway.id}e0`, ` ${giveaway.id} `, true]) {
      expect((await refusal(caller.admin.giveaways.delete({ id: loose as never }))).code, JSON.stringify(loose)).toBe('BAD_REQUEST');
    }
    expect(await t.db.select({ id: giveaways.id }).from(giveaways)).toEqual([{ id: giveaway.id }]);
  });

  it('draw once when two draws race', async () => {
    const { admin } = await village();
    const giveaway = await createGiveaway(t.db, admin, parsed());
    const results = await Promise.allSettled([
      drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE),
      drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await t.db.select().from(giveawayWinners)).toHaveLength(1);
  });

  it('the winner claims within her window, once; an unclaimed prize is redrawn to someone else, verifiably', async () => {
    const { admin, sarah, jess } = await village();
    const giveaway = await createGiveaway(t.db, admin, parsed());
    const { giveaway: drawn } = await drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE);
    const winner = drawn.winner!.userId === sarah.id ? sarah : jess;
    const other = winner === sarah ? jess : sarah;

    expect((await refusal(claimPrize(t.db, other, giveaway.id, AFTER_CLOSE))).message).toBe(GIVEAWAY_TEXT.notYourPrize);
    expect((await refusal(redrawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE))).message).toBe(GIVEAWAY_TEXT.notUnclaimed);
    const mine = await memberGiveaways(t.db, winner, AFTER_CLOSE);
    expect(mine.myPrize).toMatchObject({ id: giveaway.id, status: 'awaitingClaim' });

    // Her window passes: the claim is refused and the prize is redrawn among the others.
    const late = new Date(AFTER_CLOSE.getTime() + 8 * DAY);
    expect((await refusal(claimPrize(t.db, winner, giveaway.id, late))).message).toBe(GIVEAWAY_TEXT.claimClosed);
    const { giveaway: redrawn } = await redrawGiveaway(t.db, admin, giveaway.id, late);
    expect(redrawn.winner).toMatchObject({ round: 2, userId: other.id });
    const record = await drawRecord(t.db, giveaway.id);
    expect(record.winners).toEqual([winner.id, other.id]);
    expect(await verifyDraw(record)).toEqual([]);

    const claimed = await claimPrize(t.db, other, giveaway.id, late);
    expect(claimed.status).toBe('claimed');
    expect((await refusal(claimPrize(t.db, other, giveaway.id, late))).message).toBe(GIVEAWAY_TEXT.claimedAlready);
  });

  it('refuse a redraw when every entrant has been drawn', async () => {
    const { admin } = await village();
    const giveaway = await createGiveaway(t.db, admin, parsed());
    await drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE);
    const afterFirstWindow = new Date(AFTER_CLOSE.getTime() + 8 * DAY);
    await redrawGiveaway(t.db, admin, giveaway.id, afterFirstWindow);
    const afterSecondWindow = new Date(afterFirstWindow.getTime() + 8 * DAY);
    expect(await refusal(redrawGiveaway(t.db, admin, giveaway.id, afterSecondWindow))).toMatchObject({
      code: 'CONFLICT',
      message: GIVEAWAY_TEXT.nobodyLeft,
    });
    expect(await t.db.select().from(giveawayWinners)).toHaveLength(2);
  });

  it('publish the draw record over REST (404 until drawn)', async () => {
    const { admin } = await village();
    const giveaway = await createGiveaway(t.db, admin, parsed());
    const app = testApp(t.db);
    expect((await app.request(`/api/giveaways/${giveaway.id}/draw`)).status).toBe(404);
    expect((await app.request('/api/giveaways/abc/draw')).status).toBe(400);
    await drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE);
    const response = await app.request(`/api/giveaways/${giveaway.id}/draw`);
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(await verifyDraw(record)).toEqual([]);
  });

  it('verify with `npm run verify-draw -- <id> <site>`, which fails on a record that was changed', async () => {
    const { admin } = await village();
    const giveaway = await createGiveaway(t.db, admin, parsed());
    await drawGiveaway(t.db, admin, giveaway.id, AFTER_CLOSE);
    const site = await listening(testApp(t.db));
    const verify = () => promisify(execFile)('npx', ['tsx', 'scripts/verify-draw.ts', String(giveaway.id), site.url]);
    try {
      const { stdout } = await verify();
      expect(stdout).toContain('✓ The draw holds');
      expect(stdout).toMatch(/round 1: ticket \d+ of 5 → member \d+/);
      // Someone rewrites history: the published list no longer matches its hash.
      await t.db.update(giveaways).set({ entrantList: '1:100\n' }).where(eq(giveaways.id, giveaway.id));
      const failed = await verify().catch((error: { code: number; stdout: string }) => error);
      expect(failed).toMatchObject({ code: 1, stdout: expect.stringContaining('✗ The entrant list does not match its published hash.') });
    } finally {
      await site.close();
    }
  }, 30_000);

  it('show members this month’s giveaway, their entries and the leaderboard (admins never on it)', async () => {
    const { admin, sarah, jess } = await village();
    await createGiveaway(t.db, admin, parsed());
    const overview = await memberGiveaways(t.db, jess);
    expect(overview.current).toMatchObject({ month: MONTH, status: 'open', closesAt: sydneyMonthBounds(MONTH).end });
    expect(overview).toMatchObject({ myEntries: 1, myMonthlyPoints: 0, myPrize: null, past: [] });
    expect(overview.leaderboard).toEqual([
      { rank: 1, userId: sarah.id, name: 'sarah_mum', monthlyPoints: 3.5, entries: 4 },
      { rank: 2, userId: jess.id, name: 'jess_mum', monthlyPoints: 0, entries: 1 },
    ]);
  });
});

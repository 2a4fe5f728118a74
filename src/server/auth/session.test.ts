import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { SESSION_LIFETIME_MS, createSession, generateSessionToken, validateSessionToken } from './session';

const t = useTestDb();
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => vi.useRealTimers());

describe('sessions', () => {
  it('tokens are 20 random bytes in base32 and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it('a session lasts 30 days', async () => {
    const user = await createTestUser(t.db);
    const session = await createSession(t.db, generateSessionToken(), user.id);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_LIFETIME_MS - 5000);
    expect(SESSION_LIFETIME_MS).toBe(30 * DAY);
  });

  it('is extended when used in its last 15 days, and not before', async () => {
    const user = await createTestUser(t.db);
    const token = generateSessionToken();
    const created = await createSession(t.db, token, user.id);

    vi.useFakeTimers({ now: Date.now() + 10 * DAY, toFake: ['Date'] });
    const early = await validateSessionToken(t.db, token);
    expect(early.renewed).toBe(false);
    expect(early.session?.expiresAt.getTime()).toBe(created.expiresAt.getTime());

    vi.setSystemTime(Date.now() + 10 * DAY); // day 20: 10 days left
    const late = await validateSessionToken(t.db, token);
    expect(late.renewed).toBe(true);
    expect(late.session!.expiresAt.getTime()).toBeCloseTo(Date.now() + 30 * DAY, -4);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, late.session!.id));
    expect(row!.expiresAt.getTime()).toBe(late.session!.expiresAt.getTime());
  });

  it('an expired session is refused and deleted', async () => {
    const user = await createTestUser(t.db);
    const token = generateSessionToken();
    const created = await createSession(t.db, token, user.id);
    vi.useFakeTimers({ now: Date.now() + 31 * DAY, toFake: ['Date'] });
    expect(await validateSessionToken(t.db, token)).toEqual({ session: null, user: null, renewed: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.id, created.id))).toHaveLength(0);
  });

  it('refuses malformed and unknown tokens', async () => {
    for (const token of ['', 'x', "'; drop table users; --", 'a'.repeat(32)]) {
      expect((await validateSessionToken(t.db, token)).user).toBeNull();
    }
  });
});

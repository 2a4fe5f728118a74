import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { sessions, users } from '../db/schema';
import { useTestDb } from '../../test/db';
import { createTestUser, TEST_PASSWORD, userInput } from '../../test/factories';
import { callerFor } from '../../test/server';
import { createMemoryRateLimiter, type RateLimiter } from '../rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/rules';
import { validateSessionToken } from './session';

const t = useTestDb();

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

function sessionTokenFrom(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('session='));
  return cookie ? cookie.split(';')[0]!.slice('session='.length) : null;
}

describe('auth.register', () => {
  it('creates the member, signs them in and returns the user without secrets', async () => {
    const { caller, resHeaders } = await callerFor(t.db);
    const input = userInput();
    const user = await caller.auth.register(input);
    expect(user).toEqual({
      id: expect.any(Number),
      username: input.username,
      email: input.email,
      role: 'member',
      isAdmin: false,
      avatar: null,
    });
    expect(Object.keys(user)).not.toContain('passwordHash');

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(input.password);

    const cookie = resHeaders.getSetCookie()[0]!;
    expect(cookie).toMatch(/^session=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    expect(cookie).not.toContain('Secure');
    const token = sessionTokenFrom(resHeaders)!;
    const validated = await validateSessionToken(t.db, token);
    expect(validated.user?.id).toBe(user.id);
    // Only the SHA-256 of the token is stored.
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.id)).not.toContain(token);
  });

  it('refuses a username or email taken in any case, saying which', async () => {
    const existing = await createTestUser(t.db);
    const { caller } = await callerFor(t.db);
    const byName = await rejection(caller.auth.register(userInput({ username: existing.username.toUpperCase() })));
    expect(byName.code).toBe('CONFLICT');
    expect(byName.message).toBe(AUTH_TEXT.usernameTaken);
    const byEmail = await rejection(caller.auth.register(userInput({ email: existing.email.toUpperCase() })));
    expect(byEmail.code).toBe('CONFLICT');
    expect(byEmail.message).toBe(AUTH_TEXT.emailTaken);
  });

  it('lets exactly one of two racing sign-ups with the same username through', async () => {
    const { caller } = await callerFor(t.db);
    const username = userInput().username;
    const results = await Promise.allSettled([
      caller.auth.register(userInput({ username })),
      caller.auth.register(userInput({ username: username.toUpperCase() })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failure.reason as TRPCError).code).toBe('CONFLICT');
  });

  it.each([
    [{ username: 'ab' }, /at least 3/],
    [{ username: 'a'.repeat(31) }, /at most 30/],
    [{ username: 'bad name!' }, /letters, digits/],
    [{ email: 'not-an-email' }, /valid email/],
    [{ password: '12345' }, /at least 6/],
    // The forms refuse a password of spaces alone (PRODUCT.md "Input rules", trimmed): so does the server.
    [{ password: '        ' }, /Please enter a password/],
    [{ password: 'x'.repeat(257) }, /at most 256/],
  ])('refuses %j with a clear message', async (override, message) => {
    const { caller } = await callerFor(t.db);
    const error = await rejection(caller.auth.register(userInput(override)));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause?.message ?? error.message).toMatch(message);
  });

  it('refuses one of the most common passwords', async () => {
    const { caller } = await callerFor(t.db);
    const error = await rejection(caller.auth.register(userInput({ password: 'Password123' })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(AUTH_TEXT.commonPassword);
  });
});

describe('auth.login', () => {
  it('signs in by username or email, in any case', async () => {
    const user = await createTestUser(t.db);
    for (const username of [user.username, user.email.toUpperCase()]) {
      const { caller, resHeaders } = await callerFor(t.db);
      expect(await caller.auth.login({ username, password: TEST_PASSWORD })).toMatchObject({ id: user.id });
      expect(sessionTokenFrom(resHeaders)).toMatch(/^[a-z2-7]{32}$/);
    }
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const user = await createTestUser(t.db);
    const { caller } = await callerFor(t.db);
    const wrong = await rejection(caller.auth.login({ username: user.username, password: 'wrong-password' }));
    const unknown = await rejection(caller.auth.login({ username: 'nobody_here', password: 'wrong-password' }));
    for (const error of [wrong, unknown]) {
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe('Invalid username or password');
    }
  });

  it('limits attempts per account', async () => {
    const user = await createTestUser(t.db);
    const { caller } = await callerFor(t.db);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const error = await rejection(caller.auth.login({ username: user.username, password: `wrong-${i}` }));
      codes.push(error.code);
    }
    expect(codes.slice(0, 10).every((c) => c === 'UNAUTHORIZED')).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });
});

describe('login limits (README, "Rate limits")', () => {
  /** Login attempts from `clientIp`, all counted by one limiter as the app's would be. */
  function loginsFrom(clientIp: string, rateLimiter: RateLimiter) {
    return async (username: string, password: string) => {
      const { caller } = await callerFor(t.db, null, { clientIp, rateLimiter });
      return caller.auth.login({ username, password }).then(
        () => 'signed in',
        (error: TRPCError) => error.code,
      );
    };
  }
  const freshLimiter = () => createMemoryRateLimiter(DEFAULT_RATE_LIMITS);

  it("an address typed as a username uses up nothing of that address's allowance", async () => {
    const limiter = freshLimiter();
    const member = await createTestUser(t.db);
    const attacker = loginsFrom('203.0.113.66', limiter);
    for (let i = 0; i < 31; i++) await attacker('198.51.100.7', `guess-${i}`);
    expect(await loginsFrom('198.51.100.7', limiter)(member.username, TEST_PASSWORD)).toBe('signed in');
  });

  it('counts wrong passwords per account, whether the username or the email was typed', async () => {
    const member = await createTestUser(t.db);
    const attempt = loginsFrom('198.51.100.8', freshLimiter());
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(await attempt(member.username, `wrong-${i}`));
    for (let i = 0; i < 5; i++) codes.push(await attempt(member.email.toUpperCase(), `wrong-${i}`));
    expect(new Set(codes)).toEqual(new Set(['UNAUTHORIZED']));
    expect(await attempt(member.username, TEST_PASSWORD)).toBe('TOO_MANY_REQUESTS');
  });

  it('holds back the addresses that fail, not the owner signing in from her own', async () => {
    const limiter = freshLimiter();
    const member = await createTestUser(t.db);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const stranger = loginsFrom(address, limiter);
      for (let i = 0; i < 10; i++) await stranger(member.username, `guess-${i}`);
      expect(await stranger(member.username, TEST_PASSWORD)).toBe('TOO_MANY_REQUESTS');
    }
    expect(await loginsFrom('198.51.100.9', limiter)(member.username, TEST_PASSWORD)).toBe('signed in');
  });

  it('a right password clears the count of wrong ones', async () => {
    const member = await createTestUser(t.db);
    const attempt = loginsFrom('198.51.100.10', freshLimiter());
    for (let i = 0; i < 9; i++) await attempt(member.username, `wrong-${i}`);
    expect(await attempt(member.username, TEST_PASSWORD)).toBe('signed in');
    for (let i = 0; i < 9; i++) expect(await attempt(member.username, `wrong-${i}`)).toBe('UNAUTHORIZED');
  });

  it('treats an unknown name as it treats a member, so the answers tell no one apart', async () => {
    const attempt = loginsFrom('198.51.100.11', freshLimiter());
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push(await attempt('nobody_by_that_name', `guess-${i}`));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('UNAUTHORIZED'));
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });

  it('limits attempts per address across accounts', async () => {
    const attempt = loginsFrom('198.51.100.12', freshLimiter());
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push(await attempt(`someone_${i}`, 'a-guess'));
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('UNAUTHORIZED'));
    expect(codes[30]).toBe('TOO_MANY_REQUESTS');
  });
});

describe('auth.me and auth.logout', () => {
  it('me is null for a visitor and the user for a member', async () => {
    const user = await createTestUser(t.db);
    expect(await (await callerFor(t.db)).caller.auth.me()).toBeNull();
    expect(await (await callerFor(t.db, user)).caller.auth.me()).toMatchObject({ id: user.id, email: user.email });
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const user = await createTestUser(t.db);
    const { caller, ctx, resHeaders } = await callerFor(t.db, user);
    await caller.auth.logout();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, ctx.session!.id))).toHaveLength(0);
    expect(resHeaders.getSetCookie()[0]).toMatch(/^session=; .*Max-Age=0/);
  });

  it('logoutEverywhere ends every session of the member and needs one', async () => {
    const user = await createTestUser(t.db);
    await callerFor(t.db, user);
    const { caller } = await callerFor(t.db, user);
    await caller.auth.logoutEverywhere();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const visitor = await callerFor(t.db);
    expect((await rejection(visitor.caller.auth.logoutEverywhere())).code).toBe('UNAUTHORIZED');
  });
});

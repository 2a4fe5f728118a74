import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { jobs, passwordResetTokens, sessions } from '../db/schema';
import { useTestDb } from '../../test/db';
import { authenticate, createTestUser, TEST_PASSWORD } from '../../test/factories';
import { drainJobs } from '../../test/jobs';
import { callerFor, jsonRequest, testApp, TEST_PUBLIC_URL } from '../../test/server';
import { createMemoryMailer } from '../email/mailer';
import { createMemoryRateLimiter } from '../rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/rules';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants/trpc';

const t = useTestDb();

// Each test reads the mail its own requests queued.
beforeEach(async () => {
  await t.db.delete(jobs);
});
afterEach(() => vi.useRealTimers());

/** Counts argon2 hashes (19 MiB and 10–40 ms each): a made-up link must cost none. */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password', async (importOriginal) => {
  const password = await importOriginal<typeof import('./password')>();
  return {
    ...password,
    hashPassword: (text: string) => {
      hashes.count += 1;
      return password.hashPassword(text);
    },
  };
});

/** Asks for a reset and returns the token from the emailed link. */
async function requestReset(email: string) {
  const { caller, mailer } = await callerFor(t.db);
  expect(await caller.auth.requestPasswordReset({ email })).toEqual({ success: true });
  await drainJobs(t.db, mailer);
  expect(mailer.sent).toHaveLength(1);
  const mail = mailer.sent[0]!;
  const token = /reset-password\?token=([a-z2-7]{32})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return { mail, token: token! };
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('password reset', () => {
  it('emails a one-hour link to the account, in any case of the address', async () => {
    const user = await createTestUser(t.db);
    const { mail, token } = await requestReset(user.email.toUpperCase());
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Reset your Mama Village password');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=${token}`);
    expect(mail.html).toContain(user.username);
    // Only the hash of the token is stored.
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const { caller, mailer } = await callerFor(t.db);
    expect(await caller.auth.requestPasswordReset({ email: 'nobody-here@example.com' })).toEqual({ success: true });
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(0);
  });

  it('does the same work for a known and an unknown address before answering: one job, the same shape', async () => {
    const user = await createTestUser(t.db);
    const before = await t.db.select().from(passwordResetTokens);
    const workFor = async (email: string) => {
      await t.db.delete(jobs);
      const { caller } = await callerFor(t.db);
      expect(await caller.auth.requestPasswordReset({ email })).toEqual({ success: true });
      // What the answer waited for: the queued rows, and no token made yet for anyone.
      expect(await t.db.select().from(passwordResetTokens)).toEqual(before);
      const queued = await t.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs);
      return queued.map(({ kind, payload }) => ({ kind, fields: Object.keys(payload as object) }));
    };
    const known = await workFor(user.email);
    expect(known).toHaveLength(1);
    expect(await workFor('nobody-here@example.com')).toEqual(known);
  });

  it('sets the new password, ends every session, signs this browser in, and works once', async () => {
    const user = await createTestUser(t.db);
    await callerFor(t.db, user); // a session elsewhere
    const { token } = await requestReset(user.email);
    const { caller, resHeaders } = await callerFor(t.db);
    const signedIn = await caller.auth.resetPassword({ token, password: 'a-brand-new-password' });
    expect(signedIn).toMatchObject({ id: user.id });
    expect(resHeaders.getSetCookie()[0]).toMatch(/^session=[a-z2-7]{32};/);

    expect(await authenticate(t.db, { username: user.username, password: TEST_PASSWORD })).toBeNull();
    expect(await authenticate(t.db, { username: user.username, password: 'a-brand-new-password' })).toMatchObject({ id: user.id });
    // The old session is gone; only the one just created remains.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const again = await errorOf(caller.auth.resetPassword({ token, password: 'yet-another-password' }));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(AUTH_TEXT.resetLinkInvalid);
  });

  it('refuses a link older than one hour', async () => {
    const user = await createTestUser(t.db);
    const { token } = await requestReset(user.email);
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ['Date'] });
    const { caller } = await callerFor(t.db);
    expect((await errorOf(caller.auth.resetPassword({ token, password: 'a-brand-new-password' }))).message).toBe(
      AUTH_TEXT.resetLinkInvalid,
    );
  });

  it('lets only one of two racing uses of a link through', async () => {
    const user = await createTestUser(t.db);
    const { token } = await requestReset(user.email);
    const { caller } = await callerFor(t.db);
    const results = await Promise.allSettled([
      caller.auth.resetPassword({ token, password: 'first-new-password' }),
      caller.auth.resetPassword({ token, password: 'second-new-password' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a made-up token, a malformed one, a common password and one of spaces alone', async () => {
    const user = await createTestUser(t.db);
    const { token } = await requestReset(user.email);
    const { caller } = await callerFor(t.db);
    expect((await errorOf(caller.auth.resetPassword({ token: 'a'.repeat(32), password: 'fine-password' }))).message).toBe(
      AUTH_TEXT.resetLinkInvalid,
    );
    expect((await errorOf(caller.auth.resetPassword({ token: 'x', password: 'fine-password' }))).code).toBe('BAD_REQUEST');
    expect((await errorOf(caller.auth.resetPassword({ token, password: 'password1' }))).message).toBe(AUTH_TEXT.commonPassword);
    // The reset form refuses a password of spaces alone (trimmed): so does the server.
    expect((await errorOf(caller.auth.resetPassword({ token, password: '         ' }))).message).toContain('Please enter a password.');
  });

  it('looks the link up before it spends a hash on the new password', async () => {
    const { caller } = await callerFor(t.db);
    const before = hashes.count;
    const error = await errorOf(caller.auth.resetPassword({ token: 'b'.repeat(32), password: 'fine-password' }));
    expect(error.message).toBe(AUTH_TEXT.resetLinkInvalid);
    expect(hashes.count).toBe(before);
  });

  it('limits new-password attempts per address and per link', async () => {
    const limiter = createMemoryRateLimiter(DEFAULT_RATE_LIMITS);
    const fromOneAddress = async (token: string) => {
      const { caller } = await callerFor(t.db, null, { clientIp: '198.51.100.20', rateLimiter: limiter });
      return (await errorOf(caller.auth.resetPassword({ token, password: 'fine-password' }))).code;
    };
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push(await fromOneAddress(`${'c'.repeat(31)}${String.fromCharCode(97 + i)}`));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('BAD_REQUEST'));
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');

    const oneLink = 'd'.repeat(32);
    const perLink = [];
    for (let i = 0; i < 6; i++) {
      const { caller } = await callerFor(t.db, null, { clientIp: `198.51.100.${30 + i}`, rateLimiter: limiter });
      perLink.push((await errorOf(caller.auth.resetPassword({ token: oneLink, password: 'fine-password' }))).code);
    }
    expect(perLink.slice(0, 5)).toEqual(Array(5).fill('BAD_REQUEST'));
    expect(perLink[5]).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a tRPC batch of more than a handful of calls, running none of them', async () => {
    const app = testApp(t.db);
    const calls = (n: number, path: string) => Array.from({ length: n }, () => path).join(',');
    const inputs = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [i, { json: { token: 'e'.repeat(32), password: 'fine-password' } }]),
    );
    const before = hashes.count;
    const res = await app.request(`/trpc/${calls(100, 'auth.resetPassword')}?batch=1`, jsonRequest('POST', inputs));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error?: { json: { message: string } } };
    expect(body.error?.json.message).toBe('Batch call exceeds maximum size');
    expect(hashes.count).toBe(before);

    const handful = await app.request(`/trpc/${calls(TRPC_MAX_BATCH_SIZE, 'auth.me')}?batch=1`);
    expect(handful.status).toBe(200);
    expect(await handful.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
  });

  it('limits requests per address', async () => {
    const user = await createTestUser(t.db);
    const { caller } = await callerFor(t.db);
    for (let i = 0; i < 3; i++) await caller.auth.requestPasswordReset({ email: user.email });
    expect((await errorOf(caller.auth.requestPasswordReset({ email: user.email }))).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('sign-up email and the reset REST paths', () => {
  it('a new member gets a welcome email', async () => {
    const mailer = createMemoryMailer();
    const app = testApp(t.db, { mailer });
    const res = await app.request(
      '/api/register',
      jsonRequest('POST', { username: 'welcome_me', email: 'welcome@example.com', password: 'welcome-pass' }),
    );
    expect(res.status).toBe(201);
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'welcome@example.com', subject: 'Welcome to Mama Village!' });
    expect(mailer.sent[0]!.text).toContain('Hi welcome_me');
  });

  it('a failing mail server does not fail the sign-up: the email is retried later', async () => {
    const app = testApp(t.db);
    const res = await app.request(
      '/api/register',
      jsonRequest('POST', { username: 'no_mail_mum', email: 'nomail@example.com', password: 'welcome-pass' }),
    );
    expect(res.status).toBe(201);
    await drainJobs(t.db, { send: () => Promise.reject(new Error('SMTP down')) });
    expect(await t.db.select({ status: jobs.status, lastError: jobs.lastError }).from(jobs)).toEqual([
      { status: 'queued', lastError: 'SMTP down' },
    ]);
  });

  it('POST /api/forgot-password and /api/reset-password', async () => {
    const mailer = createMemoryMailer();
    const app = testApp(t.db, { mailer });
    const user = await createTestUser(t.db);
    const asked = await app.request('/api/forgot-password', jsonRequest('POST', { email: user.email }));
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ success: true });
    await drainJobs(t.db, mailer);
    expect(mailer.sent).toHaveLength(1);
    const token = /token=([a-z2-7]{32})/.exec(mailer.sent[0]!.text)![1];
    const reset = await app.request('/api/reset-password', jsonRequest('POST', { token, password: 'rest-new-password' }));
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ id: user.id });
    const reused = await app.request('/api/reset-password', jsonRequest('POST', { token, password: 'rest-new-password' }));
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: AUTH_TEXT.resetLinkInvalid });
  });
});

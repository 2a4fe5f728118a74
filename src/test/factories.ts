import type { Db } from '../server/db/client';
import { TRPCError } from '@trpc/server';
import type { LoginInput } from '../shared/schemas/auth';
import { hashPassword } from '../server/auth/password';
import { createUser, logIn } from '../server/auth/service';
import type { SessionUser } from '../server/auth/session';
import type { Role } from '../shared/rules/roles';
import { createMemoryRateLimiter } from '../server/rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../server/rate-limits/rules';
import { newsletterConsents, newsletterSubscribers } from '../server/db/schema';

let sequence = 0;
const unique = () => `${process.pid.toString(36)}${(++sequence).toString(36)}`;

export const TEST_PASSWORD = 'correct-horse-battery';

export function userInput(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  const id = unique();
  return { username: `mum_${id}`, email: `mum_${id}@example.com`, password: TEST_PASSWORD, ...overrides };
}

/** Each password's argon2 hash, made once a worker: ~15 ms a hash, and the suite makes ~700 users. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export function createTestUser(
  db: Db,
  overrides: Partial<{ username: string; email: string; password: string; role: Role }> = {},
): Promise<SessionUser> {
  return createUser(db, { ...userInput(overrides), role: overrides.role ?? 'member' }, hashOnce);
}

/**
 * The user these credentials sign in as, or null: the login's own check (logIn), under limits of
 * its own so a test's earlier attempts don't count.
 */
export async function authenticate(db: Db, input: LoginInput): Promise<SessionUser | null> {
  try {
    return await logIn(db, createMemoryRateLimiter(DEFAULT_RATE_LIMITS), input, 'test');
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'UNAUTHORIZED') return null;
    throw error;
  }
}

/** An active newsletter subscriber with her consent recorded, as a sign-up leaves her (no welcome email queued). */
export async function createTestSubscriber(db: Db, input: { email: string; name: string; source: string; sourceDetail?: string | null }) {
  const [row] = await db.insert(newsletterSubscribers).values(input).returning();
  await db.insert(newsletterConsents).values({ subscriberId: row!.id, action: 'subscribed', source: input.source });
  return row!;
}

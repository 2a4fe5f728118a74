import { TRPCError } from '@trpc/server';
import { eq, or, sql } from 'drizzle-orm';
import { AUTH_TEXT } from '../../shared/constants/messages';
import type { Role } from '../../shared/rules/roles';
import type { LoginInput, RegisterInput, UserDto } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { assertWithinLimit, type RateLimiter } from '../rate-limits/limiter';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './password';
import { assertNotSuspended } from './restrictions';
import { type SessionUser, sessionUserColumns } from './session';
import { emitEvent } from '../webhooks/events';

export function toUserDto(user: SessionUser): UserDto {
  return { id: user.id, username: user.username, email: user.email, role: user.role, isAdmin: user.isAdmin, avatar: user.avatar };
}

function conflictFor(constraint: string): TRPCError {
  return new TRPCError({
    code: 'CONFLICT',
    message: constraint.includes('email') ? AUTH_TEXT.emailTaken : AUTH_TEXT.usernameTaken,
  });
}

/** Beyond the schema's length rules: the most common passwords are refused everywhere. */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw new TRPCError({ code: 'BAD_REQUEST', message: AUTH_TEXT.commonPassword });
}

/** `hash` is argon2 (hashPassword); test factories pass one that hashes each test password once. */
export async function createUser(
  db: Db,
  input: RegisterInput & { role?: Role },
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<SessionUser> {
  assertAcceptablePassword(input.password);
  // Checked first for a clear message; the unique indexes still decide when two sign-ups race.
  const [taken] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, input.username.toLowerCase()), eq(sql`lower(${users.email})`, input.email.toLowerCase())))
    .limit(1);
  if (taken) {
    throw conflictFor(taken.username.toLowerCase() === input.username.toLowerCase() ? 'username' : 'email');
  }
  const passwordHash = await hash(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, role: input.role ?? 'member' })
        .returning(sessionUserColumns);
      await emitEvent(tx, 'member.created', {
        id: user!.id,
        username: user!.username,
        joinedAt: user!.createdAt.toISOString(),
        email: user!.email,
      });
      return user!;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) throw conflictFor(constraint);
    throw error;
  }
}

type Account = SessionUser & { passwordHash: string };

async function findAccount(db: Db, identifier: string): Promise<Account | null> {
  const lowered = identifier.toLowerCase();
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered)))
    .limit(1);
  return row ?? null;
}

/** Wrong name and wrong password take equal time. */
async function passwordMatches(account: Account | null, password: string): Promise<boolean> {
  return account ? verifyPassword(account.passwordHash, password) : verifyAgainstDummy(password);
}

function withoutHash({ passwordHash: _hash, ...user }: Account): SessionUser {
  return user;
}

/**
 * Sign-in under the login limits (README, "Rate limits"): attempts per address, and wrong
 * passwords per account and address. An account counts as itself whichever of its username or
 * email was typed; an unknown name counts as that name, so the answers never tell a member's name
 * from a stranger's. Only the failing address is held back: the owner, from her own address, can
 * still sign in while others hammer her account.
 */
export async function logIn(db: Db, limiter: RateLimiter, input: LoginInput, clientIp: string): Promise<SessionUser> {
  await assertWithinLimit(limiter, 'loginPerAddress', clientIp, AUTH_TEXT.tooManyAttempts);
  const account = await findAccount(db, input.username);
  const failures = `${account ? `account:${account.id}` : `name:${input.username.toLowerCase()}`}@${clientIp}`;
  // Counted before the password is checked, so guesses sent in parallel can't slip past the
  // limit; the right password clears the count again.
  await assertWithinLimit(limiter, 'loginFailuresPerAccount', failures, AUTH_TEXT.tooManyAttempts);
  if (!account || !(await passwordMatches(account, input.password))) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_TEXT.invalidCredentials });
  }
  await limiter.reset('loginFailuresPerAccount', failures);
  // Only once she proved it is her: a stranger doesn't learn that an account is suspended.
  await assertNotSuspended(db, account.id);
  return withoutHash(account);
}

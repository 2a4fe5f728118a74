import { TRPCError } from '@trpc/server';
import { eq, or, sql } from 'drizzle-orm';
import { AUTH_TEXT } from '../../shared/constants/messages';
import type { LoginInput, RegisterInput, UserDto } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import type { RateLimiter } from '../http/rate-limit';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './password';
import { type SessionUser, sessionUserColumns } from './session';

const MINUTE = 60_000;
/** Attempts allowed per window. Generous for a family sharing one home connection. */
export const AUTH_LIMITS = {
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetPerEmail: { limit: 3, windowMs: 60 * MINUTE },
} as const;

export async function assertWithinLimit(limiter: RateLimiter, key: string, rule: { limit: number; windowMs: number }) {
  if (!(await limiter.hit(key, rule.limit, rule.windowMs))) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: AUTH_TEXT.tooManyAttempts });
  }
}

export function toUserDto(user: SessionUser): UserDto {
  return { id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin, avatar: user.avatar };
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

export async function createUser(
  db: Db,
  input: RegisterInput & { isAdmin?: boolean },
): Promise<SessionUser> {
  assertAcceptablePassword(input.password);
  // Checked first for a clear message; the unique indexes still decide when two sign-ups race.
  const [taken] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        eq(sql`lower(${users.email})`, input.email.toLowerCase()),
      ),
    )
    .limit(1);
  if (taken) {
    throw conflictFor(taken.username.toLowerCase() === input.username.toLowerCase() ? 'username' : 'email');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash, isAdmin: input.isAdmin ?? false })
      .returning(sessionUserColumns);
    return user!;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) throw conflictFor(constraint);
    throw error;
  }
}

/** The user for a username (or email) and password, or null; wrong name and wrong password take equal time. */
export async function authenticate(db: Db, input: LoginInput): Promise<SessionUser | null> {
  const identifier = input.username.toLowerCase();
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, identifier), eq(sql`lower(${users.email})`, identifier)))
    .limit(1);
  if (!row) return verifyAgainstDummy(input.password).then(() => null);
  if (!(await verifyPassword(row.passwordHash, input.password))) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
}

import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';

// Sessions as the Lucia guide teaches them (lucia-auth.com, "Basic session API").
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;

export type SessionUser = Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'isAdmin' | 'avatar' | 'createdAt'>;

/** The columns of a SessionUser, for every query that loads one (never the password hash). */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  isAdmin: users.isAdmin,
  avatar: users.avatar,
  createdAt: users.createdAt,
};
export type SessionValidationResult =
  | { session: SessionRow; user: SessionUser; renewed: boolean }
  | { session: null; user: null; renewed: false };

/** 20 random bytes in base32: session cookies and password reset links. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** hex(sha256(token)): what the database keeps of a session or reset token. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: number): Promise<SessionRow> {
  const [session] = await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) })
    .returning();
  return session!;
}

export async function validateSessionToken(db: Db, token: string): Promise<SessionValidationResult> {
  const none = { session: null, user: null, renewed: false } as const;
  // A token is 32 base32 characters; anything else can't be ours and isn't worth a query.
  if (!/^[a-z2-7]{32}$/.test(token)) return none;
  const sessionId = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sessionId));
  if (!row) return none;
  const { session, user } = row;
  if (Date.now() >= session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return none;
  }
  let renewed = false;
  if (Date.now() >= session.expiresAt.getTime() - SESSION_RENEW_WITHIN_MS) {
    session.expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, sessionId));
    renewed = true;
  }
  return { session, user, renewed };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

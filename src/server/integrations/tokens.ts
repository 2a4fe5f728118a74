import { timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { IntegrationScope } from '../../shared/constants/integrations';
import { defaultExpiryDay, expiryInstant, INTEGRATION_TEXT, parseToken, tokenPrefix } from '../../shared/rules/integrations';
import type { CreatedIntegrationDto, createIntegrationInput, IntegrationDto } from '../../shared/schemas/integrations';
import { type IntegrationActor, recordChange } from '../audit/record';
import { generateSessionToken, hashToken, type SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { onceADay } from '../db/once-a-day';
import { type IntegrationRow, integrations, users } from '../db/schema';
import { endOfSydneyDay } from '../../shared/lib/sydney-clock';

/**
 * Integrations' API tokens (docs/ARCHITECTURE.md "Integrator API", "Tokens"): made by an admin,
 * shown once as `mv_<id>_<secret>`, kept as the secret's sha-256 like sessions, revoked for good.
 */

/** Who a valid token is: what the request may do, never a member. */
export interface IntegrationCaller {
  id: number;
  scopes: IntegrationScope[];
}

function statusOf(row: Pick<IntegrationRow, 'revokedAt' | 'expiresAt'>, now: Date): IntegrationDto['status'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** What the audit log keeps of a token: never its hash. */
function audited(row: IntegrationRow) {
  return { name: row.name, prefix: row.prefix, scopes: row.scopes, expiresAt: row.expiresAt.toISOString() };
}

export async function createIntegration(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof createIntegrationInput>,
  now = new Date(),
): Promise<CreatedIntegrationDto> {
  const secret = generateSessionToken();
  const expiresAt = input.expiresAt ? expiryInstant(input.expiresAt)! : endOfSydneyDay(defaultExpiryDay(now));
  return db.transaction(async (tx) => {
    // The prefix names the id, which only the insert knows.
    const [inserted] = await tx
      .insert(integrations)
      .values({ name: input.name, scopes: input.scopes, secretHash: hashToken(secret), prefix: '', createdById: actor.id, expiresAt })
      .returning({ id: integrations.id });
    const [row] = await tx
      .update(integrations)
      .set({ prefix: tokenPrefix(inserted!.id, secret) })
      .where(eq(integrations.id, inserted!.id))
      .returning();
    await recordChange(tx, actor, {
      action: 'create',
      entityType: 'integration',
      entityId: row!.id,
      label: row!.name,
      after: audited(row!),
    });
    return {
      id: row!.id,
      token: `mv_${row!.id}_${secret}`,
      name: row!.name,
      scopes: row!.scopes,
      prefix: row!.prefix,
      createdAt: row!.createdAt,
      expiresAt: row!.expiresAt,
    };
  });
}

/** Every token, newest first: a site has a handful. */
export async function listIntegrations(db: Db, now = new Date()): Promise<IntegrationDto[]> {
  const rows = await db
    .select({
      id: integrations.id,
      name: integrations.name,
      prefix: integrations.prefix,
      scopes: integrations.scopes,
      createdAt: integrations.createdAt,
      createdBy: users.username,
      lastUsedOn: integrations.lastUsedOn,
      expiresAt: integrations.expiresAt,
      revokedAt: integrations.revokedAt,
    })
    .from(integrations)
    .leftJoin(users, eq(users.id, integrations.createdById))
    .orderBy(desc(integrations.createdAt), desc(integrations.id));
  return rows.map((row) => ({ ...row, status: statusOf(row, now) }));
}

/** Revokes a token at once (every process looks tokens up on each request); revoking twice changes nothing. */
export async function revokeIntegration(db: Db, actor: SessionUser, id: number): Promise<{ id: number; revokedAt: Date }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(integrations).where(eq(integrations.id, id)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: INTEGRATION_TEXT.notFound });
    if (before.revokedAt) return { id, revokedAt: before.revokedAt };
    const [row] = await tx.update(integrations).set({ revokedAt: new Date() }).where(eq(integrations.id, id)).returning();
    await recordChange(tx, actor, {
      action: 'revoke',
      entityType: 'integration',
      entityId: id,
      label: row!.name,
      before: audited(before),
      after: { ...audited(row!), revokedAt: row!.revokedAt!.toISOString() },
    });
    return { id, revokedAt: row!.revokedAt! };
  });
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The integration a bearer token stands for, or null when it is malformed, unknown, wrong,
 * expired or revoked. Looked up on every request, as sessions are: a revocation holds in every
 * process from the next request on.
 */
export async function authenticateToken(db: Db, token: string, now = new Date()): Promise<IntegrationCaller | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const [row] = await db
    .select({
      id: integrations.id,
      scopes: integrations.scopes,
      secretHash: integrations.secretHash,
      expiresAt: integrations.expiresAt,
      revokedAt: integrations.revokedAt,
    })
    .from(integrations)
    .where(eq(integrations.id, parsed.id));
  if (!row || !sameHash(row.secretHash, hashToken(parsed.secret))) return null;
  if (statusOf(row, now) !== 'active') return null;
  return { id: row.id, scopes: row.scopes };
}

/** `integrations.lastUsedOn` = today (Sydney), at most once a day per token (db/once-a-day.ts): the list shows a day, never each call. */
export const noteUsed = onceADay((db, integrationId, day) =>
  db
    .update(integrations)
    .set({ lastUsedOn: day })
    .where(and(eq(integrations.id, integrationId), or(isNull(integrations.lastUsedOn), ne(integrations.lastUsedOn, day)))),
);

/** The actor an integration's write is recorded as: no member, its name and id in the audit log. */
export async function integrationActor(db: Db, integration: IntegrationCaller): Promise<IntegrationActor> {
  const [row] = await db.select({ name: integrations.name }).from(integrations).where(eq(integrations.id, integration.id));
  return { id: null, username: `${row?.name ?? 'Integration'} (API token #${integration.id})`, integrationId: integration.id };
}

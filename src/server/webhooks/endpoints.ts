import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { WEBHOOK_EVENT_SCOPES, WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT, WEBHOOK_TEXT } from '../../shared/constants/webhooks';
import type {
  CreatedWebhookDto,
  createWebhookInput,
  WebhookAttemptDto,
  WebhookEndpointDto,
  WebhookIntegrationDto,
  webhookLogInput,
} from '../../shared/schemas/webhooks';
import type { Page } from '../../shared/schemas/common';
import { type Actor, recordChange } from '../audit/record';
import type { Db } from '../db/client';
import { integrations, jobs, webhookAttempts, webhookEndpoints, webhookMessages, type WebhookEndpointRow } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { fieldError } from '../trpc/field-errors';
import { queueMessage, WEBHOOK_DELIVERY_JOB } from './events';
import { newWebhookSecret } from './signing';
import { checkedTarget, type Resolve, WebhookTargetError } from './targets';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Who manages an integration's endpoints: an admin (audited), or the integration's own token. */

export interface TargetCheck {
  allowPrivateTargets: boolean;
  resolve?: Resolve;
}

const endpointNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_TEXT.endpointNotFound });

function toEndpointDto(row: WebhookEndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    integrationId: row.integrationId,
    url: row.url,
    events: row.events,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    previousSecretUntil: row.previousSecretUntil && row.previousSecretUntil > new Date() ? row.previousSecretUntil : null,
  };
}

/** The integration, or NOT_FOUND. */
export async function webhookIntegration(db: Db, integrationId: number): Promise<WebhookIntegrationDto> {
  const [row] = await db.select().from(integrations).where(eq(integrations.id, integrationId));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_TEXT.integrationNotFound });
  return { id: row.id, name: row.name, scopes: row.scopes, revoked: row.revokedAt !== null, expiresAt: row.expiresAt };
}

/** The endpoint of this integration, its row locked when `lock`; another integration's is not found. */
async function endpointOf(db: Db, integrationId: number, id: number, lock = false): Promise<WebhookEndpointRow> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.integrationId, integrationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw endpointNotFound();
  return row;
}

async function audit(tx: Db, actor: Actor, action: 'create' | 'update' | 'delete', row: WebhookEndpointRow, after?: unknown) {
  await recordChange(tx, actor, { action, entityType: 'webhook-endpoint', entityId: row.id, label: row.url, after });
}

export async function listWebhookEndpoints(db: Db, integrationId: number): Promise<WebhookEndpointDto[]> {
  await webhookIntegration(db, integrationId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.integrationId, integrationId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(toEndpointDto);
}

/**
 * Adds an endpoint: its address checked (scheme, no credentials, and every address its name
 * resolves to outside private networks, targets.ts), its events within the integration's scopes.
 * Answers the secret, which is never shown again.
 */
export async function createWebhookEndpoint(
  db: Db,
  actor: Actor,
  check: TargetCheck,
  input: z.output<typeof createWebhookInput>,
): Promise<CreatedWebhookDto> {
  const integration = await webhookIntegration(db, input.integrationId);
  for (const event of input.events) {
    const scope = WEBHOOK_EVENT_SCOPES[event];
    if (scope && !integration.scopes.includes(scope)) throw fieldError('BAD_REQUEST', 'events', WEBHOOK_TEXT.eventNeedsScope(event, scope));
  }
  try {
    await checkedTarget(input.url, { allowPrivate: check.allowPrivateTargets, resolve: check.resolve });
  } catch (error) {
    if (error instanceof WebhookTargetError) throw fieldError('BAD_REQUEST', 'url', error.message);
    throw error;
  }
  return db.transaction(async (tx) => {
    // The integration's row lock counts its endpoints one writer at a time.
    await tx.select({ id: integrations.id }).from(integrations).where(eq(integrations.id, input.integrationId)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.integrationId, input.integrationId));
    if ((existing?.n ?? 0) >= WEBHOOK_LIMITS.endpointsPerIntegration) {
      throw new TRPCError({ code: 'CONFLICT', message: WEBHOOK_TEXT.tooManyEndpoints });
    }
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ integrationId: input.integrationId, url: input.url, events: input.events, secret })
      .returning();
    await audit(tx, actor, 'create', row!, { url: row!.url, events: row!.events });
    return { id: row!.id, secret };
  });
}

export async function deleteWebhookEndpoint(db: Db, actor: Actor, integrationId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await endpointOf(tx, integrationId, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await audit(tx, actor, 'delete', row);
    return { id };
  });
}

/**
 * A new secret: answered once; the old one keeps signing beside it for
 * WEBHOOK_LIMITS.rotationOverlapHours, so the receiver can switch without losing a message.
 */
export async function rotateWebhookSecret(db: Db, actor: Actor, integrationId: number, id: number): Promise<CreatedWebhookDto> {
  return db.transaction(async (tx) => {
    const row = await endpointOf(tx, integrationId, id, true);
    const secret = newWebhookSecret();
    await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: row.secret,
        previousSecretUntil: new Date(Date.now() + WEBHOOK_LIMITS.rotationOverlapHours * HOUR_MS),
      })
      .where(eq(webhookEndpoints.id, id));
    await audit(tx, actor, 'update', row, { rotated: true });
    return { id, secret };
  });
}

function assertEnabled(row: WebhookEndpointRow) {
  if (row.disabledAt) throw new TRPCError({ code: 'CONFLICT', message: WEBHOOK_TEXT.endpointDisabled });
}

/** Queues a `webhook.test` message to this endpoint (its delivery shows in the log). */
export async function sendWebhookTest(db: Db, integrationId: number, id: number): Promise<{ messageId: number }> {
  return db.transaction(async (tx) => {
    const row = await endpointOf(tx, integrationId, id);
    assertEnabled(row);
    const messageId = await queueMessage(tx, row.id, WEBHOOK_TEST_EVENT, { endpointId: row.id, message: WEBHOOK_TEXT.testMessage });
    return { messageId };
  });
}

/**
 * Sends a logged message again now, with its webhook-id and body (a new timestamp and
 * signature): a fresh round of retries. A message already waiting for its retry goes now.
 */
export async function resendWebhookMessage(
  db: Db,
  integrationId: number,
  endpointId: number,
  messageId: number,
): Promise<{ messageId: number }> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: webhookMessages.id, endpointId: webhookMessages.endpointId })
      .from(webhookMessages)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpointId))
      .where(
        and(
          eq(webhookMessages.id, messageId),
          eq(webhookMessages.endpointId, endpointId),
          eq(webhookEndpoints.integrationId, integrationId),
        ),
      )
      .for('update', { of: webhookMessages });
    if (!message) throw new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_TEXT.messageNotFound });
    assertEnabled(await endpointOf(tx, integrationId, message.endpointId));
    await tx.update(webhookMessages).set({ status: 'pending', failures: 0 }).where(eq(webhookMessages.id, messageId));
    const singletonKey = `${WEBHOOK_DELIVERY_JOB}:${messageId}`;
    const queued = await enqueueJob(tx, WEBHOOK_DELIVERY_JOB, { messageId }, { singletonKey });
    if (queued === null) {
      await tx
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(and(eq(jobs.singletonKey, singletonKey), eq(jobs.status, 'queued')));
    }
    return { messageId };
  });
}

/** The endpoint's delivery log, newest attempt first, 30 days of it, paged by cursor (an attempt id). */
export async function webhookDeliveryLog(db: Db, input: z.output<typeof webhookLogInput>): Promise<Page<WebhookAttemptDto>> {
  await endpointOf(db, input.integrationId, input.id);
  const before = input.cursor && /^\d{1,15}$/.test(input.cursor) ? Number(input.cursor) : null;
  const rows = await db
    .select({
      id: webhookAttempts.id,
      messageId: webhookAttempts.messageId,
      msgId: webhookMessages.msgId,
      eventType: webhookMessages.eventType,
      startedAt: webhookAttempts.startedAt,
      status: webhookAttempts.status,
      durationMs: webhookAttempts.durationMs,
      response: webhookAttempts.response,
      error: webhookAttempts.error,
      messageStatus: webhookMessages.status,
    })
    .from(webhookAttempts)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.messageId))
    .where(
      and(
        eq(webhookAttempts.endpointId, input.id),
        gt(webhookAttempts.startedAt, new Date(Date.now() - WEBHOOK_LIMITS.logDays * DAY_MS)),
        before === null ? undefined : lt(webhookAttempts.id, before),
      ),
    )
    .orderBy(desc(webhookAttempts.id))
    .limit(WEBHOOK_LIMITS.logPageSize + 1);
  const items = rows.slice(0, WEBHOOK_LIMITS.logPageSize);
  return { items, nextCursor: rows.length > WEBHOOK_LIMITS.logPageSize ? String(items.at(-1)!.id) : null };
}

import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { WEBHOOK_LIMITS, WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_TEXT } from '../../shared/constants/webhooks';
import type { Metrics } from '../metrics/metrics';
import type { Db } from '../db/client';
import { integrations, users, webhookAttempts, webhookEndpoints, webhookMessages, type WebhookEndpointRow } from '../db/schema';
import { queueEmail } from '../email/queued';
import { escapeHtml, layout } from '../email/templates';
import type { Logger } from '../logger';
import type { JobHandler, JobOutcome } from '../jobs/runner';
import { webhookHeaders } from './signing';
import { checkedTarget, type Resolve } from './targets';
import { sendWebhook, type SendResult } from './send';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a message counts as in flight: the request's time and a margin to record it. */
const IN_FLIGHT_MS = WEBHOOK_LIMITS.timeoutMs + 10_000;
/** When the endpoint already has its 4 requests in flight, look again this much later. */
const BUSY_WAIT_MS = 1000;

export interface WebhookServices {
  db: Db;
  logger: Logger;
  publicUrl: string;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: development and tests only. */
  allowPrivateTargets: boolean;
  /** Tests: a resolver of their own. */
  resolve?: Resolve;
  /** Tests: the request's time limit. */
  timeoutMs?: number;
  /** Counts each attempt's outcome for /metrics. */
  metrics?: Pick<Metrics, 'webhookDeliveries'>;
}

/** The promise, or a timeout's failure after `ms`. */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(WEBHOOK_TEXT.timedOut)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The signing secrets of an endpoint now: the new one, and the old during a rotation's 24 hours. */
export function signingSecrets(endpoint: Pick<WebhookEndpointRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>, now = new Date()) {
  return endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];
}

/** The wait before retry n (1…7), or null when the message has had its retries. */
export function webhookRetryDelayMs(failures: number): number | null {
  const seconds = WEBHOOK_RETRY_DELAYS_SECONDS[failures - 1];
  return seconds === undefined ? null : seconds * 1000;
}

/**
 * Takes one of the endpoint's WEBHOOK_LIMITS.inFlightPerEndpoint places for the message, or
 * answers false when they are all taken. The endpoint's row lock makes processes take turns; a
 * place held by a process that died lapses with its `sendingUntil`.
 */
async function takeInFlightPlace(db: Db, endpointId: number, messageId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).for('update');
    const [busy] = await tx
      .select({ n: count() })
      .from(webhookMessages)
      .where(
        and(eq(webhookMessages.endpointId, endpointId), ne(webhookMessages.id, messageId), gt(webhookMessages.sendingUntil, sql`now()`)),
      );
    if ((busy?.n ?? 0) >= WEBHOOK_LIMITS.inFlightPerEndpoint) return false;
    await tx
      .update(webhookMessages)
      .set({ sendingUntil: sql`now() + ${`${IN_FLIGHT_MS} milliseconds`}::interval` })
      .where(eq(webhookMessages.id, messageId));
    return true;
  });
}

/** Disables an endpoint and, in the same transaction, emails every admin why. */
async function disableEndpoint(tx: Db, endpoint: WebhookEndpointRow, reason: string, publicUrl: string) {
  const [changed] = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: new Date(), disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  if (!changed) return;
  const [integration] = await tx.select({ name: integrations.name }).from(integrations).where(eq(integrations.id, endpoint.integrationId));
  const admins = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'admin'));
  const T = WEBHOOK_TEXT.disabledEmail;
  const link = `${publicUrl}/admin/integrations/${endpoint.integrationId}`;
  const intro = T.intro(integration?.name ?? '', endpoint.url, reason);
  for (const admin of admins) {
    await queueEmail(tx, {
      to: admin.email,
      subject: T.subject(endpoint.url),
      text: [intro, T.next, `${T.open}: ${link}`].join('\n\n'),
      html: layout([
        escapeHtml(intro),
        escapeHtml(T.next),
        `<a href="${escapeHtml(link)}" style="color:#b4533f">${escapeHtml(T.open)}</a>`,
      ]),
      key: `webhook-disabled-${endpoint.id}-${admin.id}`,
    });
  }
}

/**
 * The `webhook.deliver` job (docs/ARCHITECTURE.md "Webhooks"): one attempt at one message, then
 * either done or a retry asked of the queue at the message's next time. Each attempt is logged
 * before its request goes out, so after a crash the log shows the attempt that was cut off (marked
 * so at the next run) and the next run sends the message again with the same webhook-id.
 */
export function deliverWebhook(services: WebhookServices): JobHandler {
  const { db } = services;
  return async (payload: { messageId: number }): Promise<JobOutcome> => {
    const [found] = await db
      .select({
        message: webhookMessages,
        endpoint: webhookEndpoints,
        live: sql<boolean>`${integrations.revokedAt} is null and ${integrations.expiresAt} > now()`,
      })
      .from(webhookMessages)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpointId))
      .innerJoin(integrations, eq(integrations.id, webhookEndpoints.integrationId))
      .where(eq(webhookMessages.id, payload.messageId));
    // Its endpoint deleted (cascade), or already delivered or given up by another run.
    if (!found || found.message.status !== 'pending') return;
    const { message, endpoint } = found;
    // A disabled endpoint, or a revoked or expired integration, gets nothing more.
    if (endpoint.disabledAt || !found.live) {
      await db.update(webhookMessages).set({ status: 'failed', sendingUntil: null }).where(eq(webhookMessages.id, message.id));
      return;
    }
    if (!(await takeInFlightPlace(db, endpoint.id, message.id))) return { again: new Date(Date.now() + BUSY_WAIT_MS) };

    // An attempt a dead process left open: its request may or may not have arrived.
    await db
      .update(webhookAttempts)
      .set({ finishedAt: new Date(), error: WEBHOOK_TEXT.interrupted })
      .where(and(eq(webhookAttempts.messageId, message.id), isNull(webhookAttempts.finishedAt)));
    const [attempt] = await db
      .insert(webhookAttempts)
      .values({ messageId: message.id, endpointId: endpoint.id })
      .returning({ id: webhookAttempts.id });

    const started = performance.now();
    let result: SendResult | null = null;
    let error: string | null = null;
    const timeoutMs = services.timeoutMs ?? WEBHOOK_LIMITS.timeoutMs;
    try {
      // The name's lookup counts in the attempt's time too: a resolver that hangs is a failure.
      const target = await withinMs(
        checkedTarget(endpoint.url, { allowPrivate: services.allowPrivateTargets, resolve: services.resolve }),
        timeoutMs,
      );
      const timestamp = Math.floor(Date.now() / 1000);
      result = await sendWebhook(
        target,
        webhookHeaders(signingSecrets(endpoint), message.msgId, timestamp, message.body),
        message.body,
        Math.max(1000, timeoutMs - Math.round(performance.now() - started)),
      );
    } catch (failure) {
      error = String((failure as Error)?.message ?? failure).slice(0, 500);
    }
    const durationMs = Math.round(performance.now() - started);
    const ok = result !== null && result.status >= 200 && result.status < 300;
    services.metrics?.webhookDeliveries.inc({ outcome: ok ? 'delivered' : result ? 'refused' : 'failed' });

    return db.transaction(async (tx): Promise<JobOutcome> => {
      await tx
        .update(webhookAttempts)
        .set({ finishedAt: new Date(), status: result?.status ?? null, durationMs, response: result?.response ?? null, error })
        .where(eq(webhookAttempts.id, attempt!.id));
      if (ok) {
        await tx.update(webhookMessages).set({ status: 'delivered', sendingUntil: null }).where(eq(webhookMessages.id, message.id));
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      const failures = message.failures + 1;
      const [current] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning();
      const failingFor = current?.failingSince ? Date.now() - current.failingSince.getTime() : 0;
      const gone = result?.status === 410;
      const disable = current && (gone || failingFor >= WEBHOOK_LIMITS.failingDaysToDisable * DAY_MS);
      if (disable) await disableEndpoint(tx, current, gone ? WEBHOOK_TEXT.disabledGone : WEBHOOK_TEXT.disabledFailing, services.publicUrl);
      const retryInMs = disable ? null : webhookRetryDelayMs(failures);
      await tx
        .update(webhookMessages)
        .set({ failures, status: retryInMs === null ? 'failed' : 'pending', sendingUntil: null })
        .where(eq(webhookMessages.id, message.id));
      services.logger.info(
        { endpointId: endpoint.id, msgId: message.msgId, status: result?.status, error, failures },
        'webhook attempt failed',
      );
      return retryInMs === null ? undefined : { again: new Date(Date.now() + retryInMs) };
    });
  };
}

/** The delivery log's 30 days (a daily job): attempts first, then the messages none refers to. */
export async function purgeWebhookLog(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LIMITS.logDays * DAY_MS);
  const attempts = await db.delete(webhookAttempts).where(lt(webhookAttempts.startedAt, before)).returning({ id: webhookAttempts.id });
  await db
    .delete(webhookMessages)
    .where(
      and(
        lt(webhookMessages.createdAt, before),
        ne(webhookMessages.status, 'pending'),
        sql`not exists (select 1 from ${webhookAttempts} where ${webhookAttempts.messageId} = ${webhookMessages.id})`,
      ),
    );
  return attempts.length;
}

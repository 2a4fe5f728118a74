import { and, arrayContains, eq, gt, isNull, sql } from 'drizzle-orm';
import type { IntegrationScope, WebhookEvent } from '../../shared/constants/integrations';
import { WEBHOOK_EVENT_SCOPES } from '../../shared/constants/webhooks';
import type { Db } from '../db/client';
import { integrations, webhookEndpoints, webhookMessages } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { newMessageId } from './signing';

export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/**
 * What each event carries (docs/API.md "Webhooks"): ids, slugs, titles and the page's `path` on
 * the site (after PUBLIC_URL), nothing private. A report never names its reporter.
 */
export interface WebhookEventData {
  'member.created': { id: number; username: string; joinedAt: string; email: string };
  'member.deleted': { id: number };
  'thread.created': { id: number; title: string; topicId: number; path: string };
  'reply.created': { id: number; threadId: number; path: string };
  'comment.published': { id: number; targetType: string; targetId: number; path: string };
  'post.published': { id: number; slug: string; title: string; path: string };
  'recipe.published': { id: number; slug: string; title: string; path: string };
  'resource.published': { id: number; title: string; path: string };
  'report.created': { id: number; targetType: string; targetId: number; reason: string };
  'giveaway.drawn': { id: number; month: string; prize: string; round: number; winnerUsername: string | null };
}

/** The body an integration gets: `member.created`'s email only with `members:email`. */
function dataFor<T extends WebhookEvent>(type: T, data: WebhookEventData[T], scopes: readonly IntegrationScope[]): unknown {
  if (type === 'member.created' && !scopes.includes('members:email')) {
    const { email: _email, ...rest } = data as WebhookEventData['member.created'];
    return rest;
  }
  return data;
}

/** Queues one message to one endpoint, in the caller's transaction; answers its row id. */
export async function queueMessage(tx: Db, endpointId: number, type: string, data: unknown, at: Date = new Date()): Promise<number> {
  const body = JSON.stringify({ type, timestamp: at.toISOString(), data });
  const [row] = await tx
    .insert(webhookMessages)
    .values({ endpointId, msgId: newMessageId(), eventType: type, body })
    .returning({ id: webhookMessages.id });
  await enqueueJob(tx, WEBHOOK_DELIVERY_JOB, { messageId: row!.id }, { singletonKey: `${WEBHOOK_DELIVERY_JOB}:${row!.id}` });
  return row!.id;
}

/**
 * An event, queued for every enabled endpoint subscribed to it whose integration is live (not
 * revoked, not expired) and holds the event's scope. Call it in the transaction of the change:
 * a rolled-back change sends nothing, and a process that dies after the commit loses nothing
 * (the jobs are in the database). Publish events are emitted where a post goes out, never for a
 * held or scheduled one (docs/ARCHITECTURE.md "Webhooks").
 */
export async function emitEvent<T extends WebhookEvent>(tx: Db, type: T, data: WebhookEventData[T]): Promise<void> {
  const scope = WEBHOOK_EVENT_SCOPES[type];
  const targets = await tx
    .select({ endpointId: webhookEndpoints.id, scopes: integrations.scopes })
    .from(webhookEndpoints)
    .innerJoin(integrations, eq(integrations.id, webhookEndpoints.integrationId))
    .where(
      and(
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [type]),
        isNull(integrations.revokedAt),
        gt(integrations.expiresAt, sql`now()`),
        scope ? arrayContains(integrations.scopes, [scope]) : undefined,
      ),
    );
  const at = new Date();
  for (const target of targets) await queueMessage(tx, target.endpointId, type, dataFor(type, data, target.scopes), at);
}

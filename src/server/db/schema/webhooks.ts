import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WebhookEvent } from '../../../shared/constants/integrations';
import { integrations } from './integrations';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Where an integration hears of events (docs/ARCHITECTURE.md "Webhooks"). The secret is kept as
 * given (`whsec_<base64>`): signing needs it, unlike a token, which is only compared.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    integrationId: integer()
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: text().array().$type<WebhookEvent[]>().notNull(),
    secret: text().notNull(),
    /** After a rotation the old secret signs too, until previousSecretUntil. */
    previousSecret: text(),
    previousSecretUntil: at(),
    /** Since when every attempt has failed (null after a success); five days of it disable the endpoint. */
    failingSince: at(),
    disabledAt: at(),
    disabledReason: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_integration_idx').on(t.integrationId),
    check('webhook_endpoints_url_length', sql`char_length(${t.url}) between 1 and 2000`),
  ],
);

export const WEBHOOK_MESSAGE_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookMessageStatus = (typeof WEBHOOK_MESSAGE_STATUSES)[number];

/**
 * One event for one endpoint: its `webhook-id` and its body, fixed when the event happened, so a
 * retry or a resend is the same message (the receiver dedupes on the id). `sendingUntil` counts it
 * among the endpoint's requests in flight (at most 4), and lapses by itself if its process dies.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** `msg_…`: the webhook-id header. */
    msgId: text().notNull(),
    eventType: text().notNull(),
    /** The exact JSON sent: what the signature covers. */
    body: text().notNull(),
    status: text({ enum: WEBHOOK_MESSAGE_STATUSES }).notNull().default('pending'),
    /** Failed attempts of the current round (a resend starts a new round). */
    failures: integer().notNull().default(0),
    sendingUntil: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_messages_msg_id_idx').on(t.msgId),
    index('webhook_messages_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * The delivery log: one row per request, written before it goes out (an attempt without a status
 * or an error was cut off by its process's end) and completed with the answer. Kept 30 days.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    startedAt: at().notNull().defaultNow(),
    finishedAt: at(),
    /** The answer's HTTP status; null when none came (refused, timed out, cut off). */
    status: integer(),
    durationMs: integer(),
    /** The first 1 KB of the answer's body. */
    response: text(),
    error: text(),
  },
  (t) => [
    index('webhook_attempts_endpoint_idx').on(t.endpointId, t.startedAt),
    index('webhook_attempts_message_idx').on(t.messageId),
    index('webhook_attempts_started_idx').on(t.startedAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookMessageRow = typeof webhookMessages.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

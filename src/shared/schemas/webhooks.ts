import { z } from 'zod';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../constants/integrations';
import { checkWebhookEvents, checkWebhookUrl } from '../rules/webhooks';
import { cursor, id } from './common';
import { rule } from './text';

export const integrationIdInput = z.object({ integrationId: id });

export const createWebhookInput = z.object({
  integrationId: id,
  url: z.string({ error: 'URL is required' }).check(rule(checkWebhookUrl)).trim(),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Unknown event' }), { error: 'Events must be a list' })
    .max(WEBHOOK_EVENTS.length * 2, { error: 'Too many events' })
    .check(rule(checkWebhookEvents))
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

export const webhookEndpointInput = z.object({ integrationId: id, id });
export const webhookLogInput = z.object({ integrationId: id, id, cursor: cursor.optional() });
/** `id`: the endpoint, `messageId`: one of its messages (a log row's). */
export const webhookResendInput = z.object({ integrationId: id, id, messageId: id });

/** The integration a page is about: its name and scopes. */
export interface WebhookIntegrationDto {
  id: number;
  name: string;
  scopes: string[];
  revoked: boolean;
  expiresAt: Date;
}

/** An endpoint as listed: never its secret, which is shown once. */
export interface WebhookEndpointDto {
  id: number;
  integrationId: number;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
  disabledAt: Date | null;
  disabledReason: string | null;
  /** Until when the secret before the last rotation still signs. */
  previousSecretUntil: Date | null;
}

export interface CreatedWebhookDto {
  id: number;
  /** `whsec_…`: shown once. */
  secret: string;
}

/** One attempt of the delivery log. */
export interface WebhookAttemptDto {
  id: number;
  messageId: number;
  msgId: string;
  eventType: string;
  startedAt: Date;
  /** The HTTP status, or null: no answer (see `error`) or still going. */
  status: number | null;
  durationMs: number | null;
  /** The answer's first 1 KB. */
  response: string | null;
  error: string | null;
  /** The message's state now: `pending` (retrying or going), `delivered`, `failed`. */
  messageStatus: 'pending' | 'delivered' | 'failed';
}

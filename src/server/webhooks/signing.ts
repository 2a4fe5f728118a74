import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret, Standard Webhooks' form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** A new message id (`msg_…`), the webhook-id header: the same on every retry of the message. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, keyed by the secret's bytes (after `whsec_`). */
export function signatureOf(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The three Standard Webhooks headers of one attempt. During a rotation every secret given signs
 * (space-separated), so a receiver holding either the old or the new one accepts it.
 */
export function webhookHeaders(secrets: string[], msgId: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, msgId, timestamp, body)).join(' '),
  };
}

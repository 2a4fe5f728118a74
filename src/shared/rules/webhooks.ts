import { WEBHOOK_EVENTS } from '../constants/integrations';
import { WEBHOOK_LIMITS, WEBHOOK_TEXT } from '../constants/webhooks';

/**
 * A webhook address as typed: http(s), a host, no user name or password. Whether it leads to a
 * private network is the server's check (webhooks/targets.ts), which resolves the name.
 */
export function checkWebhookUrl(value: string): string | null {
  const url = value.trim();
  if (url.length > WEBHOOK_LIMITS.urlMaxLength) return WEBHOOK_TEXT.urlTooLong;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_TEXT.urlInvalid;
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname) return WEBHOOK_TEXT.urlInvalid;
  if (parsed.username || parsed.password) return WEBHOOK_TEXT.urlCredentials;
  return null;
}

/** At least one event, each one of WEBHOOK_EVENTS. */
export function checkWebhookEvents(events: readonly string[]): string | null {
  if (events.length === 0) return WEBHOOK_TEXT.eventsRequired;
  const unknown = events.find((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
  return unknown === undefined ? null : `Unknown event: ${unknown.slice(0, 50)}`;
}

import type { IntegrationScope, WebhookEvent } from './integrations';

/** An event only an integration holding this scope may subscribe to and receive. */
export const WEBHOOK_EVENT_SCOPES: Partial<Record<WebhookEvent, IntegrationScope>> = {
  'report.created': 'moderation:write',
};

/** What "Send test event" sends (never subscribed to: it goes to the endpoint it is asked for). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The waits before each retry of a failed delivery: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

export const WEBHOOK_LIMITS = {
  /** A request's whole time, connection to answer. */
  timeoutMs: 10_000,
  /** Requests in flight to one endpoint at once, across every process. */
  inFlightPerEndpoint: 4,
  /** Days of nothing but failures after which an endpoint is disabled and the admins told. */
  failingDaysToDisable: 5,
  /** How long the old secret keeps signing after a rotation. */
  rotationOverlapHours: 24,
  /** The delivery log's age. */
  logDays: 30,
  /** The part of an answer's body the log keeps. */
  responseBytes: 1024,
  urlMaxLength: 2000,
  endpointsPerIntegration: 20,
  logPageSize: 50,
} as const;

export const WEBHOOK_TEXT = {
  urlInvalid: 'Enter the full address, starting with https:// or http://',
  urlCredentials: 'The address must not contain a user name or password',
  urlTooLong: `The address must be at most ${WEBHOOK_LIMITS.urlMaxLength} characters`,
  targetRefused: 'That address leads to a private or local network, which webhooks may not call',
  targetUnresolved: 'That address could not be found (DNS)',
  eventsRequired: 'Choose at least one event',
  eventNeedsScope: (event: string, scope: string) => `The event ${event} needs the integration to hold the ${scope} scope`,
  tooManyEndpoints: `An integration has at most ${WEBHOOK_LIMITS.endpointsPerIntegration} webhook endpoints`,
  integrationNotFound: 'Integration not found',
  endpointNotFound: 'Webhook endpoint not found',
  messageNotFound: 'Delivery not found',
  endpointDisabled: 'This endpoint is disabled: add it again to receive events',
  disabledGone: 'The endpoint answered 410 Gone',
  disabledFailing: `Every delivery failed for ${WEBHOOK_LIMITS.failingDaysToDisable} days`,
  interrupted: 'Cut off: the server stopped before an answer came',
  timedOut: `No answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} seconds`,
  testMessage: 'A test event from Mama Village',
  disabledEmail: {
    subject: (url: string) => `Webhook endpoint disabled: ${url}`,
    intro: (integration: string, url: string, reason: string) =>
      `The webhook endpoint ${url} of the integration "${integration}" was disabled: ${reason}.`,
    next: 'Once the receiver works again, add the endpoint again in the admin area.',
    open: 'Open the integration',
  },
} as const;

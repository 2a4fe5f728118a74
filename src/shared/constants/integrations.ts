/**
 * The integrator API's scopes (docs/ARCHITECTURE.md "Integrator API"): what a token may call. A
 * token acts as an integration, never as a member.
 */
export const INTEGRATION_SCOPES = [
  'content:read',
  'forum:read',
  'members:read',
  'members:email',
  'moderation:write',
  'webhooks:manage',
  'newsletter:read',
] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** What a webhook endpoint may subscribe to; `scopeNeeded` is what its integration must hold. */
export const WEBHOOK_EVENTS = [
  'member.created',
  'member.deleted',
  'thread.created',
  'reply.created',
  'comment.published',
  'post.published',
  'recipe.published',
  'resource.published',
  'report.created',
  'giveaway.drawn',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A token's life: one year unless the admin picks otherwise, two at most. */
export const TOKEN_DEFAULT_DAYS = 365;
export const TOKEN_MAX_DAYS = 730;

import type { IntegrationScope } from '../../../../shared/constants/integrations';
import { TOKEN_MAX_DAYS } from '../../../../shared/constants/integrations';
import type { IntegrationDto } from '../../../../shared/schemas/integrations';

/** What each scope lets a token call (docs/API.md "Integrations"). */
export const SCOPE_LABELS: Record<IntegrationScope, string> = {
  'content:read': 'Read blog posts, recipes and resources',
  'forum:read': 'Read the forum',
  'members:read': 'Read the member list and member pages (emails masked)',
  'members:email': "See members' email addresses (with members:read)",
  'moderation:write': 'Read the moderation queue and decide on it',
  'webhooks:manage': "Manage its own integration's webhooks",
  'newsletter:read': 'Read the newsletter subscriber list',
};

export const STATUS_LABELS: Record<IntegrationDto['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };
export const STATUS_PALETTES: Record<IntegrationDto['status'], string> = { active: 'green', expired: 'gray', revoked: 'red' };

export const INTEGRATIONS_TEXT = {
  title: 'Integrations',
  description:
    'API tokens for the mobile app, partners and the team’s reporting. A token acts as an integration, never as a member, and reaches only what its scopes allow.',
  newToken: 'New token',
  loading: 'Loading...',
  loadFailed: 'The tokens could not be loaded',
  emptyTitle: 'No tokens yet',
  caption: 'API tokens',
  columns: {
    name: 'Name',
    prefix: 'Token',
    scopes: 'Scopes',
    created: 'Created',
    lastUsed: 'Last used',
    expires: 'Expires',
    status: 'Status',
    actions: 'Actions',
  },
  never: 'Never',
  revoke: 'Revoke',
  revokeOf: (name: string) => `Revoke ${name}`,
  revokeTitle: 'Revoke this token?',
  revokeBody: (name: string) =>
    `“${name}” stops working at once, everywhere. Whatever uses it will get 401 until it is given a new token. This can't be undone.`,
  revoking: 'Revoking...',
  revoked: 'Token revoked',
  revokeFailed: 'The token could not be revoked',
  // The create dialog.
  dialogTitle: 'New API token',
  nameLabel: 'Name',
  nameHelp: 'Who or what uses it, e.g. “Mobile app” or “Partner newsletter”.',
  scopesLegend: 'Scopes',
  expiryLabel: 'Expires on',
  expiryHelp: (max: string) => `A year from today unless you choose; at most ${TOKEN_MAX_DAYS / 365} years (${max}).`,
  cancel: 'Cancel',
  create: 'Create token',
  creating: 'Creating...',
  createFailed: 'The token could not be created',
  // Shown once.
  createdTitle: 'Copy your token now',
  createdBody: "You won't see it again: only its first characters are kept. Store it where the integration keeps its secrets.",
  tokenLabel: 'API token',
  copy: 'Copy token',
  copied: 'Token copied',
  copyFailed: 'Could not copy: select the token and copy it yourself',
  done: 'Done',
} as const;

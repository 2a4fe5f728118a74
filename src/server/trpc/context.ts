import type { Db } from '../db/client';
import type { SessionRow } from '../db/schema';
import type { SessionUser } from '../auth/session';
import type { Mailer } from '../email/mailer';
import type { RateLimiter } from '../rate-limits/limiter';
import type { Logger } from '../logger';
import type { SharedCache } from '../cache/shared-cache';
import type { ResourceFiles } from '../content/resource-files';
import type { IntegrationCaller } from '../integrations/tokens';
import type { UploadStore } from '../uploads/store';

/** What lives as long as the app: built once in createApp and shared by every request. */
export interface AppServices {
  db: Db;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  logger: Logger;
  /** Answers every visitor reads alike, dropped in every process by the writes that change them. */
  cache: SharedCache;
  /** Resources' downloadable files: admins' uploads are in `uploads`, then come the shipped demo files. */
  resourceFiles: ResourceFiles;
  /** Where uploaded files are stored and read: the data folder or the database (uploads/store.ts). */
  uploads: UploadStore;
  /** The data folder's uploads folder (DATA_DIR/uploads): the sharing images' cache sits beside it. */
  uploadsDir: string;
  /** The site's address, without a trailing slash: links in emails start with it. */
  publicUrl: string;
  /** Secure cookies when the site is served over https. */
  secureCookies: boolean;
  /** Where partnership enquiries are emailed (TEAM_INBOX); unset: partnerships/service.ts's default. */
  teamInbox?: string;
  /** The site owner's account (ADMIN_USERNAME, else the generated `admin`): never penalised or demoted. */
  ownerUsername: string;
  /** ACCOUNT_DELETION_GRACE_HOURS: how long a confirmed deletion waits for "Keep my account" (0: none). */
  accountDeletionGraceHours: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: webhook endpoints may be local or private (development, tests). */
  allowPrivateWebhookTargets?: boolean;
}

export interface Context extends AppServices {
  user: SessionUser | null;
  session: SessionRow | null;
  /**
   * The integration whose API token sent the request (http/bearer-auth.ts), never with a user: a
   * token acts as an integration, never as a member (docs/ARCHITECTURE.md "Integrator API").
   */
  integration: IntegrationCaller | null;
  /** Headers for the response: procedures add Set-Cookie here, whichever transport called them. */
  resHeaders: Headers;
  clientIp: string;
}

export function createContextInner(
  opts: AppServices & Partial<Pick<Context, 'user' | 'session' | 'integration' | 'resHeaders' | 'clientIp'>>,
): Context {
  return {
    ...opts,
    user: opts.user ?? null,
    session: opts.session ?? null,
    integration: opts.integration ?? null,
    resHeaders: opts.resHeaders ?? new Headers(),
    clientIp: opts.clientIp ?? 'unknown',
  };
}

import { DELETION_JOB, deleteAccountJob } from '../account/deletion';
import { buildExport, EXPORT_JOB } from '../account/exports';
import { enforceRetention } from '../account/retention';
import type { SharedCache } from '../cache/shared-cache';
import { PASSWORD_RESET_JOB, sendPasswordReset } from '../auth/password-reset';
import type { Db } from '../db/client';
import type { Mailer } from '../email/mailer';
import { EMAIL_JOB, sendQueuedEmail } from '../email/queued';
import type { Logger } from '../logger';
import { queueCommentDigest } from '../comments/digest';
import { queuePendingDigest } from '../moderation/digest';
import { purgeRemovedPosts } from '../moderation/purge';
import { dailyHandlers, type DailyJob } from './daily';
import { NIGHTLY_BACKUP_JOB, type NightlyBackupConfig, runNightlyBackup } from '../backup/nightly';
import { CAMPAIGN_JOB, sendCampaign } from '../newsletter/campaign-sending';
import { NOTIFICATION_EMAIL_JOB, sendNotificationEmail } from '../notifications/email';
import type { JobHandler } from './runner';
import type { Metrics } from '../metrics/metrics';
import { deliverWebhook, purgeWebhookLog } from '../webhooks/delivery';
import { WEBHOOK_DELIVERY_JOB } from '../webhooks/events';
import { emitDuePost, POST_DUE_JOB } from '../webhooks/publish-events';
import type { UploadStore } from '../uploads/store';

export interface JobServices {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Where members' data downloads are stored (the app's UploadStore: DATA_DIR/exports or the database). */
  uploads: UploadStore;
  /** Drops kept answers a job's change shows (an account's deletion); absent: none kept here. */
  cache?: SharedCache;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks may call local and private addresses (development, tests). */
  allowPrivateWebhookTargets?: boolean;
  /** BACKUP_DIR set: the nightly backup's settings. */
  backup?: NightlyBackupConfig;
  /** Where webhook attempts are counted for /metrics; absent: not counted. */
  metrics?: Pick<Metrics, 'webhookDeliveries'>;
}

/**
 * The work done once a day (jobs/daily.ts), at Sydney hours when the site is quiet and, for the
 * team's reminder, when the morning starts.
 */
export function dailyJobs(services: JobServices): DailyJob[] {
  const { backup } = services;
  // Before the purges of 3 am, so the night's archive still holds what they remove.
  const nightlyBackup: DailyJob[] = backup
    ? [{ kind: NIGHTLY_BACKUP_JOB, hour: 2, run: (_day, job) => runNightlyBackup(services.db, backup, job) }]
    : [];
  return [
    ...nightlyBackup,
    { kind: 'purge-removed-posts', hour: 3, run: () => purgeRemovedPosts(services.db).then(() => {}) },
    { kind: 'webhook-log-purge', hour: 3, run: () => purgeWebhookLog(services.db).then(() => {}) },
    { kind: 'retention', hour: 4, run: () => enforceRetention(services.db, services.uploads).then(() => {}) },
    { kind: 'moderation-digest', hour: 8, run: (day) => queuePendingDigest(services.db, services.publicUrl, day).then(() => {}) },
    { kind: 'comment-digest', hour: 8, run: (day) => queueCommentDigest(services.db, services.publicUrl, day).then(() => {}) },
  ];
}

/**
 * The most of a process's job slots (3) a kind may hold: webhook deliveries wait on other
 * people's servers (up to 10 s each, 4 per endpoint), so one slot always stays for the emails,
 * exports and deletions.
 */
export const JOB_KIND_LIMITS: Record<string, number> = { [WEBHOOK_DELIVERY_JOB]: 2 };

/** Every kind of background job the app runs, by name. */
export function jobHandlers(services: JobServices): Record<string, JobHandler> {
  return {
    ...dailyHandlers(services.db, dailyJobs(services)),
    [EMAIL_JOB]: sendQueuedEmail(services.mailer),
    [CAMPAIGN_JOB]: sendCampaign(services),
    [NOTIFICATION_EMAIL_JOB]: sendNotificationEmail(services),
    [PASSWORD_RESET_JOB]: sendPasswordReset(services),
    [EXPORT_JOB]: buildExport(services),
    [DELETION_JOB]: deleteAccountJob(services),
    [POST_DUE_JOB]: emitDuePost(services.db),
    [WEBHOOK_DELIVERY_JOB]: deliverWebhook({
      db: services.db,
      logger: services.logger,
      publicUrl: services.publicUrl,
      allowPrivateTargets: services.allowPrivateWebhookTargets ?? false,
      metrics: services.metrics,
    }),
  };
}

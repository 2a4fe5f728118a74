import { PASSWORD_RESET_JOB, sendPasswordReset } from '../auth/password-reset';
import type { Db } from '../db/client';
import type { Mailer } from '../email/mailer';
import { EMAIL_JOB, sendQueuedEmail } from '../email/queued';
import type { Logger } from '../logger';
import { CAMPAIGN_JOB, sendCampaign } from '../newsletter/campaign-sending';
import { NOTIFICATION_EMAIL_JOB, sendNotificationEmail } from '../notifications/email';
import type { JobHandler } from './runner';

export interface JobServices {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/** Every kind of background job the app runs, by name. */
export function jobHandlers(services: JobServices): Record<string, JobHandler> {
  return {
    [EMAIL_JOB]: sendQueuedEmail(services.mailer),
    [CAMPAIGN_JOB]: sendCampaign(services),
    [NOTIFICATION_EMAIL_JOB]: sendNotificationEmail(services),
    [PASSWORD_RESET_JOB]: sendPasswordReset(services),
  };
}

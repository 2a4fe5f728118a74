import type { Db } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import type { EmailMessage, Mailer } from './mailer';

export const EMAIL_JOB = 'email';

/**
 * Sends an email as a background job, queued in the caller's transaction: it goes out only if
 * the change it belongs to is kept, and a mail server that is down gets retried.
 */
export async function queueEmail(db: Db, message: EmailMessage) {
  await enqueueJob(db, EMAIL_JOB, { ...message });
}

export function sendQueuedEmail(mailer: Mailer): JobHandler {
  return async (message: EmailMessage) => {
    await mailer.send(message);
  };
}

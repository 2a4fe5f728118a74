import type { Db } from '../server/db/client';
import type { Mailer } from '../server/email/mailer';
import { jobHandlers } from '../server/jobs/handlers';
import { JobRunner } from '../server/jobs/runner';
import { silentLogger } from '../server/logger';
import { TEST_PUBLIC_URL, TEST_UPLOADS } from './server';

/** Runs every queued job now, as the app's runner would, sending mail through `mailer`. */
export function drainJobs(db: Db, mailer: Mailer) {
  const handlers = jobHandlers({ db, mailer, logger: silentLogger, publicUrl: TEST_PUBLIC_URL, uploads: TEST_UPLOADS });
  return new JobRunner({ db, logger: silentLogger, handlers }).drain();
}

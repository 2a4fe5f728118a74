import path from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { SharedCache } from './cache/shared-cache';
import { startScheduledPublishing } from './content/scheduled-publishing';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { startEmbeddedMaintenance } from './db/maintenance';
import { seedDatabase } from './db/seed';
import { SeedDataError } from './db/seed/data';
import { createOutboxMailer, createSmtpMailer } from './email/mailer';
import { EnvError, parseEnv } from './env';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limits/limiter';
import { scheduleDaily } from './jobs/daily';
import { dailyJobs, JOB_KIND_LIMITS, jobHandlers } from './jobs/handlers';
import { JobRunner } from './jobs/runner';
import { createLogger } from './logger';
import { resourceFilesIn } from './content/resource-files';
import { chooseUploadStore } from './uploads/choose-store';
import { uploadFoldersIn } from './uploads/folder-store';
import { loadRenderPage } from './http/server-render';
import { startMessage } from './start-message';
import { createMetrics } from './metrics/metrics';
import { countedMailer, countedRateLimiter } from './metrics/counted';
import { gracefulCloser } from './http/close-server';

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, limits: env.databaseLimits });
  await database.migrate();
  const { generatedCredentials } = await seedDatabase(database.db, {
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    demo: env.SEED_DEMO,
  });

  const outboxDir = path.resolve(env.DATA_DIR, 'outbox');
  const metrics = createMetrics({ db: database.db, databaseStats: database.stats, processMetrics: true });
  const mailer = countedMailer(
    env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(outboxDir, env.MAIL_FROM),
    metrics,
  );
  const rateLimiter = countedRateLimiter(
    env.REDIS_URL
      ? createRedisRateLimiter(env.REDIS_URL, env.rateLimits, logger, `${env.REDIS_KEY_PREFIX}rate:`)
      : createMemoryRateLimiter(env.rateLimits),
    metrics,
  );
  const cache = new SharedCache({
    feed: database.changeFeed(logger),
    logger,
    onLookup: (layer, result) => metrics.cacheLookups.inc({ layer, result }),
  });
  await cache.listen();
  const scheduledPublishing = startScheduledPublishing({ db: database.db, cache, logger });
  const uploads = chooseUploadStore(env.UPLOAD_STORAGE, database, env.DATA_DIR);
  const jobServices = {
    db: database.db,
    mailer,
    logger,
    publicUrl: env.PUBLIC_URL,
    uploads,
    cache,
    allowPrivateWebhookTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    backup: env.BACKUP_DIR
      ? { dir: path.resolve(env.BACKUP_DIR), keep: env.BACKUP_KEEP, dataDir: path.resolve(env.DATA_DIR), databaseUrl: env.DATABASE_URL }
      : undefined,
    metrics,
  };
  const jobs = new JobRunner({ db: database.db, logger, handlers: jobHandlers(jobServices), kindLimits: JOB_KIND_LIMITS });
  // The embedded database belongs to this process alone: a job left running is a dead run's.
  await jobs.start({ reclaimRunning: database.kind === 'pglite' });
  // Each run queues the next; this starts the chain (and mends it after a crash), once per day however many processes start.
  for (const job of dailyJobs(jobServices)) await scheduleDaily(database.db, job);
  // PostgreSQL has autovacuum; the embedded database has nothing of the kind but this.
  const maintenance = database.kind === 'pglite' ? await startEmbeddedMaintenance({ db: database.db, logger }) : null;
  const app = createApp({
    cache,
    rateLimiter,
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    mailer,
    teamInbox: env.TEAM_INBOX,
    ownerUsername: env.ADMIN_USERNAME,
    clientDir: path.resolve(import.meta.dirname, '../../dist/client'),
    renderPage: loadRenderPage(path.resolve(import.meta.dirname, '../../dist/ssr/entry-server.js')),
    logger,
    trustProxy: env.TRUST_PROXY,
    apiCorsOrigins: env.API_CORS_ORIGINS,
    uploadsDir: uploadFoldersIn(env.DATA_DIR).uploadsDir,
    uploads,
    accountDeletionGraceHours: env.ACCOUNT_DELETION_GRACE_HOURS,
    allowPrivateWebhookTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    metrics,
    metricsToken: env.METRICS_TOKEN,
    // The shipped worksheets; with the folder storage, admins' PDFs live with the data, not in the app's folder.
    resourceFiles: resourceFilesIn(env.DATA_DIR),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    // PORT=0 takes a free port, which the default PUBLIC_URL can't know.
    const origin = env.PORT === 0 ? `http://localhost:${info.port}` : env.PUBLIC_URL;
    const where = `${database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL'}, uploads in the ${uploads.storage}`;
    console.log(startMessage({ origin, database: where, outboxDir: env.SMTP_URL ? null : outboxDir, generatedCredentials }));
  });

  const closeServer = gracefulCloser(server as Server, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = env.SHUTDOWN_TIMEOUT_MS;
    logger.info({ signal, graceMs }, 'shutting down');
    // A backstop: the steps below are bounded by graceMs, so only a hang in closing the database
    // or Redis lets it fire.
    setTimeout(() => process.exit(1), graceMs + 5_000).unref();
    scheduledPublishing.stop();
    maintenance?.stop();
    await Promise.allSettled([closeServer(graceMs), jobs.stop({ graceMs })]);
    await Promise.allSettled([database.close(), rateLimiter.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A configuration or seed data mistake is a clear message, not a stack trace.
  console.error(error instanceof EnvError || error instanceof DataDirInUseError || error instanceof SeedDataError ? error.message : error);
  process.exit(1);
});

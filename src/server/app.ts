import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { type Context as HonoContext, Hono, type MiddlewareHandler } from 'hono';
import { HTTP_TEXT } from '../shared/constants/messages';
import { exportsDirIn } from './account/exports';
import { DEFAULT_DELETION_GRACE_HOURS } from './account/settings';
import { SharedCache } from './cache/shared-cache';
import { type Db, isDatabaseReachable } from './db/client';
import { answerAfterBody, requestBodyLimit } from './http/body-limit';
import { bearerAuth } from './http/bearer-auth';
import { clientApp } from './http/client-app';
import { gzipAnswers } from './http/gzip';
import type { RenderPage } from './http/server-render';
import { sameOriginWrites } from './http/origin-check';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from './rate-limits/rules';
import { restErrorResponse } from './http/rest';
import { apiCors } from './api/cors';
import { apiReference } from './api/reference';
import { addApiRoutes, apiFallback } from './api/routes';
import { trpcHandler } from './http/trpc';
import { servePublicAnswers } from './http/public-answers';
import { requestIdMiddleware } from './http/request-id';
import { securityHeadersFor } from './http/security-headers';
import { sessionMiddleware } from './http/session-middleware';
import type { AppEnv } from './http/types';
import type { Mailer } from './email/mailer';
import { type Logger, silentLogger } from './logger';
import { blogPageRedirects } from './content/blog-redirects';
import { seoRoutes } from './seo/http';
import type { AppServices } from './trpc/context';
import { uploadedFiles } from './uploads/http';
import type { ResourceFiles } from './content/resource-files';
import { folderUploadStore } from './uploads/folder-store';
import type { UploadStore } from './uploads/store';
import { DEFAULT_ADMIN_USERNAME } from './db/seed/admin';
import { createMetrics, type Metrics } from './metrics/metrics';
import { countRequests, metricsEndpoint } from './metrics/http';

export interface AppOptions {
  db: Db;
  publicUrl: string;
  mailer: Mailer;
  /** The built client (dist/client); null serves the API only. */
  clientDir?: string | null;
  /** Server rendering of public pages (loadRenderPage: dist/ssr's bundle); without it the browser draws every page. */
  renderPage?: Promise<RenderPage | null> | null;
  logger?: Logger;
  rateLimiter?: RateLimiter;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy?: boolean;
  /** Where resources' downloadable files live: uploads (resourceFilesIn(DATA_DIR)), then the shipped demo files. */
  resourceFiles: ResourceFiles;
  /** The data folder's uploads folder (DATA_DIR/uploads): the folder storage's, and the sharing images' cache beside it. */
  uploadsDir: string;
  /**
   * Where uploaded files are stored and served from (index.ts chooses: UPLOAD_STORAGE, else the
   * database with PostgreSQL); default: the folders uploadsDir and resourceFiles.uploadsDir.
   */
  uploads?: UploadStore;
  /** Answers every visitor reads alike; pass one that listens to the database's change feed. */
  cache?: SharedCache;
  /** Where partnership enquiries are emailed (TEAM_INBOX). */
  teamInbox?: string;
  /** ADMIN_USERNAME: the owner's account, out of the team's penalties' reach (default `admin`). */
  ownerUsername?: string;
  /** Where the folder storage keeps members' data downloads (DATA_DIR/exports); default: beside uploadsDir. */
  exportsDir?: string;
  /** ACCOUNT_DELETION_GRACE_HOURS (default 168). */
  accountDeletionGraceHours?: number;
  /** API_CORS_ORIGINS: the origins whose pages may call the API with a bearer token (api/cors.ts). */
  apiCorsOrigins?: string[];
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS (default false). */
  allowPrivateWebhookTargets?: boolean;
  /** The process's figures for /metrics (index.ts counts its mailer, limiter and cache into them too). */
  metrics?: Metrics;
  /** METRICS_TOKEN: lets a scraper on another machine read /metrics. */
  metricsToken?: string;
}

function clientIp(c: HonoContext<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // app.request() in tests has no socket behind it.
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown';
}

/**
 * Answers here can depend on who asks: never stored by a shared cache, unless the route declared
 * its answer public. Even then, one that sets a cookie (a renewed session) stays private.
 */
const privateUnlessPublic: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const cacheControl = c.res.headers.get('Cache-Control');
  if (!cacheControl) c.header('Cache-Control', 'private, no-store');
  else if (cacheControl.startsWith('public') && c.res.headers.getSetCookie().length > 0) {
    c.header('Cache-Control', 'private, no-cache');
  }
};

export function createApp(options: AppOptions): Hono<AppEnv> {
  const logger = options.logger ?? silentLogger;
  const services: AppServices = {
    db: options.db,
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(DEFAULT_RATE_LIMITS),
    mailer: options.mailer,
    logger,
    publicUrl: options.publicUrl,
    secureCookies: options.publicUrl.startsWith('https:'),
    cache: options.cache ?? new SharedCache(),
    resourceFiles: options.resourceFiles,
    uploads:
      options.uploads ??
      folderUploadStore({
        uploadsDir: options.uploadsDir,
        resourceFilesDir: options.resourceFiles.uploadsDir,
        exportsDir: options.exportsDir ?? exportsDirIn(path.dirname(options.uploadsDir)),
      }),
    uploadsDir: options.uploadsDir,
    teamInbox: options.teamInbox,
    ownerUsername: options.ownerUsername ?? DEFAULT_ADMIN_USERNAME,
    accountDeletionGraceHours: options.accountDeletionGraceHours ?? DEFAULT_DELETION_GRACE_HOURS,
    allowPrivateWebhookTargets: options.allowPrivateWebhookTargets ?? false,
  };
  const metrics = options.metrics ?? createMetrics({ db: options.db });
  const app = new Hono<AppEnv>();

  app.use(countRequests(metrics));
  app.use(requestIdMiddleware);
  app.use(answerAfterBody);
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('services', services);
    c.set('clientIp', clientIp(c, options.trustProxy ?? false));
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.info({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  // Kept public answers go out from here, before compression, headers and sessions cost anything;
  // API tokens are checked first (a token in the address is refused even for a kept answer).
  const securityHeaders = securityHeadersFor(options.publicUrl);
  // Outside the kept answers, so that they carry the CORS headers too.
  app.use('/api/*', apiCors(options.apiCorsOrigins ?? []));
  for (const prefix of ['/api', '/trpc']) {
    app.use(`${prefix}/*`, bearerAuth(securityHeaders.apiHeaders), servePublicAnswers(services.cache, securityHeaders.apiHeaders));
  }
  app.use(gzipAnswers());
  app.use(securityHeaders.middleware);

  // 503 only without the database; Redis down degrades the limits to per-process counting, which
  // is no reason for a load balancer to take every process out of service.
  app.get('/healthz', async (c) => {
    const [databaseUp, redis] = await Promise.all([isDatabaseReachable(services.db), services.rateLimiter.redisHealth()]);
    const status = !databaseUp ? 'error' : redis === 'down' ? 'degraded' : 'ok';
    c.header('Cache-Control', 'no-store');
    return c.json({ status, database: databaseUp ? 'up' : 'down', ...(redis && { redis }) }, databaseUp ? 200 : 503);
  });

  app.route('/', metricsEndpoint(metrics, options.metricsToken));

  for (const prefix of ['/api', '/trpc']) {
    app.use(`${prefix}/*`, sameOriginWrites(options.publicUrl), requestBodyLimit, privateUnlessPublic, sessionMiddleware);
  }

  app.all('/trpc/*', trpcHandler);

  // Every /api operation, built from the catalogue (docs/ARCHITECTURE.md "Integrator API").
  addApiRoutes(app);
  app.all('/api/*', apiFallback);

  // Members' avatars and admins' content images; the demo images under /uploads/demo/ ship with
  // the client app.
  app.route('/', uploadedFiles(services.uploads));
  app.get('/blog/:slug', blogPageRedirects);
  // The API's reference and changelog, drawn on the server (not pages of the client app).
  app.route('/', apiReference());
  // /sitemap.xml, /feed.xml, /robots.txt and the sharing images, before the client's catch-all.
  app.route('/', seoRoutes());
  app.route('/', clientApp(options.clientDir ?? null, { renderPage: options.renderPage }));
  app.notFound((c) => c.json({ error: HTTP_TEXT.notFound }, 404));
  app.onError((error, c) => restErrorResponse(c, error));
  return app;
}

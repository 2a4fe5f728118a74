import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Db } from '../server/db/client';
import { createApp } from '../server/app';
import { SharedCache } from '../server/cache/shared-cache';
import { createSession, generateSessionToken, type SessionUser } from '../server/auth/session';
import { SESSION_COOKIE } from '../server/auth/cookie';
import { createMemoryMailer } from '../server/email/mailer';
import { createMemoryRateLimiter, type RateLimiter } from '../server/rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../server/rate-limits/rules';
import { silentLogger } from '../server/logger';
import { createContextInner } from '../server/trpc/context';
import { createCaller } from '../server/trpc/root';
import { resourceFilesIn } from '../server/content/resource-files';
import { databaseUploadStore } from '../server/uploads/database-store';
import { folderUploadStore, type UploadFolders } from '../server/uploads/folder-store';
import type { UploadStore } from '../server/uploads/store';
import { DEFAULT_ADMIN_USERNAME } from '../server/db/seed/admin';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
/** The data folder of tests that don't pass folders of their own (created only when something is stored). */
const TEST_DATA_DIR = path.join(tmpdir(), `mv-test-data-${process.pid}`);
export const TEST_UPLOADS_DIR = path.join(TEST_DATA_DIR, 'uploads');
/** Members' data downloads in the test data folder (where the app puts them beside uploads). */
export const TEST_EXPORTS_DIR = path.join(TEST_DATA_DIR, 'exports');
/** Uploaded PDFs in the test data folder, then the shipped demo files. */
export const TEST_RESOURCE_FILES = resourceFilesIn(TEST_DATA_DIR);
/** The test data folder's uploads (a test of the database storage passes its own store). */
export const TEST_UPLOADS = folderUploadStore({
  uploadsDir: TEST_UPLOADS_DIR,
  resourceFilesDir: TEST_RESOURCE_FILES.uploadsDir,
  exportsDir: TEST_EXPORTS_DIR,
});

/**
 * The upload storage for a test of the whole way a file goes (upload, store, serve): the database
 * on PostgreSQL (TEST_DATABASE_URL), as the app chooses there, else these folders.
 */
export function testUploadStore(db: Db, folders: UploadFolders): UploadStore {
  return process.env.TEST_DATABASE_URL ? databaseUploadStore(db) : folderUploadStore(folders);
}

/** The app-lifetime services for a test: fresh limits, a mailer that keeps what it sends. */
export function testServices(db: Db) {
  return {
    db,
    rateLimiter: createMemoryRateLimiter(DEFAULT_RATE_LIMITS),
    mailer: createMemoryMailer(),
    logger: silentLogger,
    publicUrl: TEST_PUBLIC_URL,
    secureCookies: false,
    cache: new SharedCache(),
    resourceFiles: TEST_RESOURCE_FILES,
    uploadsDir: TEST_UPLOADS_DIR,
    uploads: TEST_UPLOADS,
    ownerUsername: DEFAULT_ADMIN_USERNAME,
    accountDeletionGraceHours: 168,
  };
}

/**
 * A procedure caller as `user` (or a visitor), with a real session row behind it; calls from one
 * address share limits when they share `rateLimiter`.
 */
export async function callerFor(db: Db, user: SessionUser | null = null, from: { clientIp?: string; rateLimiter?: RateLimiter } = {}) {
  const resHeaders = new Headers();
  const session = user ? await createSession(db, generateSessionToken(), user.id) : null;
  const services = { ...testServices(db), ...(from.rateLimiter && { rateLimiter: from.rateLimiter }) };
  const ctx = createContextInner({ ...services, user, session, resHeaders, clientIp: from.clientIp });
  return { caller: createCaller(ctx), ctx, resHeaders, mailer: services.mailer };
}

export function testApp(db: Db, options: Partial<Parameters<typeof createApp>[0]> = {}) {
  return createApp({
    db,
    publicUrl: TEST_PUBLIC_URL,
    clientDir: null,
    mailer: createMemoryMailer(),
    uploadsDir: TEST_UPLOADS_DIR,
    resourceFiles: TEST_RESOURCE_FILES,
    ...options,
  });
}

/** A cookie header that signs `user` in. */
export async function sessionCookieFor(db: Db, user: SessionUser): Promise<string> {
  const token = generateSessionToken();
  await createSession(db, token, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** JSON request helper for app.request(). */
export function jsonRequest(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** The app on a real socket at a free loopback port, for what app.request() can't show (connections). */
export async function listening(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

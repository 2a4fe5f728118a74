import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

// Workers re-read this file: ports and data directories are chosen once and passed down by env.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mama-village-e2e-'));
process.env.E2E_ADMIN_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_ADMIN_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mama-village-e2e-admin-'));
const sitePort = Number(process.env.E2E_PORT);
const adminPort = Number(process.env.E2E_ADMIN_PORT);

/** Journeys that change what the site's journeys count on: demo content, points, giveaways. */
const ADMIN_SPECS = [
  'admin.spec.ts',
  'gamification.spec.ts',
  'feedback.spec.ts',
  'newsletter-admin.spec.ts',
  'moderation.spec.ts',
  'members-admin.spec.ts',
  'comments.spec.ts',
  'integrations.spec.ts',
];

export const E2E_ADMIN = { username: 'e2e_admin', email: 'e2e_admin@example.com', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // The journeys take up to three browsers through several pages; on these two-core machines the
  // longest ran 24–32 s (11-26), so 30 s failed sound runs on a slow day.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  // The admin and gamification journeys change the demo content (a new resource, another home
  // hero, posts, points, a draw) that the site's journeys count on, so they get a server and
  // database of their own.
  projects: [
    { name: 'site', testIgnore: ADMIN_SPECS, use: { baseURL: `http://localhost:${sitePort}` } },
    { name: 'admin', testMatch: ADMIN_SPECS, use: { baseURL: `http://localhost:${adminPort}` } },
  ],
  // Started one after the other: the first builds the client when it is stale, the second finds it built.
  webServer: [appServer(sitePort, process.env.E2E_DATA_DIR), appServer(adminPort, process.env.E2E_ADMIN_DATA_DIR)],
});

/** The built app, as `npm start` serves it, on a fresh embedded database. */
function appServer(port: number, dataDir: string) {
  return {
    command: 'node scripts/build-if-needed.mjs && npx tsx src/server/index.ts',
    cwd: '..',
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // A confirmed deletion happens at once: own-data.spec.ts follows it to the end.
      ACCOUNT_DELETION_GRACE_HOURS: '0',
      // Every journey signs up from the same address: the default 20 an hour ran out mid-run.
      RATE_LIMIT_REGISTER_PER_ADDRESS: '500/1h',
      // integrations.spec.ts sends a webhook to a receiver on this machine.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  };
}

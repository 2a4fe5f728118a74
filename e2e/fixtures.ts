import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test as base } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

let sequence = 0;
/** A member nobody has registered yet: unique across runs and workers. */
export function newMember() {
  const id = `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { username: `mum_${id}`, email: `mum_${id}@example.com`, password: 'a-good-long-password' };
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A second member in a browser of her own (her own cookies), registered on the way in. */
export async function secondMember(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const member = newMember();
  await register(page, member);
  return { page, member, close: () => context.close() };
}

/** Screenshots at phone width (checking nothing sticks out sideways) and at desktop width. */
export async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    if (label === 'phone') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
    }
    await screenshot(page, `${name}-${label}`);
  }
}

export async function register(page: Page, member: ReturnType<typeof newMember>) {
  await page.goto('/auth');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(member.username);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByLabel('Confirm password').fill(member.password);
  await form.getByRole('button', { name: /create account|join/i }).click();
  await expect(page.getByText('Welcome to Mama Village!')).toBeVisible();
}

export async function logIn(page: Page, credentials: { username: string; password: string }, path = '/community/auth') {
  if (path) await page.goto(path);
  const form = page.getByRole('main');
  await form.getByLabel(/username/i).fill(credentials.username);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/**
 * Every journey fails on an uncaught page error or a console error (a CSP violation, a React
 * warning…). Chromium's own "Failed to load resource" lines are left out: a refused login is
 * meant to answer 401.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (message.text().startsWith('Failed to load resource')) return;
        problems.push(`console.${message.type()}: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'console errors or page errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

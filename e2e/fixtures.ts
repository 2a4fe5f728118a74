import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, type Response, test as base } from '@playwright/test';
import { SIGNUP_POPUP_SEEN_KEY, TOUR_COMPLETED_KEY_PREFIX } from '../src/shared/constants/onboarding';
import { latestMailTo as latestMailIn } from '../src/test/outbox';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

let sequence = 0;

/** The newest email to `to` in the e2e site server's outbox (src/test/outbox.ts). */
export const latestMailTo = (to: string, dataDir = process.env.E2E_DATA_DIR!) => latestMailIn(to, dataDir);
/** A member nobody has registered yet: unique across runs and workers. */
export function newMember() {
  const id = `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { username: `mum_${id}`, email: `mum_${id}@example.com`, password: 'a-good-long-password' };
}

/**
 * The whole page, by making the window as tall as the page for the picture. Not Playwright's
 * `fullPage`: Chromium's capture beyond the viewport changes its size for a moment in a way that
 * fires the mobile media query's change, and a layout chosen in JavaScript (useIsMobile) can then
 * draw the phone's header for a frame, unmounting the desktop one with what was typed in its search
 * box (the header search journey failed so, once in a while, after its screenshot).
 */
export async function screenshot(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  try {
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
  } finally {
    await page.setViewportSize(viewport);
  }
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The sign-up popup (3 s after load for visitors) and the tour (1 s after load for new members)
 * would open over journeys that are about something else: in this context both count as seen
 * already (the popup's session flag set, every member's tour flag read as set). The onboarding
 * journey turns this off with `test.use({ onboarding: true })`.
 */
export async function skipOnboarding(context: BrowserContext) {
  await context.addInitScript(
    ({ popupKey, tourPrefix }) => {
      try {
        window.sessionStorage.setItem(popupKey, 'true');
      } catch {
        // No storage: nothing to set.
      }
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        const value = getItem.call(this, key);
        return value === null && key.startsWith(tourPrefix) ? 'true' : value;
      };
    },
    { popupKey: SIGNUP_POPUP_SEEN_KEY, tourPrefix: TOUR_COMPLETED_KEY_PREFIX },
  );
}

/** Resolves once the app has taken over the page (the mark ssr/take-over.tsx sets on `<html>`). */
export async function appTookOver(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * A server-drawn page is taken over by the app a moment after it has loaded (src/client/boot.ts):
 * a journey's next click or keystroke should meet the app, as a person's would a moment later,
 * so `goto` and `reload` also wait for the app's mark on the page (ssr/take-over.tsx). Not with
 * JavaScript off, nor when the journey chose its own moment (`waitUntil`).
 */
function waitForTheApp(page: Page) {
  const ready = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await appTookOver(page);
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => (options?.waitUntil ? goto(url, options) : ready(await goto(url, options)));
  const reload = page.reload.bind(page);
  page.reload = async (options) => (options?.waitUntil ? reload(options) : ready(await reload(options)));
}

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
      // Polled: a layout chosen in JavaScript (useIsMobile) follows the resize a render later.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: 'page wider than the phone',
        })
        .toBeLessThanOrEqual(0);
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
 * Logs out from the account menu. The click waits for the menu to have finished opening: while its
 * open animation runs, a click Playwright had found stable could land beside the moving item (a
 * run in CI, 11-27, clicked and sent no logout), which a person, clicking what she sees, would not.
 */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        // A skeleton's pulse runs for ever.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
}

/**
 * Every journey fails on an uncaught page error, a console error (a React warning…) or a CSP
 * violation. Chromium's own "Failed to load resource" lines are left out: a refused login is
 * meant to answer 401.
 */
export const test = base.extend<{ consoleProblems: string[]; onboarding: boolean; quietOnboarding: void }>({
  /** Whether the sign-up popup and the tour start by themselves (only the onboarding journey). */
  onboarding: [false, { option: true }],
  quietOnboarding: [
    async ({ context, browser, onboarding }, use) => {
      if (onboarding) return use();
      await skipOnboarding(context);
      // Contexts a journey opens itself (browser.newPage() goes through newContext too).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await skipOnboarding(created);
        if (options?.javaScriptEnabled !== false) created.on('page', waitForTheApp);
        return created;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheApp(page);
    await use(page);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A violation the page's code catches itself (zod probing for eval in a try) logs nothing.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI}) by ${event.sourceFile}:${event.lineNumber}`),
        ),
      );
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

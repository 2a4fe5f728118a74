// Usage: npx tsx /work/shots/shoot.ts <base> <path> <out-prefix> [admin|member|visitor]
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/main/e2e/chromium';
const [base, route, out, who = 'admin'] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (who === 'admin') {
    const r = await page.request.post(`${base}/api/login`, { data: { username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin-pass-12345' }, headers: { origin: base } });
    if (r.status() !== 200) throw new Error(`login ${r.status()}`);
  }
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: width === 390 ? false : false });
  const overflow = await page.evaluate(() => [...document.querySelectorAll('.chakra-table__scrollArea, [role=group]')].map((e) => [e.scrollWidth, e.clientWidth]));
  console.log(width, 'scroll/client widths of table areas:', JSON.stringify(overflow));
  await context.close();
}
await browser.close();

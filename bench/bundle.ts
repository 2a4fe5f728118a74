// Prints the gzip size of the JavaScript and CSS a visitor's browser loads for `/` (and any other
// paths named), measured by loading the built site in headless Chromium. Exits 1 when `/` is over
// the budget.
//   npm run build && npm run bench:bundle [-- /blog/a-post /recipes/a-recipe]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

const BUDGET_JS_KB = 201;
const root = path.resolve(import.meta.dirname, '..');
const port = 20000 + Math.floor(Math.random() * 20000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mama-village-bundle-'));
const base = `http://localhost:${port}`;

const server = spawn('npx', ['tsx', 'src/server/index.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
  stdio: 'ignore',
  detached: true,
});

async function waitForServer() {
  // A first start migrates and seeds the demo: a minute on a busy two-core machine.
  for (let i = 0; i < 720; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

let exitCode = 0;
try {
  await waitForServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  // `/` (the budget's page) and any others named: npm run bench:bundle -- /blog/some-post /recipes/some-recipe
  for (const pagePath of ['/', ...process.argv.slice(2)]) {
    const page = await browser.newPage();
    const assets: { type: 'js' | 'css'; url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      assets.push({
        type: type === 'script' ? 'js' : 'css',
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    await page.close();

    const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
    console.log(`\n${pagePath}`);
    console.log('asset'.padEnd(60), '    raw KB', '   gzip KB');
    for (const a of assets.sort((x, y) => y.gzip - x.gzip)) console.log(a.url.padEnd(60), kb(a.raw), '  ', kb(a.gzip));
    const total = (type: 'js' | 'css') => assets.filter((a) => a.type === type).reduce((sum, a) => sum + a.gzip, 0);
    const js = total('js');
    if (pagePath === '/') {
      console.log(
        `\nFirst load of /: JavaScript ${kb(js).trim()} KB gzip (budget ${BUDGET_JS_KB} KB, ${((js / 1024 / BUDGET_JS_KB) * 100).toFixed(0)}% of it), CSS ${kb(total('css')).trim()} KB gzip, ${assets.length} files.`,
      );
      if (js / 1024 > BUDGET_JS_KB) {
        console.log('Over budget.');
        exitCode = 1;
      }
    } else {
      console.log(`\nFirst load of ${pagePath}: JavaScript ${kb(js).trim()} KB gzip, CSS ${kb(total('css')).trim()} KB gzip, ${assets.length} files.`);
    }
  }
  await browser.close();
} finally {
  process.kill(-server.pid!, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

// Prints the gzip size of the JavaScript and CSS a visitor's browser loads for `/` (and any other
// paths named), measured by loading the built site in headless Chromium. Exits 1 when `/` is over
// the budget.
//   npm run build && npm run bench:bundle [-- /blog/a-post /recipes/a-recipe]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * A chunk's file name is its hash alone (vite.config.ts, `chunkFileNames`), so this names it by the
 * largest of the site's own modules its source map lists (else the largest package module), and
 * how many modules it holds: `/assets/BAQ92Gct.js (client/theme.ts +412)`.
 */
function labelled(url: string): string {
  try {
    const map = JSON.parse(readFileSync(path.join(root, 'dist/client', `${url}.map`), 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    const bySize = map.sources.map((source, i) => ({ source, size: map.sourcesContent?.[i]?.length ?? 0 })).sort((a, b) => b.size - a.size);
    const name = (bySize.find((s) => !s.source.includes('node_modules/')) ?? bySize[0])?.source ?? '';
    const more = map.sources.length > 1 ? ` +${map.sources.length - 1}` : '';
    return `${url} (${name.replace(/^(\.\.\/)+/, '').replace(/^(src|node_modules)\//, '')}${more})`;
  } catch {
    return url;
  }
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
    // Totals to the byte: a page's growth is held to a kilobyte, and a tenth rounds too coarsely for that.
    const exactKb = (n: number) => (n / 1024).toFixed(3);
    console.log(`\n${pagePath}`);
    console.log('asset'.padEnd(72), '    raw KB', '   gzip KB');
    for (const a of assets.sort((x, y) => y.gzip - x.gzip)) console.log(labelled(a.url).padEnd(72), kb(a.raw), '  ', kb(a.gzip));
    const total = (type: 'js' | 'css') => assets.filter((a) => a.type === type).reduce((sum, a) => sum + a.gzip, 0);
    const js = total('js');
    if (pagePath === '/') {
      console.log(
        `\nFirst load of /: JavaScript ${exactKb(js)} KB gzip (budget ${BUDGET_JS_KB} KB, ${((js / 1024 / BUDGET_JS_KB) * 100).toFixed(0)}% of it), CSS ${kb(total('css')).trim()} KB gzip, ${assets.length} files.`,
      );
      if (js / 1024 > BUDGET_JS_KB) {
        console.log('Over budget.');
        exitCode = 1;
      }
    } else {
      console.log(
        `\nFirst load of ${pagePath}: JavaScript ${exactKb(js)} KB gzip, CSS ${kb(total('css')).trim()} KB gzip, ${assets.length} files.`,
      );
    }
  }
  await browser.close();
} finally {
  process.kill(-server.pid!, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

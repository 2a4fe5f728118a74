import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { testApp } from '../../test/server';

const t = useTestDb();
const clientDir = mkdtempSync(path.join(tmpdir(), 'mv-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log("hi")');
writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(
  path.join(clientDir, 'route-manifest.json'),
  JSON.stringify(['/', '/blog/', '/blog/$slug', '/admin/perks/edit/$id', '/community/auth']),
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('serving the built client', () => {
  it('answers every page path with index.html, never cached stale', async () => {
    for (const page of ['/', '/blog', '/admin/perks/edit/3', '/community/auth']) {
      const res = await testApp(t.db, { clientDir }).request(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('sends a page path with a trailing slash to the page, query and all (one address, no hydration error #418)', async () => {
    const app = testApp(t.db, { clientDir });
    for (const [from, to] of [
      ['/blog/', '/blog'],
      ['/blog//', '/blog'],
      ['/blog/first-steps/?utm_source=mail&x=%2F', '/blog/first-steps?utm_source=mail&x=%2F'],
      ['/community/auth/?redirect=%2Fperks', '/community/auth?redirect=%2Fperks'],
    ]) {
      const res = await app.request(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    expect((await app.request('/')).status).toBe(200);
    // Never to another site, and a path that is no page stays a 404.
    for (const path of ['//evil.example/', '/no/such/page/']) {
      const res = await app.request(path);
      expect(res.headers.get('location') ?? '', path).not.toMatch(/^\/\//);
      expect(res.status, path).toBe(404);
    }
  });

  it('answers a path no client route has with 404, still drawing the not-found page', async () => {
    // (A page of a post that doesn't exist is a 404 too: server rendering finds it missing, page-heads.test.ts.)
    for (const page of ['/no/such/page', '/blog/a/b', '/admin/perks/edit', '/community/authx']) {
      const res = await testApp(t.db, { clientDir }).request(page);
      expect(res.status, page).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year and the other files of public/ for a day', async () => {
    const app = testApp(t.db, { clientDir });
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await app.request('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await favicon.text()).toContain('<svg');
  });

  it('answers a browser that has the file already with 304 and no body', async () => {
    const app = testApp(t.db, { clientDir });
    const first = await app.request('/favicon.svg');
    const lastModified = first.headers.get('last-modified')!;
    const again = await app.request('/favicon.svg', { headers: { 'If-Modified-Since': lastModified } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    for (const since of [older, 'not a date']) {
      const changed = await app.request('/favicon.svg', { headers: { 'If-Modified-Since': since } });
      expect(changed.status, since).toBe(200);
      expect(await changed.text()).toContain('<svg');
    }
  });

  it('keeps a missing asset out of every cache', async () => {
    const missing = await testApp(t.db, { clientDir }).request('/assets/main-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).not.toMatch(/max-age/);
  });

  it('never serves files from outside the client folder', async () => {
    const app = testApp(t.db, { clientDir });
    for (const attempt of ['/../package.json', '/..%2f..%2fpackage.json', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const body = await (await app.request(attempt)).text();
      expect(body).not.toContain('"dependencies"');
      expect(body).not.toContain('root:');
    }
  });

  it('keeps /api answering JSON beside the client', async () => {
    const res = await testApp(t.db, { clientDir }).request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});

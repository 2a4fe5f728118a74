import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDb, useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { seedDatabase } from '../db/seed';
import { blogPosts } from '../db/schema';
import { resourceFilesIn } from './resource-files';

const t = useTestDb();
let seeded: Promise<unknown> | undefined;
/** The demo content, seeded once for the file. */
function demoApp() {
  seeded ??= seedDatabase(t.db, { admin: {}, demo: true });
  return seeded.then(() => testApp(t.db));
}

describe('public content REST paths', () => {
  it('answer the shapes of PRODUCT.md "Records and their fields"', async () => {
    const app = await demoApp();
    const featured = await (await app.request('/api/blog-posts/featured')).json();
    expect(featured).toHaveLength(4);
    expect(Object.keys(featured[0]).sort()).toEqual(
      ['authorId', 'categoryId', 'description', 'featured', 'id', 'image', 'publishedAt', 'slug', 'title'].sort(),
    );
    const categories = await (await app.request('/api/categories/blog')).json();
    expect(categories.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'nutrition',
      'parenting-tips',
      'product-reviews',
      'self-care',
      'sleep-routines',
    ]);
    const authors = await (await app.request('/api/authors')).json();
    expect(Object.keys(authors[0]).sort()).toEqual(['avatar', 'bio', 'id', 'name', 'role']);
    const recipes = await (await app.request('/api/recipes')).json();
    expect(Array.isArray(recipes)).toBe(true);
    expect(recipes[0]).toMatchObject({ prepTime: expect.any(Number), cookTime: expect.any(Number), difficulty: expect.any(String) });
    const resources = await (await app.request('/api/resources')).json();
    expect(resources[0].categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(typeof resources[0].imagePosition).toBe('string');
    const hero = await (await app.request('/api/site-content/home_hero')).json();
    expect(hero).toMatchObject({ key: 'home_hero', name: expect.any(String), section: 'home', lastUpdated: expect.any(String) });
    const perks = await (await app.request('/api/perks/featured')).json();
    expect(Object.keys(perks[0])).not.toContain('redemptionCode');
  });

  it('answer detail paths, and JSON 404s for what does not exist', async () => {
    const app = await demoApp();
    const [first] = await (await app.request('/api/blog-posts/featured')).json();
    const post = await (await app.request(`/api/blog-posts/${first.slug}`)).json();
    expect(post).toMatchObject({ slug: first.slug, body: expect.any(String), related: expect.any(Array) });
    const [recipe] = await (await app.request('/api/recipes')).json();
    expect(await (await app.request(`/api/recipes/${recipe.slug}`)).json()).toMatchObject({ ingredients: expect.any(Array) });

    for (const path of [
      '/api/site-content/unknown_key',
      '/api/blog-posts/no-such-post',
      '/api/recipes/no-such-recipe',
      '/api/resources/999999',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/not found/) });
    }
  });

  it('refuse bad input with 400, never 500', async () => {
    const app = await demoApp();
    for (const path of [
      '/api/recipes?limit=0',
      '/api/recipes?limit=abc',
      '/api/recipes?cursor=%00',
      '/api/blog-posts?cursor=garbage',
      '/api/resources/abc',
      '/api/resources/-1',
      '/api/resources/99999999999',
      '/api/blog-posts/..%2F..%2Fetc',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('page through the blog with X-Next-Cursor', async () => {
    const app = await demoApp();
    const seen: string[] = [];
    let next: string | null = '';
    while (next !== null) {
      const response = await app.request(`/api/blog-posts?limit=5${next ? `&cursor=${next}` : ''}`);
      seen.push(...(await response.json()).map((p: { slug: string }) => p.slug));
      next = response.headers.get('x-next-cursor');
    }
    const published = await t.db.$count(blogPosts);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(published - 1); // the demo's one draft
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const app = await demoApp();
    const first = await app.request('/api/recipes');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    const revalidated = await app.request('/api/recipes', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect((await app.request('/api/recipes', { headers: { 'if-none-match': `"other", ${etag.slice(2)}` } })).status).toBe(304);
    expect((await app.request('/api/recipes', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('serves content from memory, and shows an admin change at once', async () => {
    const app = await demoApp();
    const before = await app.request('/api/site-content/home_hero');
    const etag = before.headers.get('etag')!;

    // A write behind the app's back is not seen: the answer comes from memory.
    const { siteContent } = await import('../db/schema');
    await t.db.update(siteContent).set({ name: 'changed directly' });
    expect((await (await app.request('/api/site-content/home_hero')).json()).name).not.toBe('changed directly');

    const admin = await createTestUser(t.db, { role: 'admin' });
    const cookie = await sessionCookieFor(t.db, admin);
    const update = await app.request('/api/site-content/home_hero', jsonRequest('PUT', { title: 'A fresh hero' }, { cookie }));
    expect(update.status).toBe(200);

    const after = await app.request('/api/site-content/home_hero', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ name: 'changed directly', content: { title: 'A fresh hero' } });
  });

  it('lets only admins change site content', async () => {
    const app = await demoApp();
    const member = await createTestUser(t.db);
    const asMember = await app.request(
      '/api/site-content/home_hero',
      jsonRequest('PUT', { title: 'x' }, { cookie: await sessionCookieFor(t.db, member) }),
    );
    expect(asMember.status).toBe(403);
    expect((await app.request('/api/site-content/home_hero', jsonRequest('PUT', { title: 'x' }))).status).toBe(401);
  });

  it('never lets a shared cache keep what depends on the member', async () => {
    const app = await demoApp();
    const resources = await (await app.request('/api/resources')).json();
    const response = await app.request(`/api/resources/${resources[0].id}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('keeps an answer private when it renews or clears the session cookie', async () => {
    const app = await demoApp();
    const response = await app.request('/api/recipes', { headers: { cookie: 'session=stale-token' } });
    expect(response.headers.getSetCookie().join()).toMatch(/session=;/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('kept public answers', () => {
  it('answer a repeat request the same, with the security headers, before the database is asked', async () => {
    const db = await createTestDb();
    try {
      await seedDatabase(db.db, { admin: {}, demo: true });
      const app = testApp(db.db);
      const first = await app.request('/api/recipes?limit=2');
      const body = await first.text();
      // Had the database been asked again, the recipes deleted here would be missing.
      const { recipes } = await import('../db/schema');
      await db.db.delete(recipes);
      const repeat = await app.request('/api/recipes?limit=2');
      expect(await repeat.text()).toBe(body);
      for (const header of ['etag', 'x-next-cursor', 'content-security-policy', 'x-content-type-options', 'cache-control']) {
        expect(repeat.headers.get(header), header).toBe(first.headers.get(header));
      }
    } finally {
      await db.close();
    }
  });

  it('are gzipped for clients that take it, and 304 on a matching ETag', async () => {
    const app = await demoApp();
    const plain = await app.request('/api/blog-posts/featured');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const gzipped = await app.request('/api/blog-posts/featured', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(text);
    const revalidated = await app.request('/api/blog-posts/featured', { headers: { 'if-none-match': plain.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });
});

describe('GET /api/resources/{id}/download', () => {
  it('sends members the file, and visitors a JSON 401', async () => {
    const app = await demoApp();
    const resources = await (await app.request('/api/resources')).json();
    const membersFile = resources.find((r: { format: string; membersOnly: boolean }) => r.format === 'file' && r.membersOnly);

    const asVisitor = await app.request(`/api/resources/${membersFile.id}/download`);
    expect(asVisitor.status).toBe(401);
    expect(await asVisitor.json()).toEqual({ error: 'Please sign in to download this resource' });

    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
    const detail = await (await app.request(`/api/resources/${membersFile.id}`, { headers: { cookie } })).json();
    const download = await app.request(detail.accessUrl, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('never reads outside the uploaded and shipped files folders, and 404s a missing file', async () => {
    const db = await createTestDb();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-resource-download-'));
    try {
      const resourceFiles = resourceFilesIn(dataDir);
      mkdirSync(resourceFiles.uploadsDir);
      writeFileSync(path.join(dataDir, 'secret.pdf'), '%PDF-secret');
      const { createTestResource } = await import('../../test/content-factories');
      const app = testApp(db.db, { resourceFiles });
      for (const fileName of ['../../package.json', '../secret.pdf', path.join(dataDir, 'secret.pdf'), '..', 'gone.pdf']) {
        const resource = await createTestResource(db.db, { fileName, membersOnly: false });
        const res = await app.request(`/api/resources/${resource.id}/download`);
        expect(res.status, fileName).toBe(404);
        expect(await res.text()).not.toContain('secret');
      }
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

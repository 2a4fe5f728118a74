import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestPost } from '../../test/content-factories';
import { createTestUser } from '../../test/factories';
import { callerFor, testApp } from '../../test/server';
import { SharedCache } from '../cache/shared-cache';

const t = useTestDb();
let sequence = 0;

/** A live post renamed by an admin: `/blog/{from}` should lead to `/blog/{to}`. */
async function renamedPost(cache?: SharedCache) {
  const n = ++sequence;
  const post = await createTestPost(t.db, { slug: `old-name-${n}` });
  const admin = await createTestUser(t.db, { role: 'admin' });
  const { caller, ctx } = await callerFor(t.db, admin);
  if (cache) Object.assign(ctx, { cache });
  await caller.admin.blogPosts.update({ id: post.id, title: post.title, slug: `new-name-${n}`, status: 'published' });
  return { post, from: `old-name-${n}`, to: `new-name-${n}`, caller };
}

describe('a renamed post’s old address', () => {
  it('/blog/{old} answers 301 to /blog/{new}, keeping the query', async () => {
    const { from, to } = await renamedPost();
    const app = testApp(t.db);
    const response = await app.request(`/blog/${from}?ref=newsletter`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/blog/${to}?ref=newsletter`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('GET /api/blog-posts/{old} answers 301 to the post’s path now, which answers the post', async () => {
    const { from, to, post } = await renamedPost();
    const app = testApp(t.db);
    const response = await app.request(`/api/blog-posts/${from}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/api/blog-posts/${to}`);
    const moved = await app.request(`/api/blog-posts/${to}`);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { id: number }).id).toBe(post.id);
  });

  it('is not a redirect for unknown addresses or for a post taken off the site', async () => {
    const { from, post, caller } = await renamedPost();
    const app = testApp(t.db);
    expect((await app.request('/blog/never-existed')).status).not.toBe(301);
    expect((await app.request('/api/blog-posts/never-existed')).status).toBe(404);

    await caller.admin.blogPosts.update({ id: post.id, title: post.title, slug: `new-name-${sequence}`, status: 'draft' });
    const page = await testApp(t.db).request(`/blog/${from}`);
    expect(page.status).not.toBe(301);
    expect((await testApp(t.db).request(`/api/blog-posts/${from}`)).status).toBe(404);
  });

  it('follows a rename at once in a process whose redirects were already read', async () => {
    const cache = new SharedCache();
    const app = testApp(t.db, { cache });
    const post = await createTestPost(t.db, { slug: `kept-${++sequence}` });
    expect((await app.request(`/blog/kept-${sequence}`)).status).not.toBe(301); // redirects now read and kept
    const admin = await createTestUser(t.db, { role: 'admin' });
    const { caller, ctx } = await callerFor(t.db, admin);
    Object.assign(ctx, { cache });
    await caller.admin.blogPosts.update({ id: post.id, title: post.title, slug: `kept-renamed-${sequence}`, status: 'published' });
    const response = await app.request(`/blog/kept-${sequence}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/blog/kept-renamed-${sequence}`);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestDb, useTestDb } from '../../test/db';
import {
  blogCategory,
  createTestAuthor,
  createTestPerk,
  createTestPost,
  createTestRecipe,
  createTestResource,
} from '../../test/content-factories';
import { createTestUser } from '../../test/factories';
import { callerFor } from '../../test/server';
import { MASTERCLASS_CATEGORY_NAME } from '../../shared/schemas/content';
import { seedDatabase } from '../db/seed';
import { loadDemoData } from '../db/seed/data';

const t = useTestDb();
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

async function codeOf(promise: Promise<unknown>) {
  return promise.then(
    () => 'OK',
    (error: { code?: string }) => error.code,
  );
}

describe('content.blog', () => {
  it('lists live posts newest first, a page at a time, hiding drafts and scheduled posts', async () => {
    const category = await blogCategory(t.db, 'self-care');
    const posts = [];
    for (let i = 1; i <= 5; i++) posts.push(await createTestPost(t.db, { publishedAt: day(i), categoryId: category.id }));
    await createTestPost(t.db, { status: 'draft', publishedAt: null, categoryId: category.id });
    await createTestPost(t.db, { publishedAt: new Date(Date.now() + 86_400_000), categoryId: category.id });

    const { caller } = await callerFor(t.db);
    const first = await caller.content.blog.list({ category: 'self-care', limit: 2 });
    expect(first.items.map((p) => p.id)).toEqual([posts[4]!.id, posts[3]!.id]);
    const second = await caller.content.blog.list({ category: 'self-care', limit: 2, cursor: first.nextCursor! });
    const third = await caller.content.blog.list({ category: 'self-care', limit: 2, cursor: second.nextCursor! });
    expect([...second.items, ...third.items].map((p) => p.id)).toEqual([posts[2]!.id, posts[1]!.id, posts[0]!.id]);
    expect(third.nextCursor).toBeNull();
  });

  it('keeps its order across posts published at the same moment', async () => {
    const category = await blogCategory(t.db, 'nutrition');
    const same = new Date(Date.UTC(2025, 5, 1));
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await createTestPost(t.db, { publishedAt: same, categoryId: category.id })).id);
    const { caller } = await callerFor(t.db);
    const seen = [];
    let cursor: string | undefined;
    do {
      const page = await caller.content.blog.list({ category: 'nutrition', limit: 3, cursor });
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a forged cursor and an unknown category', async () => {
    const { caller } = await callerFor(t.db);
    expect(await codeOf(caller.content.blog.list({ cursor: 'bm9wZQ' }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.content.blog.list({ cursor: Buffer.from('2026-01-01|0').toString('base64url') }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.content.blog.list({ category: 'no-such-category' }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.content.blog.list({ limit: 500 }))).toBe('BAD_REQUEST');
  });

  it('gives a post with its category, author and related posts, and 404 for a draft', async () => {
    const category = await blogCategory(t.db, 'sleep-routines');
    const author = await createTestAuthor(t.db, { role: null });
    const body = '# Hi\n\n<script>x</script>\n\n[our recipes](http://localhost:3000/recipes?page=2) and [theirs](https://example.com)';
    const post = await createTestPost(t.db, { categoryId: category.id, authorId: author.id, body });
    const sibling = await createTestPost(t.db, { categoryId: category.id, publishedAt: day(2) });
    const draft = await createTestPost(t.db, { status: 'draft', publishedAt: null });

    const { caller } = await callerFor(t.db);
    const detail = await caller.content.blog.bySlug({ slug: post.slug });
    expect(detail).toMatchObject({
      slug: post.slug,
      body,
      // As the page shows it: the author's HTML dropped, one h1 on the page (the title), our own
      // pages as paths, other sites in a new tab.
      bodyHtml:
        '<h2>Hi</h2>\n\n<p><a href="/recipes?page=2">our recipes</a> and ' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">theirs</a></p>',
      category: { slug: 'sleep-routines', name: category.name },
      author: { id: author.id, role: null },
    });
    expect(detail.related[0]!.id).toBe(sibling.id);
    expect(detail.related.map((p) => p.id)).not.toContain(post.id);
    expect(await codeOf(caller.content.blog.bySlug({ slug: draft.slug }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.content.blog.bySlug({ slug: 'Not A Slug' }))).toBe('BAD_REQUEST');
  });

  it('features flagged posts first, then the newest, four in all', async () => {
    const db = await createTestDb();
    try {
      const old = await createTestPost(db.db, { featured: true, publishedAt: day(1) });
      const others = [];
      for (let i = 2; i <= 6; i++) others.push(await createTestPost(db.db, { publishedAt: day(i) }));
      const { caller } = await callerFor(db.db);
      const featured = await caller.content.blog.featured();
      expect(featured.map((p) => p.id)).toEqual([old.id, others[4]!.id, others[3]!.id, others[2]!.id]);
    } finally {
      await db.close();
    }
  });
});

describe('content.recipes', () => {
  it('pages newest first and gives perfectFor only when there is one', async () => {
    const db = await createTestDb();
    try {
      const older = await createTestRecipe(db.db, { publishedAt: day(1), perfectFor: 'Toddlers' });
      const newer = await createTestRecipe(db.db, { publishedAt: day(2), perfectFor: null });
      const { caller } = await callerFor(db.db);
      const page = await caller.content.recipes.list({ limit: 1 });
      expect(page.items[0]).toMatchObject({ id: newer.id, prepTime: 10, cookTime: 20 });
      expect(page.items[0]).not.toHaveProperty('perfectFor');
      const next = await caller.content.recipes.list({ limit: 1, cursor: page.nextCursor! });
      expect(next.items[0]).toMatchObject({ id: older.id, perfectFor: 'Toddlers' });
      expect(await caller.content.recipes.bySlug({ slug: older.slug })).toMatchObject({
        ingredients: [{ name: '', items: [{ quantity: '90', unit: 'g', item: 'rolled oats', note: '1 cup' }] }],
        steps: ['Mix.'],
      });
      expect(await codeOf(caller.content.recipes.bySlug({ slug: 'missing' }))).toBe('NOT_FOUND');
    } finally {
      await db.close();
    }
  });
});

describe('content.resources', () => {
  it('lists resources with their categories as {id, name} and the spec image fields', async () => {
    const resource = await createTestResource(t.db, { imagePosition: { x: 20, y: 30 }, imageScale: 120 }, [
      MASTERCLASS_CATEGORY_NAME,
      'Sleep',
    ]);
    const { caller } = await callerFor(t.db);
    const listed = (await caller.content.resources.list()).find((r) => r.id === resource.id)!;
    expect(listed.imagePosition).toBe('{"x":20,"y":30}');
    expect(listed.imageScale).toBe(120);
    expect(listed.categories.map((c) => c.name)).toEqual([MASTERCLASS_CATEGORY_NAME, 'Sleep']);
    expect(Object.keys(listed.categories[0]!)).toEqual(['id', 'name']);
  });

  it('gives members the download address of a members-only file, and visitors none', async () => {
    const resource = await createTestResource(t.db, { fileName: 'sleep-routine-planner.pdf', membersOnly: true });
    const visitor = (await callerFor(t.db)).caller;
    const member = (await callerFor(t.db, await createTestUser(t.db))).caller;
    expect((await visitor.content.resources.byId({ id: resource.id })).accessUrl).toBeNull();
    expect(await codeOf(visitor.content.resources.download({ id: resource.id }))).toBe('UNAUTHORIZED');
    expect((await member.content.resources.byId({ id: resource.id })).accessUrl).toBe(`/api/resources/${resource.id}/download`);
    expect(await member.content.resources.download({ id: resource.id })).toMatchObject({ fileName: 'sleep-routine-planner.pdf' });
    // The visitor's answer came from the same cached resource: still nothing for them.
    expect((await visitor.content.resources.byId({ id: resource.id })).accessUrl).toBeNull();
  });

  it('gives everyone the link of a free resource', async () => {
    const resource = await createTestResource(t.db, { externalUrl: 'https://rednose.org.au/', membersOnly: false });
    const detail = await (await callerFor(t.db)).caller.content.resources.byId({ id: resource.id });
    expect(detail).toMatchObject({ accessUrl: 'https://rednose.org.au/', format: 'link' });
    expect(detail).not.toHaveProperty('externalUrl');
    expect(detail).not.toHaveProperty('fileName');
  });
});

describe('content.perks', () => {
  it('shows featured, unexpired perks without their redemption code or link', async () => {
    const live = await createTestPerk(t.db, { expiryDate: new Date(Date.now() + 86_400_000) });
    const expired = await createTestPerk(t.db, { expiryDate: new Date(Date.now() - 86_400_000) });
    const hidden = await createTestPerk(t.db, { featured: false });
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    const featured = await caller.content.perks.featured();
    const ids = featured.map((p) => p.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(hidden.id);
    expect(JSON.stringify(featured)).not.toMatch(/SECRET20|redeem|redemption/i);
  });
});

describe('content.siteContent', () => {
  it('has the four blocks after seeding, 404s others, and lets only admins change them', async () => {
    const db = await createTestDb();
    try {
      await seedDatabase(db.db, { admin: {}, demo: false });
      const visitor = (await callerFor(db.db)).caller;
      const promo = await visitor.content.siteContent.byKey({ key: 'home_masterclasses_promo' });
      expect(promo.content).toMatchObject({
        badge: 'Premium Content',
        cta: { text: 'Join Community', link: '/community' },
        secondaryCta: { text: 'View All Resources', link: '/resources' },
      });
      expect(promo.content.features?.map((f) => f.icon)).toEqual(['bed', 'utensils', 'star', 'file']);
      expect(await codeOf(visitor.content.siteContent.byKey({ key: 'nope' }))).toBe('NOT_FOUND');

      const member = (await callerFor(db.db, await createTestUser(db.db))).caller;
      const admin = (await callerFor(db.db, await createTestUser(db.db, { role: 'admin' }))).caller;
      const change = { key: 'home_hero' as const, content: { title: 'New title' } };
      expect(await codeOf(visitor.admin.siteContent.update(change))).toBe('UNAUTHORIZED');
      expect(await codeOf(member.admin.siteContent.update(change))).toBe('FORBIDDEN');
      expect(
        await codeOf(admin.admin.siteContent.update({ ...change, content: { cta: { text: 'x', link: 'javascript:alert(1)' } } })),
      ).toBe('BAD_REQUEST');
      const updated = await admin.admin.siteContent.update(change);
      expect(updated.content).toEqual({ title: 'New title' });
    } finally {
      await db.close();
    }
  });
});

describe('demo content', () => {
  it('is seeded once, with what the issue asks for, and every post readable', async () => {
    const db = await createTestDb();
    try {
      await seedDatabase(db.db, { admin: {}, demo: true });
      await seedDatabase(db.db, { admin: {}, demo: true });
      const { caller } = await callerFor(db.db);
      const posts = await caller.content.blog.list({ limit: 50 });
      expect(posts.items.length).toBe(loadDemoData().blogPosts.filter((p) => p.status !== 'draft').length);
      expect(posts.items.length).toBeGreaterThanOrEqual(12);
      expect(new Set(posts.items.map((p) => p.categoryId)).size).toBe(5);
      expect(await caller.content.authors.list()).toHaveLength(4);
      expect((await caller.content.recipes.list({ limit: 50 })).items.length).toBeGreaterThanOrEqual(9);
      const resources = await caller.content.resources.list();
      expect(resources.length).toBeGreaterThanOrEqual(8);
      expect(resources.filter((r) => r.categories.some((c) => c.name === MASTERCLASS_CATEGORY_NAME)).length).toBeGreaterThanOrEqual(3);
      expect((await caller.content.perks.featured()).length).toBeGreaterThan(0);
      for (const post of posts.items) {
        const detail = await caller.content.blog.bySlug({ slug: post.slug });
        expect(detail.body.split('\n\n').length).toBeGreaterThanOrEqual(4);
        expect(detail.author).not.toBeNull();
      }
      expect((await caller.content.comparisons.list()).map((c) => c.slug).sort()).toEqual(['baby-carriers', 'prams']);
    } finally {
      await db.close();
    }
  });
});

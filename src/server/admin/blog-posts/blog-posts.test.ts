import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOADS_TEXT } from '../../../shared/constants/uploads';
import { toSydneyLocal } from '../../../shared/lib/sydney-clock';
import type { BlogPostFieldsInput } from '../../../shared/schemas/admin/blog-posts';
import { useTestDb } from '../../../test/db';
import { blogCategory, createTestAuthor, createTestPost } from '../../../test/content-factories';
import { createTestUser } from '../../../test/factories';
import { callerFor } from '../../../test/server';
import { auditLog, blogPostRedirects, blogPosts, likes, notifications, savedItems } from '../../db/schema';
import { createBlogPost } from './editor';

const t = useTestDb();
let sequence = 0;

async function admin() {
  const user = await createTestUser(t.db, { role: 'admin' });
  return { user, ...(await callerFor(t.db, user)) };
}

function postInput(overrides: Partial<BlogPostFieldsInput> = {}): BlogPostFieldsInput {
  const n = ++sequence;
  return {
    title: `Settling a newborn ${n}`,
    slug: `settling-a-newborn-${n}`,
    description: 'Gentle ways to help a new baby sleep.',
    body: '# Start here\n\nSwaddle, shush, sway.',
    image: '/uploads/covers/newborn.webp',
    categoryId: null,
    authorId: null,
    featured: false,
    status: 'draft',
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { code?: string; message: string; cause?: unknown }) => error,
  );
}

/** The field errors the client gets for a refusal, through the real error formatter. */
async function fieldErrorsOf(call: () => Promise<unknown>) {
  const { appRouter } = await import('../../trpc/root');
  const { getErrorShape } = await import('@trpc/server/unstable-core-do-not-import');
  const error = await failure(call());
  const shape = getErrorShape({
    config: appRouter._def._config,
    error: error as never,
    type: 'mutation',
    path: 'admin.blogPosts.x',
    input: undefined,
    ctx: undefined,
  }) as { data: { fieldErrors: Record<string, string> | null } };
  return shape.data.fieldErrors;
}

const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('admin.blogPosts.create', () => {
  it('creates a draft with every field, which visitors cannot read', async () => {
    const { caller } = await admin();
    const category = await blogCategory(t.db, 'sleep-routines');
    const author = await createTestAuthor(t.db);
    const post = await caller.admin.blogPosts.create(
      postInput({ categoryId: category.id, authorId: author.id, featured: true, seoTitle: 'Sleep tips', seoDescription: 'Short.' }),
    );
    expect(post).toMatchObject({
      status: 'draft',
      publishedAt: null,
      categoryId: category.id,
      authorId: author.id,
      featured: true,
      seoTitle: 'Sleep tips',
      seoDescription: 'Short.',
      body: '# Start here\n\nSwaddle, shush, sway.',
      oldSlugs: [],
    });
    const visitor = (await callerFor(t.db)).caller;
    await expect(visitor.content.blog.bySlug({ slug: post.slug })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller.admin.blogPosts.byId({ id: post.id })).toEqual(post);
  });

  it('publishes now: dated now and readable at once', async () => {
    const { caller } = await admin();
    const before = Date.now();
    const post = await caller.admin.blogPosts.create(postInput({ status: 'published' }));
    expect(post.status).toBe('published');
    expect(new Date(post.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const visitor = (await callerFor(t.db)).caller;
    expect((await visitor.content.blog.bySlug({ slug: post.slug })).title).toBe(post.title);
  });

  it('schedules at a Sydney wall-clock time', async () => {
    const { caller } = await admin();
    const at = new Date(Math.ceil(minutesAhead(90).getTime() / 60_000) * 60_000);
    const post = await caller.admin.blogPosts.create(postInput({ status: 'scheduled', scheduledFor: toSydneyLocal(at) }));
    expect(post.status).toBe('scheduled');
    expect(post.publishedAt).toBe(at.toISOString());
    const visitor = (await callerFor(t.db)).caller;
    await expect(visitor.content.blog.bySlug({ slug: post.slug })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses bad input with a message for each field', async () => {
    const { caller } = await admin();
    const errors = await fieldErrorsOf(() =>
      caller.admin.blogPosts.create(
        postInput({
          title: '   ',
          slug: 'Not A Slug',
          image: 'javascript:alert(1)',
          seoTitle: 'x'.repeat(201),
          status: 'scheduled',
          scheduledFor: toSydneyLocal(minutesAhead(-10)),
        }),
      ),
    );
    expect(errors).toEqual({
      title: 'Title is required',
      slug: 'Slug may only contain lower-case letters, digits and dashes',
      image: UPLOADS_TEXT.badAddress,
      seoTitle: 'SEO title must be at most 200 characters',
    });
    // The schedule is judged once the fields themselves pass.
    expect(
      await fieldErrorsOf(() =>
        caller.admin.blogPosts.create(postInput({ status: 'scheduled', scheduledFor: toSydneyLocal(minutesAhead(-10)) })),
      ),
    ).toEqual({ scheduledFor: 'Choose a time in the future, or publish now' });
    expect(await fieldErrorsOf(() => caller.admin.blogPosts.create(postInput({ status: 'scheduled' })))).toEqual({
      scheduledFor: 'Choose the date and time to publish',
    });
  });

  it('refuses a category or author that no longer exists, next to the field', async () => {
    const { caller } = await admin();
    expect(await fieldErrorsOf(() => caller.admin.blogPosts.create(postInput({ authorId: 999_999 })))).toEqual({
      authorId: 'That author no longer exists',
    });
    expect(await fieldErrorsOf(() => caller.admin.blogPosts.create(postInput({ categoryId: 999_999 })))).toEqual({
      categoryId: 'That category no longer exists',
    });
  });

  it('records who created what, with the whole post', async () => {
    const { caller, user } = await admin();
    const post = await caller.admin.blogPosts.create(postInput());
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'blog_post'), eq(auditLog.entityId, String(post.id))));
    expect(entry).toMatchObject({ actorId: user.id, actorName: user.username, action: 'create', label: post.title, before: null });
    expect(entry!.after).toMatchObject({ title: post.title, slug: post.slug, body: post.body, status: 'draft', publishedAt: null });
  });
});

describe('slugs', () => {
  it('refuses a slug another post uses, with the message next to the slug field', async () => {
    const { caller } = await admin();
    const other = await createTestPost(t.db);
    const errors = await fieldErrorsOf(() => caller.admin.blogPosts.create(postInput({ slug: other.slug })));
    expect(errors).toEqual({ slug: 'That address is already used by another post.' });
    await expect(caller.admin.blogPosts.create(postInput({ slug: other.slug }))).rejects.toMatchObject({ code: 'CONFLICT' });
    const mine = await caller.admin.blogPosts.create(postInput());
    await expect(caller.admin.blogPosts.update({ ...postInput(), id: mine.id, slug: other.slug })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'That address is already used by another post.',
    });
  });

  it('answers availability with a free suggestion, ignoring the post itself', async () => {
    const { caller } = await admin();
    const post = await caller.admin.blogPosts.create(postInput({ slug: 'toddler-tantrums' }));
    await createTestPost(t.db, { slug: 'toddler-tantrums-2' });
    expect(await caller.admin.blogPosts.checkSlug({ slug: 'toddler-tantrums' })).toEqual({
      available: false,
      suggestion: 'toddler-tantrums-3',
    });
    expect(await caller.admin.blogPosts.checkSlug({ slug: 'toddler-tantrums', exceptId: post.id })).toEqual({
      available: true,
      suggestion: null,
    });
    expect(await caller.admin.blogPosts.checkSlug({ slug: 'nobody-has-this' })).toEqual({ available: true, suggestion: null });
  });

  it('keeps the old slug as a redirect; another post cannot take it, the post itself can take it back', async () => {
    const { caller } = await admin();
    const post = await caller.admin.blogPosts.create(postInput({ slug: 'first-address', status: 'published' }));
    const fields = { ...postInput(), status: 'published' as const };
    const renamed = await caller.admin.blogPosts.update({ ...fields, id: post.id, slug: 'second-address' });
    expect(renamed.oldSlugs).toEqual(['first-address']);
    expect(await t.db.select().from(blogPostRedirects).where(eq(blogPostRedirects.postId, post.id))).toEqual([
      { slug: 'first-address', postId: post.id },
    ]);

    expect(await caller.admin.blogPosts.checkSlug({ slug: 'first-address' })).toMatchObject({ available: false });
    expect(await fieldErrorsOf(() => caller.admin.blogPosts.create(postInput({ slug: 'first-address' })))).toEqual({
      slug: 'That address is already used by another post.',
    });

    expect(await caller.admin.blogPosts.checkSlug({ slug: 'first-address', exceptId: post.id })).toMatchObject({ available: true });
    const back = await caller.admin.blogPosts.update({ ...fields, id: post.id, slug: 'first-address' });
    expect(back.slug).toBe('first-address');
    expect(back.oldSlugs).toEqual(['second-address']);
  });

  it('keeps no old address for a draft never published', async () => {
    const { caller } = await admin();
    const draft = await caller.admin.blogPosts.create(postInput({ slug: 'working-title' }));
    const renamed = await caller.admin.blogPosts.update({ ...postInput(), id: draft.id, slug: 'final-title' });
    expect(renamed.oldSlugs).toEqual([]);
    expect(await caller.admin.blogPosts.checkSlug({ slug: 'working-title' })).toEqual({ available: true, suggestion: null });
  });

  it('stores a full address on this site as its path', async () => {
    const { caller } = await admin();
    const post = await caller.admin.blogPosts.create(postInput({ image: 'https://mamavillage.example/uploads/images/cover.webp' }));
    expect(post.image).toBe('/uploads/images/cover.webp');
  });

  it('answers CONFLICT when the unique index catches two admins racing for one slug', async () => {
    const { user } = await admin();
    const results = await Promise.allSettled([
      createBlogPost(t.db, user, postInput({ slug: 'same-moment' }) as never),
      createBlogPost(t.db, user, postInput({ slug: 'same-moment' }) as never),
    ]);
    // PGlite runs one transaction at a time, so the second sees the first through the check;
    // on PostgreSQL the unique index may be the one to refuse. Either way: one post, one CONFLICT.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT', message: 'That address is already used by another post.' });
  });

  it('turns a unique violation from the database into the slug CONFLICT', async () => {
    const { isSlugClash } = await import('./slugs');
    const other = await createTestPost(t.db);
    const error = await t.db
      .insert(blogPosts)
      .values({ slug: other.slug, title: 'Clash' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isSlugClash(error)).toBe(true);
    expect(isSlugClash(new Error('other'))).toBe(false);
  });
});

describe('admin.blogPosts.update', () => {
  it('keeps a live post’s date on edit; a draft keeps its last date hidden; publishing again dates it now', async () => {
    const { caller } = await admin();
    const publishedAt = new Date('2025-03-01T00:00:00Z');
    const post = await createTestPost(t.db, { publishedAt });
    const fields = { ...postInput(), slug: post.slug };

    const edited = await caller.admin.blogPosts.update({ ...fields, id: post.id, status: 'published', title: 'Edited' });
    expect(edited).toMatchObject({ title: 'Edited', status: 'published', publishedAt: publishedAt.toISOString() });

    const draft = await caller.admin.blogPosts.update({ ...fields, id: post.id, status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: publishedAt.toISOString() });
    const visitor = (await callerFor(t.db)).caller;
    await expect(visitor.content.blog.bySlug({ slug: post.slug })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const again = await caller.admin.blogPosts.update({ ...fields, id: post.id, status: 'published' });
    expect(new Date(again.publishedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records the before and after of the editable fields, body included', async () => {
    const { caller, user } = await admin();
    const post = await caller.admin.blogPosts.create(postInput({ body: 'Old body' }));
    await caller.admin.blogPosts.update({ ...postInput(), id: post.id, slug: post.slug, title: post.title, body: 'New body' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(post.id)), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorId: user.id, entityType: 'blog_post' });
    expect(entry!.before).toMatchObject({ body: 'Old body' });
    expect(entry!.after).toMatchObject({ body: 'New body' });
  });

  it('answers NOT_FOUND for a post that is gone', async () => {
    const { caller } = await admin();
    await expect(caller.admin.blogPosts.update({ ...postInput(), id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.admin.blogPosts.byId({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('admin.blogPosts.list', () => {
  it('pages every post with its status, filtered and searched, the last changed first', async () => {
    const { caller } = await admin();
    const category = await blogCategory(t.db, 'parenting-tips');
    const author = await createTestAuthor(t.db);
    const tag = `zebra${++sequence}`;
    const draft = await createTestPost(t.db, { title: `${tag} draft`, status: 'draft', publishedAt: null, categoryId: category.id });
    const live = await createTestPost(t.db, { title: `${tag} live`, authorId: author.id, categoryId: category.id });
    const later = await createTestPost(t.db, { slug: `${tag}-later`, title: 'Later', publishedAt: minutesAhead(60), authorId: author.id });
    await t.db
      .update(blogPosts)
      .set({ updatedAt: new Date(Date.now() + 3_000) })
      .where(eq(blogPosts.id, draft.id));

    const all = await caller.admin.blogPosts.list({ q: tag.toUpperCase() });
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ id: draft.id, status: 'draft', category: { id: category.id, name: category.name }, author: null });
    expect(Object.fromEntries(all.items.map((p) => [p.id, p.status]))).toEqual({
      [draft.id]: 'draft',
      [live.id]: 'published',
      [later.id]: 'scheduled',
    });

    expect((await caller.admin.blogPosts.list({ q: tag, status: 'scheduled' })).items.map((p) => p.id)).toEqual([later.id]);
    expect((await caller.admin.blogPosts.list({ q: tag, status: 'published' })).items.map((p) => p.id)).toEqual([live.id]);
    expect((await caller.admin.blogPosts.list({ q: tag, status: 'draft' })).items.map((p) => p.id)).toEqual([draft.id]);
    expect((await caller.admin.blogPosts.list({ q: tag, authorId: author.id })).total).toBe(2);
    expect((await caller.admin.blogPosts.list({ q: tag, categoryId: category.id, authorId: author.id })).items.map((p) => p.id)).toEqual([
      live.id,
    ]);

    const page2 = await caller.admin.blogPosts.list({ q: tag, pageSize: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items).toHaveLength(1);
  });

  it('refuses an unknown status', async () => {
    const { caller } = await admin();
    await expect(caller.admin.blogPosts.list({ status: 'hidden' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('admin.blogPosts.delete', () => {
  it('removes the post, its redirects, likes and saved items, and the links to it', async () => {
    const { caller, user } = await admin();
    const member = await createTestUser(t.db);
    const post = await caller.admin.blogPosts.create(postInput({ slug: 'going-away', status: 'published' }));
    await caller.admin.blogPosts.update({ ...postInput(), id: post.id, slug: 'going-away-now', status: 'published' });
    await t.db.insert(likes).values({ userId: member.id, contentType: 'blog_post', contentId: post.id });
    await t.db.insert(savedItems).values({ userId: member.id, contentType: 'blog_post', contentId: post.id });
    const [note] = await t.db
      .insert(notifications)
      .values({ userId: member.id, type: 'other', title: 'Read this', link: '/blog/going-away#tips', eventKey: `post:${post.id}` })
      .returning();

    expect(await caller.admin.blogPosts.delete({ id: post.id })).toEqual({ id: post.id });

    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
    expect(await t.db.select().from(blogPostRedirects).where(eq(blogPostRedirects.postId, post.id))).toEqual([]);
    expect(await t.db.select().from(likes).where(eq(likes.contentId, post.id))).toEqual([]);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.contentId, post.id))).toEqual([]);
    expect((await t.db.select().from(notifications).where(eq(notifications.id, note!.id)))[0]!.link).toBeNull();

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(post.id)), eq(auditLog.action, 'delete')));
    expect(entry).toMatchObject({ actorId: user.id, entityType: 'blog_post', after: null });
    expect(entry!.before).toMatchObject({ slug: 'going-away-now', oldSlugs: ['going-away'] });

    await expect(caller.admin.blogPosts.delete({ id: post.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOADS_TEXT } from '../../../shared/constants/uploads';
import { useTestDb } from '../../../test/db';
import { createTestAuthor, createTestPost } from '../../../test/content-factories';
import { createTestUser } from '../../../test/factories';
import { callerFor } from '../../../test/server';
import { auditLog, authors, blogPosts } from '../../db/schema';

const t = useTestDb();

async function admin() {
  const user = await createTestUser(t.db, { role: 'admin' });
  return { user, ...(await callerFor(t.db, user)) };
}

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { code: string; message: string; cause?: { fieldErrors?: Record<string, string> } }) => error,
  );
}

describe('admin.authors', () => {
  it('creates, reads and updates an author, recording before and after', async () => {
    const { caller, user } = await admin();
    const created = await caller.admin.authors.create({
      name: '  Dr Amira Haddad ',
      role: 'Paediatrician',
      avatar: '/uploads/avatars/amira.webp',
      bio: '',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Dr Amira Haddad',
      role: 'Paediatrician',
      avatar: '/uploads/avatars/amira.webp',
      bio: null,
      postCount: 0,
    });
    const updated = await caller.admin.authors.update({
      id: created.id,
      name: 'Dr Amira Haddad',
      role: null,
      avatar: null,
      bio: 'Twenty years with little ones.',
    });
    expect(updated).toMatchObject({ role: null, avatar: null, bio: 'Twenty years with little ones.' });
    expect(await caller.admin.authors.byId({ id: created.id })).toEqual(updated);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'author'), eq(auditLog.entityId, String(created.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'update']);
    const update = entries.find((e) => e.action === 'update')!;
    expect(update).toMatchObject({ actorId: user.id, label: 'Dr Amira Haddad' });
    expect(update.before).toEqual({ name: 'Dr Amira Haddad', role: 'Paediatrician', avatar: '/uploads/avatars/amira.webp', bio: null });
    expect(update.after).toEqual({ name: 'Dr Amira Haddad', role: null, avatar: null, bio: 'Twenty years with little ones.' });
  });

  it('refuses bad fields with their messages', async () => {
    const { caller } = await admin();
    const error = await refusal(
      caller.admin.authors.create({ name: ' ', role: 'r'.repeat(101), avatar: 'ftp://x/y.png', bio: 'b'.repeat(2001) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    const issues = (error.cause as unknown as { issues: { path: string[]; message: string }[] }).issues;
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      name: 'Name is required',
      role: 'Role must be at most 100 characters',
      avatar: UPLOADS_TEXT.badAddress,
      bio: 'Bio must be at most 2,000 characters',
    });
  });

  it('lists authors by name with their post counts, searched and paged', async () => {
    const { caller } = await admin();
    const tag = `Quokka${Date.now().toString(36)}`;
    const b = await createTestAuthor(t.db, { name: `${tag} Bea` });
    const a = await createTestAuthor(t.db, { name: `${tag} Ada` });
    await createTestPost(t.db, { authorId: b.id });
    await createTestPost(t.db, { authorId: b.id, status: 'draft', publishedAt: null });
    const page = await caller.admin.authors.list({ q: tag.toLowerCase() });
    expect(page.total).toBe(2);
    expect(page.items.map((row) => [row.id, row.postCount])).toEqual([
      [a.id, 0],
      [b.id, 2],
    ]);
    expect((await caller.admin.authors.list({ q: tag, pageSize: 1, page: 2 })).items.map((row) => row.id)).toEqual([b.id]);
  });

  it('deletes an author without posts', async () => {
    const { caller } = await admin();
    const author = await createTestAuthor(t.db);
    expect(await caller.admin.authors.delete({ id: author.id })).toEqual({ id: author.id, reassigned: 0 });
    expect(await t.db.select().from(authors).where(eq(authors.id, author.id))).toEqual([]);
    await expect(caller.admin.authors.delete({ id: author.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to delete an author with posts unless someone takes them over', async () => {
    const { caller, user } = await admin();
    const author = await createTestAuthor(t.db);
    const heir = await createTestAuthor(t.db);
    const posts = [await createTestPost(t.db, { authorId: author.id }), await createTestPost(t.db, { authorId: author.id })];

    const error = await refusal(caller.admin.authors.delete({ id: author.id }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'This author has 2 posts. Choose someone to take them over first.' });
    expect(error.cause?.fieldErrors).toEqual({ reassignTo: 'This author has 2 posts. Choose someone to take them over first.' });
    await expect(caller.admin.authors.delete({ id: author.id, reassignTo: author.id })).rejects.toMatchObject({
      message: 'Choose another author to take the posts over',
    });
    await expect(caller.admin.authors.delete({ id: author.id, reassignTo: 999_999 })).rejects.toMatchObject({
      message: 'The author to take the posts over no longer exists',
    });
    expect(await t.db.select().from(authors).where(eq(authors.id, author.id))).toHaveLength(1);

    expect(await caller.admin.authors.delete({ id: author.id, reassignTo: heir.id })).toEqual({ id: author.id, reassigned: 2 });
    const moved = await t.db.select({ authorId: blogPosts.authorId }).from(blogPosts).where(eq(blogPosts.authorId, heir.id));
    expect(moved).toHaveLength(posts.length);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'author'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, String(author.id))));
    expect(entry).toMatchObject({ actorId: user.id, after: null });
    expect(entry!.before).toMatchObject({ name: author.name, postsReassignedTo: heir.id });
  });

  it('says "1 post" for one', async () => {
    const { caller } = await admin();
    const author = await createTestAuthor(t.db);
    await createTestPost(t.db, { authorId: author.id });
    await expect(caller.admin.authors.delete({ id: author.id })).rejects.toMatchObject({
      message: 'This author has 1 post. Choose someone to take them over first.',
    });
  });

  it('shows author changes on the public list at once', async () => {
    const { caller } = await admin();
    const created = await caller.admin.authors.create({ name: 'Shown At Once' });
    const visitor = (await callerFor(t.db)).caller;
    expect((await visitor.content.authors.list()).map((a) => a.id)).toContain(created.id);
  });
});

import { TRPCError } from '@trpc/server';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { AUTHOR_TEXT } from '../../../shared/rules/authors';
import type { AdminListQuery, AdminPage } from '../../../shared/schemas/admin/list';
import type { AdminAuthorDetail, AdminAuthorRow } from '../../../shared/schemas/admin/authors';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import type { Db } from '../../db/client';
import { authors, blogPosts } from '../../db/schema';
import { fieldError } from '../../trpc/field-errors';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../paging';

type AuthorRow = typeof authors.$inferSelect;

export interface AuthorFields {
  name: string;
  role: string | null;
  avatar: string | null;
  bio: string | null;
}

const editableFields = (row: AuthorRow): AuthorFields => ({ name: row.name, role: row.role, avatar: row.avatar, bio: row.bio });

/** How many posts are credited to the author: with a left join on blog posts, grouped by author. */
const postCount = () => sql<number>`count(${blogPosts.id})::int`;

/** Authors by name (A to Z), with how many posts each is credited with. */
export async function listAdminAuthors(db: Db, query: AdminListQuery): Promise<AdminPage<AdminAuthorRow>> {
  const where = searchCondition(query.q, authors.name);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: authors.id, name: authors.name, role: authors.role, avatar: authors.avatar, postCount: postCount() })
      .from(authors)
      .leftJoin(blogPosts, eq(blogPosts.authorId, authors.id))
      .where(where)
      .groupBy(authors.id)
      .orderBy(asc(authors.name), asc(authors.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: countAll() }).from(authors).where(where),
  ]);
  return toAdminPage(rows, total?.count ?? 0, query);
}

export async function authorForEditor(db: Db, id: number): Promise<AdminAuthorDetail> {
  const [row] = await db
    .select({ ...getTableColumns(authors), postCount: postCount() })
    .from(authors)
    .leftJoin(blogPosts, eq(blogPosts.authorId, authors.id))
    .where(eq(authors.id, id))
    .groupBy(authors.id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: AUTHOR_TEXT.notFound });
  return { id: row.id, name: row.name, role: row.role, avatar: row.avatar, bio: row.bio, postCount: row.postCount };
}

export function createAuthor(db: Db, actor: SessionUser, input: AuthorFields): Promise<AdminAuthorDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(authors).values(input).returning();
    await recordChange(tx, actor, {
      action: 'create',
      entityType: 'author',
      entityId: row!.id,
      label: row!.name,
      after: editableFields(row!),
    });
    return authorForEditor(tx, row!.id);
  });
}

export function updateAuthor(db: Db, actor: SessionUser, input: AuthorFields & { id: number }): Promise<AdminAuthorDetail> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(authors).where(eq(authors.id, input.id)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: AUTHOR_TEXT.notFound });
    const { id, ...fields } = input;
    const [row] = await tx.update(authors).set(fields).where(eq(authors.id, id)).returning();
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'author',
      entityId: id,
      label: row!.name,
      before: editableFields(before),
      after: editableFields(row!),
    });
    return authorForEditor(tx, id);
  });
}

/**
 * Deletes an author. One credited with posts is refused (CONFLICT, saying how many) unless
 * `reassignTo` names another author, who then takes the posts over in the same transaction: a
 * post never loses its byline by accident.
 */
export function deleteAuthor(
  db: Db,
  actor: SessionUser,
  id: number,
  reassignTo: number | undefined,
): Promise<{ id: number; reassigned: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(authors).where(eq(authors.id, id)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: AUTHOR_TEXT.notFound });
    // Locks the posts too: one credited to her meanwhile would otherwise lose its byline.
    const posts = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.authorId, id)).for('update');
    let reassigned = 0;
    if (posts.length > 0) {
      if (reassignTo === undefined) {
        throw fieldError('CONFLICT', 'reassignTo', AUTHOR_TEXT.hasPosts(posts.length));
      }
      if (reassignTo === id) throw fieldError('BAD_REQUEST', 'reassignTo', AUTHOR_TEXT.reassignToSelf);
      const [heir] = await tx.select({ id: authors.id, name: authors.name }).from(authors).where(eq(authors.id, reassignTo)).for('share');
      if (!heir) throw fieldError('BAD_REQUEST', 'reassignTo', AUTHOR_TEXT.reassignNotFound);
      const moved = await tx
        .update(blogPosts)
        .set({ authorId: heir.id, updatedAt: sql`now()` })
        .where(eq(blogPosts.authorId, id))
        .returning({ id: blogPosts.id });
      reassigned = moved.length;
    }
    await tx.delete(authors).where(eq(authors.id, id));
    await recordChange(tx, actor, {
      action: 'delete',
      entityType: 'author',
      entityId: id,
      label: before.name,
      before: { ...editableFields(before), ...(reassigned > 0 && { postsReassignedTo: reassignTo, postIds: posts.map((p) => p.id) }) },
    });
    return { id, reassigned };
  });
}

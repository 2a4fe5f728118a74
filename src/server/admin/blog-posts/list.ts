import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { BlogPostStatus } from '../../../shared/constants/blog';
import type { AdminPage } from '../../../shared/schemas/admin/list';
import type { AdminBlogPostListQuery, AdminBlogPostRow } from '../../../shared/schemas/admin/blog-posts';
import { blogPostIsLive } from '../../content/blog';
import type { Db } from '../../db/client';
import { authors, blogCategories, blogPosts } from '../../db/schema';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../paging';

/**
 * The status an admin sees, on the database's clock (the clock blogPostIsLive reads): a published
 * post whose time is still ahead is scheduled.
 */
export const derivedStatus = () =>
  sql<BlogPostStatus>`case when ${blogPosts.status} = 'draft' then 'draft' when ${blogPosts.publishedAt} > now() then 'scheduled' else 'published' end`;

export function statusCondition(status: BlogPostStatus): SQL {
  if (status === 'draft') return eq(blogPosts.status, 'draft');
  if (status === 'scheduled') return and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, sql`now()`))!;
  return blogPostIsLive();
}

/** Every post, drafts and scheduled ones too, the most recently changed first. */
export async function listAdminBlogPosts(db: Db, query: AdminBlogPostListQuery): Promise<AdminPage<AdminBlogPostRow>> {
  const where = and(
    searchCondition(query.q, blogPosts.title, blogPosts.slug),
    query.status ? statusCondition(query.status) : undefined,
    query.categoryId ? eq(blogPosts.categoryId, query.categoryId) : undefined,
    query.authorId ? eq(blogPosts.authorId, query.authorId) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        status: derivedStatus(),
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
        featured: blogPosts.featured,
        categoryId: blogCategories.id,
        categoryName: blogCategories.name,
        authorId: authors.id,
        authorName: authors.name,
      })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: countAll() }).from(blogPosts).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    featured: row.featured,
    category: row.categoryId !== null ? { id: row.categoryId, name: row.categoryName! } : null,
    author: row.authorId !== null ? { id: row.authorId, name: row.authorName! } : null,
  }));
  return toAdminPage(items, total?.count ?? 0, query);
}

import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { BLOG_ADMIN_TEXT, SLUG_MAX } from '../../../shared/rules/blog';
import type { SlugAvailability } from '../../../shared/schemas/admin/blog-posts';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { blogPostRedirects, blogPosts } from '../../db/schema';
import { fieldError } from '../../trpc/field-errors';

/** The refusal of a slug in use, next to the editor's slug field. */
export const slugTaken = () => fieldError('CONFLICT', 'slug', BLOG_ADMIN_TEXT.slugTaken);

/** Whether a database error is two writers racing for one address (the unique index's word). */
export function isSlugClash(error: unknown): boolean {
  const constraint = uniqueViolation(error);
  return constraint === 'blog_posts_slug_unique' || constraint === 'blog_post_redirects_pkey';
}

/**
 * Who holds `slug`: another post as its address, or as an old address (a redirect), makes it
 * taken. `postId`'s own old address is free again (`reclaim`: its redirect goes when the post takes
 * it back).
 */
async function slugHolders(db: Db, slugs: string[], postId: number | null) {
  const [posts, redirects] = await Promise.all([
    db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(inArray(blogPosts.slug, slugs), postId ? ne(blogPosts.id, postId) : undefined)),
    db
      .select({ slug: blogPostRedirects.slug, postId: blogPostRedirects.postId })
      .from(blogPostRedirects)
      .where(inArray(blogPostRedirects.slug, slugs)),
  ]);
  const taken = new Set([...posts.map((p) => p.slug), ...redirects.filter((r) => r.postId !== postId).map((r) => r.slug)]);
  const reclaim = redirects.filter((r) => r.postId === postId).map((r) => r.slug);
  return { taken, reclaim };
}

/** Numbered variants of a taken slug ("my-post-2" …), each within the slug's length. */
function variants(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const suffix = `-${i + 2}`;
    return `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
  });
}

/** For the editor as the admin types: is `slug` free for this post, and if not, what is? */
export async function slugAvailability(db: Db, slug: string, exceptId: number | null): Promise<SlugAvailability> {
  const { taken } = await slugHolders(db, [slug], exceptId);
  if (!taken.has(slug)) return { available: true, suggestion: null };
  const candidates = variants(slug, 50);
  const busy = (await slugHolders(db, candidates, exceptId)).taken;
  return { available: false, suggestion: candidates.find((candidate) => !busy.has(candidate)) ?? null };
}

/**
 * Inside the write's transaction: refuses a slug in use (CONFLICT on the field) and lets the post
 * take back one of its own old addresses (that redirect goes).
 */
export async function claimSlug(tx: Db, slug: string, postId: number | null): Promise<void> {
  const { taken, reclaim } = await slugHolders(tx, [slug], postId);
  if (taken.has(slug)) throw slugTaken();
  if (reclaim.length > 0 && postId) {
    await tx
      .delete(blogPostRedirects)
      .where(and(eq(blogPostRedirects.postId, postId), or(...reclaim.map((s) => eq(blogPostRedirects.slug, s)))));
  }
}

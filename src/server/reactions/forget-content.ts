import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { ContentType } from '../../shared/constants/reactions';
import type { Db } from '../db/client';
import { escapeLike } from '../db/like-pattern';
import { likes, notifications, savedItems } from '../db/schema';

/**
 * What deleting a piece of content must also remove, in the deleting transaction: its likes and
 * saved items (they point at it without a foreign key), and the links of notifications that lead
 * to it (the notification stays, as text, rather than leading to a missing page). `pages` are the
 * content's addresses ('/blog/my-post'); a notification linking to one, or to an anchor in it,
 * loses its link.
 */
export async function forgetContent(tx: Db, contentType: ContentType, contentId: number, pages: string[]): Promise<void> {
  await tx.delete(likes).where(and(eq(likes.contentType, contentType), eq(likes.contentId, contentId)));
  await tx.delete(savedItems).where(and(eq(savedItems.contentType, contentType), eq(savedItems.contentId, contentId)));
  if (pages.length === 0) return;
  await tx
    .update(notifications)
    .set({ link: null })
    .where(or(inArray(notifications.link, pages), ...pages.map((page) => like(notifications.link, `${escapeLike(page)}#%`))));
}

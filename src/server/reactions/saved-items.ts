import { and, desc, eq } from 'drizzle-orm';
import type { ContentRef, SavedItemDto, SavedStatusDto } from '../../shared/schemas/reactions';
import type { Db } from '../db/client';
import { savedItems } from '../db/schema';
import { afterCursor, encodeCursor, exactTime } from '../db/cursor';
import { assertContentExists, contentKey, contentSummaries } from './content-targets';

/** The saved-items page shows at most this many, newest first. */
export const SAVED_ITEMS_MAX = 500;

const ofMemberAndItem = (userId: number, ref: ContentRef) =>
  and(eq(savedItems.userId, userId), eq(savedItems.contentType, ref.contentType), eq(savedItems.contentId, ref.contentId));

/** NOT_FOUND for an item that doesn't exist (or isn't public), like the like status. */
export async function savedStatus(db: Db, userId: number, ref: ContentRef): Promise<SavedStatusDto> {
  await assertContentExists(db, ref);
  const [row] = await db.select({ id: savedItems.id }).from(savedItems).where(ofMemberAndItem(userId, ref)).limit(1);
  return { saved: row !== undefined };
}

/** Idempotent; NOT_FOUND when the item doesn't exist (or isn't public). */
export async function saveItem(db: Db, userId: number, ref: ContentRef): Promise<SavedStatusDto> {
  await assertContentExists(db, ref);
  // The unique index keeps one row per member and item, however many saves race.
  await db
    .insert(savedItems)
    .values({ userId, contentType: ref.contentType, contentId: ref.contentId })
    .onConflictDoNothing({ target: [savedItems.userId, savedItems.contentType, savedItems.contentId] });
  return { saved: true };
}

/** Idempotent, and no existence check: an item removed since must still leave the list. */
export async function removeSavedItem(db: Db, userId: number, ref: ContentRef): Promise<SavedStatusDto> {
  await db.delete(savedItems).where(ofMemberAndItem(userId, ref));
  return { saved: false };
}

/**
 * Newest first, at most SAVED_ITEMS_MAX, items whose content is gone (or a post unpublished)
 * left out. Rows are read a page at a time (saved_items_member_recent_idx) until the list is full
 * or the member has no more, so gone items never shorten a full list; each page costs one query
 * per content type for the items' titles and links.
 */
export async function listSavedItems(db: Db, userId: number): Promise<SavedItemDto[]> {
  const items: SavedItemDto[] = [];
  let cursor: string | undefined;
  while (items.length < SAVED_ITEMS_MAX) {
    const rows = await db
      .select({
        id: savedItems.id,
        contentType: savedItems.contentType,
        contentId: savedItems.contentId,
        createdAt: savedItems.createdAt,
        at: exactTime(savedItems.createdAt),
      })
      .from(savedItems)
      .where(and(eq(savedItems.userId, userId), cursor ? afterCursor(savedItems.createdAt, savedItems.id, cursor) : undefined))
      .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
      .limit(SAVED_ITEMS_MAX);
    const summaries = await contentSummaries(db, rows);
    for (const row of rows) {
      const summary = summaries.get(contentKey(row));
      if (!summary || items.length >= SAVED_ITEMS_MAX) continue;
      items.push({
        id: row.id,
        contentType: row.contentType,
        contentId: row.contentId,
        createdAt: row.createdAt,
        title: summary.title,
        description: summary.description,
        image: summary.image,
        link: summary.link,
      });
    }
    const last = rows.at(-1);
    if (rows.length < SAVED_ITEMS_MAX || !last) break;
    cursor = encodeCursor({ date: last.at, id: last.id });
  }
  return items;
}

import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../shared/constants/reactions';
import type { ContentRef, ItemReactionsDto } from '../../shared/schemas/reactions';
import type { Db } from '../db/client';
import { likes, savedItems } from '../db/schema';
import { contentKey, publicContentKeys } from './content-targets';

/** Rows of `table` that point at one of `refs`: per content type, an id list (the item indexes). */
function pointingAt(table: typeof likes | typeof savedItems, refs: readonly ContentRef[]): SQL {
  const conditions = CONTENT_TYPES.flatMap((contentType) => {
    const ids = refs.filter((ref) => ref.contentType === contentType).map((ref) => ref.contentId);
    return ids.length === 0 ? [] : [and(eq(table.contentType, contentType), inArray(table.contentId, ids))!];
  });
  return or(...conditions)!;
}

/**
 * A list's reactions in one call: for each item, its like count and whether the member asking
 * liked and saved it (never, for a visitor). Each item is answered once, in the order first
 * asked; items that don't exist (or aren't public) are left out, as the single-item calls
 * would refuse them. Costs one query per content type asked about (which items are public), one
 * for the likes (likes_item_idx) and, for a member, one for her saves.
 */
export async function reactionsForItems(db: Db, userId: number | null, refs: readonly ContentRef[]): Promise<ItemReactionsDto[]> {
  const distinct = [...new Map(refs.map((ref) => [contentKey(ref), ref])).values()];
  if (distinct.length === 0) return [];
  const publicKeys = await publicContentKeys(db, distinct);
  const items = distinct.filter((ref) => publicKeys.has(contentKey(ref)));
  if (items.length === 0) return [];

  const likeRows = await db
    .select({
      contentType: likes.contentType,
      contentId: likes.contentId,
      count: count(),
      mine: userId === null ? sql<boolean>`false` : sql<boolean>`coalesce(bool_or(${likes.userId} = ${userId}), false)`,
    })
    .from(likes)
    .where(pointingAt(likes, items))
    .groupBy(likes.contentType, likes.contentId);
  const savedRows =
    userId === null
      ? []
      : await db
          .select({ contentType: savedItems.contentType, contentId: savedItems.contentId })
          .from(savedItems)
          .where(and(eq(savedItems.userId, userId), pointingAt(savedItems, items)));

  const likesByKey = new Map(likeRows.map((row) => [contentKey(row), row]));
  const savedKeys = new Set(savedRows.map(contentKey));
  return items.map((ref) => {
    const liked = likesByKey.get(contentKey(ref));
    return {
      contentType: ref.contentType,
      contentId: ref.contentId,
      liked: liked?.mine === true,
      likeCount: liked?.count ?? 0,
      saved: savedKeys.has(contentKey(ref)),
    };
  });
}

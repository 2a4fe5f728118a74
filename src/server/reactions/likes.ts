import { and, count, eq } from 'drizzle-orm';
import type { ContentRef, LikeCountDto, LikeStatusDto } from '../../shared/schemas/reactions';
import type { Db } from '../db/client';
import { likes } from '../db/schema';
import { awardPoints } from '../gamification/awards';
import { assertContentExists, contentAuthorId } from './content-targets';

const ofItem = (ref: ContentRef) => and(eq(likes.contentType, ref.contentType), eq(likes.contentId, ref.contentId));
const ofMemberAndItem = (userId: number, ref: ContentRef) => and(eq(likes.userId, userId), ofItem(ref));

/** Counted from the rows (likes_item_idx): one row per member and item, so no counter can drift. */
async function countLikes(db: Db, ref: ContentRef): Promise<number> {
  const [row] = await db.select({ count: count() }).from(likes).where(ofItem(ref));
  return row?.count ?? 0;
}

/**
 * A visitor has liked nothing. An item that doesn't exist (or isn't public) is NOT_FOUND for
 * everyone, as liking it would be: a card never shows a state for something that isn't there.
 */
export async function likeStatus(db: Db, userId: number | null, ref: ContentRef): Promise<LikeStatusDto> {
  await assertContentExists(db, ref);
  if (userId === null) return { liked: false };
  const [row] = await db.select({ id: likes.id }).from(likes).where(ofMemberAndItem(userId, ref)).limit(1);
  return { liked: row !== undefined };
}

/** NOT_FOUND for an item that doesn't exist, like `likeStatus`. */
export async function likeCount(db: Db, ref: ContentRef): Promise<LikeCountDto> {
  await assertContentExists(db, ref);
  return { count: await countLikes(db, ref) };
}

/**
 * Idempotent; NOT_FOUND when the item doesn't exist (or isn't public). The first like of an item
 * by a member earns her the like's points, unless the item is her own thread (awards.ts).
 */
export async function likeContent(db: Db, userId: number, ref: ContentRef): Promise<LikeStatusDto & LikeCountDto> {
  return db.transaction(async (tx) => {
    await assertContentExists(tx, ref);
    // The unique index decides between concurrent likes by one member: one row, whoever wins.
    await tx
      .insert(likes)
      .values({ userId, contentType: ref.contentType, contentId: ref.contentId })
      .onConflictDoNothing({ target: [likes.userId, likes.contentType, likes.contentId] });
    if ((await contentAuthorId(tx, ref)) !== userId) {
      await awardPoints(tx, { userId, action: 'like', sourceType: ref.contentType, sourceId: ref.contentId });
    }
    return { liked: true, count: await countLikes(tx, ref) };
  });
}

/**
 * Idempotent, and no existence check: a like of an item removed since must still be removable,
 * and removing what isn't there changes nothing.
 */
export async function unlikeContent(db: Db, userId: number, ref: ContentRef): Promise<LikeStatusDto & LikeCountDto> {
  await db.delete(likes).where(ofMemberAndItem(userId, ref));
  return { liked: false, count: await countLikes(db, ref) };
}

import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CommentRatingsDto, RecipeRatingDto } from '../../shared/schemas/comments';
import type { Db } from '../db/client';
import { comments, users } from '../db/schema';

/**
 * A recipe's stars (docs/PRODUCT.md "Comments"): the published ratings of members, not the team
 * (the site's own people don't rate its recipes), one per member (comments_one_rating_idx). A
 * deleted comment's rating goes with it; a former member's rating stays, as her comment does.
 */
const counted = and(
  eq(comments.contentType, 'recipe'),
  isNotNull(comments.rating),
  eq(comments.status, 'published'),
  isNull(comments.deletedAt),
  eq(comments.byTeam, false),
  sql`coalesce(${users.role}, 'member') = 'member'`,
);

/** Average to one decimal place, as the stars and JSON-LD show it. */
const roundAverage = (value: number) => Math.round(value * 10) / 10;

/** Each recipe's rating among `recipeIds` (absent: none): one query for a whole page of cards. */
export async function recipeRatings(db: Db, recipeIds: readonly number[]): Promise<Map<number, { average: number; count: number }>> {
  if (recipeIds.length === 0) return new Map();
  const rows = await db
    .select({
      recipeId: comments.contentId,
      average: sql<string>`avg(${comments.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(counted, inArray(comments.contentId, [...recipeIds])))
    .groupBy(comments.contentId);
  return new Map(rows.map((row) => [row.recipeId, { average: roundAverage(Number(row.average)), count: row.count }]));
}

/** A recipe's rating for its card or page: null without one. */
export async function recipeRating(db: Db, recipeId: number): Promise<RecipeRatingDto> {
  return (await recipeRatings(db, [recipeId])).get(recipeId) ?? null;
}

/** comments.ratings: `{ average: null, count: 0 }` without one. */
export async function recipeRatingOf(db: Db, recipeId: number): Promise<CommentRatingsDto> {
  const rating = await recipeRating(db, recipeId);
  return rating ?? { average: null, count: 0 };
}

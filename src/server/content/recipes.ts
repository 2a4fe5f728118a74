import { TRPCError } from '@trpc/server';
import { desc, eq } from 'drizzle-orm';
import type { Page } from '../../shared/schemas/common';
import type { RecipeDetailDto, RecipeDto, RecipeListQuery } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { recipes } from '../db/schema';
import { afterCursor, toPage } from '../db/cursor';
import { recipeRating, recipeRatings } from '../comments/ratings';

export const RECIPE_TEXT = { notFound: 'Recipe not found' } as const;

type RecipeRow = typeof recipes.$inferSelect;

/** `rating`: the recipe's published ratings (comments/ratings.ts), null without one. */
export function toRecipeDto(row: RecipeRow, rating: RecipeDto['rating'] = null): RecipeDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    featured: row.featured,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    difficulty: row.difficulty,
    // PRODUCT.md "Records and their fields": present only when the server has one.
    ...(row.perfectFor ? { perfectFor: row.perfectFor } : {}),
    servings: row.servings,
    rating,
  };
}

export async function listRecipes(db: Db, input: RecipeListQuery): Promise<Page<RecipeDto>> {
  const rows = await db
    .select()
    .from(recipes)
    .where(input.cursor ? afterCursor(recipes.publishedAt, recipes.id, input.cursor) : undefined)
    .orderBy(desc(recipes.publishedAt), desc(recipes.id))
    .limit(input.limit + 1);
  const ratings = await recipeRatings(
    db,
    rows.map((row) => row.id),
  );
  return toPage(
    rows,
    input.limit,
    (row) => row.publishedAt,
    (row) => toRecipeDto(row, ratings.get(row.id) ?? null),
  );
}

export async function recipeBySlug(db: Db, slug: string): Promise<RecipeDetailDto> {
  const [row] = await db.select().from(recipes).where(eq(recipes.slug, slug));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: RECIPE_TEXT.notFound });
  return {
    ...toRecipeDto(row, await recipeRating(db, row.id)),
    ingredients: row.ingredients,
    steps: row.steps,
    commentsOpen: row.commentsOpen,
  };
}

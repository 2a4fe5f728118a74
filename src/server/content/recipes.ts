import { TRPCError } from '@trpc/server';
import { desc, eq } from 'drizzle-orm';
import type { Page } from '../../shared/schemas/common';
import type { RecipeDetailDto, RecipeDto, RecipeListQuery } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { recipes } from '../db/schema';
import { afterCursor, toPage } from '../db/cursor';

export const RECIPE_TEXT = { notFound: 'Recipe not found' } as const;

type RecipeRow = typeof recipes.$inferSelect;

export function toRecipeDto(row: RecipeRow): RecipeDto {
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
  };
}

export async function listRecipes(db: Db, input: RecipeListQuery): Promise<Page<RecipeDto>> {
  const rows = await db
    .select()
    .from(recipes)
    .where(input.cursor ? afterCursor(recipes.publishedAt, recipes.id, input.cursor) : undefined)
    .orderBy(desc(recipes.publishedAt), desc(recipes.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, (row) => row.publishedAt, toRecipeDto);
}

export async function recipeBySlug(db: Db, slug: string): Promise<RecipeDetailDto> {
  const [row] = await db.select().from(recipes).where(eq(recipes.slug, slug));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: RECIPE_TEXT.notFound });
  return { ...toRecipeDto(row), ingredients: row.ingredients, steps: row.steps };
}

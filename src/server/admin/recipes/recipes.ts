import { TRPCError } from '@trpc/server';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AdminPage } from '../../../shared/schemas/admin/list';
import type { AdminRecipeDto, AdminRecipeListItemDto, AdminRecipeListQuery, RecipeFields } from '../../../shared/schemas/admin/recipes';
import { RECIPE_RULE_TEXT } from '../../../shared/rules/recipes';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import { RECIPE_TEXT } from '../../content/recipes';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { recipes } from '../../db/schema';
import { forgetContent } from '../../reactions/forget-content';
import { fieldError } from '../../trpc/field-errors';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../paging';
import { emitEvent } from '../../webhooks/events';

type RecipeRow = typeof recipes.$inferSelect;

export function toAdminRecipeDto(row: RecipeRow): AdminRecipeDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: row.image,
    featured: row.featured,
    commentsOpen: row.commentsOpen,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    difficulty: row.difficulty,
    perfectFor: row.perfectFor ?? '',
    servings: row.servings,
    ingredients: row.ingredients,
    steps: row.steps,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a recipe: every field an admin edits. */
function audited(row: RecipeRow) {
  const { publishedAt: _publishedAt, updatedAt: _updatedAt, ...fields } = toAdminRecipeDto(row);
  return fields;
}

export async function listAdminRecipes(db: Db, query: AdminRecipeListQuery): Promise<AdminPage<AdminRecipeListItemDto>> {
  const where = and(
    searchCondition(query.q, recipes.title, recipes.slug),
    query.featured === undefined ? undefined : eq(recipes.featured, query.featured === 'featured'),
    query.difficulty ? eq(recipes.difficulty, query.difficulty) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: recipes.id,
        slug: recipes.slug,
        title: recipes.title,
        image: recipes.image,
        featured: recipes.featured,
        difficulty: recipes.difficulty,
        publishedAt: recipes.publishedAt,
        updatedAt: recipes.updatedAt,
      })
      .from(recipes)
      .where(where)
      .orderBy(desc(recipes.publishedAt), desc(recipes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll() }).from(recipes).where(where),
  ]);
  const items = rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return toAdminPage(items, counted?.total ?? 0, query);
}

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: RECIPE_TEXT.notFound });
}

/** The refusal of a slug in use, next to the editor's slug field. */
function slugTaken(): TRPCError {
  return fieldError('CONFLICT', 'slug', RECIPE_RULE_TEXT.slugTaken);
}

export async function adminRecipeById(db: Db, id: number): Promise<AdminRecipeDto> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
  if (!row) throw notFound();
  return toAdminRecipeDto(row);
}

/** Whether `slug` is free for a recipe (the one being edited, `exceptId`, may keep its own). */
export async function recipeSlugIsFree(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.slug, slug), exceptId === undefined ? undefined : ne(recipes.id, exceptId)))
    .limit(1);
  return !taken;
}

function columnsOf(fields: RecipeFields) {
  return { ...fields, perfectFor: fields.perfectFor || null };
}

/** A unique violation on the slug, raced past the check, is the same CONFLICT. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw slugTaken();
    throw error;
  }
}

export function createRecipe(db: Db, actor: SessionUser, fields: RecipeFields): Promise<AdminRecipeDto> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      if (!(await recipeSlugIsFree(tx, fields.slug))) throw slugTaken();
      const [row] = await tx.insert(recipes).values(columnsOf(fields)).returning();
      await recordChange(tx, actor, {
        action: 'create',
        entityType: 'recipe',
        entityId: row!.id,
        label: row!.title,
        before: null,
        after: audited(row!),
      });
      // Recipes have no draft: one is published when it is created.
      await emitEvent(tx, 'recipe.published', { id: row!.id, slug: row!.slug, title: row!.title, path: `/recipes/${row!.slug}` });
      return toAdminRecipeDto(row!);
    }),
  );
}

export function updateRecipe(db: Db, actor: SessionUser, id: number, fields: RecipeFields): Promise<AdminRecipeDto> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(recipes).where(eq(recipes.id, id)).for('update');
      if (!before) throw notFound();
      if (!(await recipeSlugIsFree(tx, fields.slug, id))) throw slugTaken();
      const [row] = await tx
        .update(recipes)
        .set({ ...columnsOf(fields), updatedAt: new Date() })
        .where(eq(recipes.id, id))
        .returning();
      await recordChange(tx, actor, {
        action: 'update',
        entityType: 'recipe',
        entityId: id,
        label: row!.title,
        before: audited(before),
        after: audited(row!),
      });
      return toAdminRecipeDto(row!);
    }),
  );
}

/** Deletes a recipe with its likes and saves; notifications that linked to it keep their text. */
export async function deleteRecipe(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(recipes).where(eq(recipes.id, id)).for('update');
    if (!before) throw notFound();
    await forgetContent(tx, 'recipe', id, [`/recipes/${before.slug}`]);
    await tx.delete(recipes).where(eq(recipes.id, id));
    await recordChange(tx, actor, {
      action: 'delete',
      entityType: 'recipe',
      entityId: id,
      label: before.title,
      before: audited(before),
      after: null,
    });
    return { id };
  });
}

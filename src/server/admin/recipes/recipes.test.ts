import type { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RecipeFieldsInput } from '../../../shared/schemas/admin/recipes';
import { useTestDb } from '../../../test/db';
import { createTestRecipe } from '../../../test/content-factories';
import { createTestUser } from '../../../test/factories';
import { callerFor, testServices } from '../../../test/server';
import { createSession, generateSessionToken } from '../../auth/session';
import { createContextInner } from '../../trpc/context';
import { fieldErrorsOfCause } from '../../trpc/field-errors';
import { validationIssues } from '../../trpc/init';
import { createCaller } from '../../trpc/root';
import { auditLog, likes, notifications, recipes, savedItems } from '../../db/schema';

let n = 0;
function recipeInput(overrides: Partial<RecipeFieldsInput> = {}): RecipeFieldsInput {
  n += 1;
  return {
    title: `Banana Bread ${n}`,
    slug: `banana-bread-${n}-${process.pid}`,
    description: 'Moist and easy.',
    image: '/uploads/recipes/banana.webp',
    featured: false,
    prepTime: 15,
    cookTime: 50,
    difficulty: 'Easy',
    perfectFor: 'Toddlers',
    servings: 8,
    ingredients: [
      {
        name: '',
        items: [
          { quantity: '3', unit: '', item: 'ripe bananas', note: 'mashed' },
          { quantity: '225', unit: 'g', item: 'self-raising flour', note: '1 1/2 cups' },
        ],
      },
      { name: 'Topping', items: [{ quantity: '1', unit: 'tbsp', item: 'demerara sugar', note: '' }] },
    ],
    steps: ['Mash the bananas.', 'Fold in the flour and bake.'],
    ...overrides,
  };
}

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: TRPCError) => error,
  );
}

/** The field errors a client receives (the error formatter's, trpc/init.ts). */
function fieldErrorsOf(error: TRPCError | null) {
  if (!error) return null;
  const issues = validationIssues(error);
  if (!issues) return fieldErrorsOfCause(error);
  return Object.fromEntries(issues.map((issue) => [(issue.path ?? []).map(String).join('.'), issue.message]));
}

describe('admin.recipes', () => {
  const t = useTestDb();
  const admin = async () => {
    const user = await createTestUser(t.db, { role: 'admin' });
    return { user, caller: (await callerFor(t.db, user)).caller };
  };

  it('creates a recipe the public page then shows, with its groups, and records it in the audit log', async () => {
    const { caller, user } = await admin();
    const input = recipeInput({ title: '  Banana Bread  ' });
    const created = await caller.admin.recipes.create(input);
    expect(created).toMatchObject({ title: 'Banana Bread', slug: input.slug, perfectFor: 'Toddlers', servings: 8 });

    const visitor = (await callerFor(t.db)).caller;
    const page = await visitor.content.recipes.bySlug({ slug: input.slug });
    expect(page.ingredients).toEqual(input.ingredients);
    expect(page.steps).toEqual(input.steps);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'recipe'), eq(auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ action: 'create', actorId: user.id, label: 'Banana Bread', before: null });
    expect(entry!.after).toMatchObject({ slug: input.slug, ingredients: input.ingredients });
  });

  it('shows a change on the public page at once (the cached answer is dropped)', async () => {
    // An admin and a visitor on one app process: one cache.
    const services = testServices(t.db);
    const user = await createTestUser(t.db, { role: 'admin' });
    const session = await createSession(t.db, generateSessionToken(), user.id);
    const caller = createCaller(createContextInner({ ...services, user, session, resHeaders: new Headers() }));
    const visitor = createCaller(createContextInner({ ...services, user: null, session: null, resHeaders: new Headers() }));
    const created = await caller.admin.recipes.create(recipeInput());
    expect((await visitor.content.recipes.bySlug({ slug: created.slug })).title).toBe(created.title);
    await caller.admin.recipes.update({ ...recipeInput({ slug: created.slug }), id: created.id, title: 'Renamed Bread' });
    expect((await visitor.content.recipes.bySlug({ slug: created.slug })).title).toBe('Renamed Bread');
  });

  it('updates every field, with before and after in the audit log', async () => {
    const { caller } = await admin();
    const created = await caller.admin.recipes.create(recipeInput());
    const changed = recipeInput({
      slug: `${created.slug}-v2`,
      featured: true,
      difficulty: 'Hard',
      perfectFor: '',
      image: null,
      ingredients: [{ name: '', items: [{ quantity: '', unit: '', item: 'salt', note: 'to taste' }] }],
      steps: ['Just one step.'],
    });
    const updated = await caller.admin.recipes.update({ ...changed, id: created.id });
    expect(updated).toMatchObject({ slug: changed.slug, featured: true, difficulty: 'Hard', perfectFor: '', image: null });
    expect(await caller.admin.recipes.byId({ id: created.id })).toMatchObject({
      ingredients: changed.ingredients,
      steps: ['Just one step.'],
    });
    const [row] = await t.db.select().from(recipes).where(eq(recipes.id, created.id));
    expect(row!.perfectFor).toBeNull();

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'recipe'), eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'update')));
    expect(entry!.before).toMatchObject({ slug: created.slug, difficulty: 'Easy', featured: false });
    expect(entry!.after).toMatchObject({ slug: changed.slug, difficulty: 'Hard', featured: true });
  });

  it("refuses a slug another recipe has with CONFLICT and the slug's message; a recipe keeps its own", async () => {
    const { caller } = await admin();
    const other = await createTestRecipe(t.db);
    const error = await errorOf(caller.admin.recipes.create(recipeInput({ slug: other.slug })));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'That address is already used by another recipe.' });
    expect(fieldErrorsOf(error)).toEqual({ slug: 'That address is already used by another recipe.' });

    const mine = await caller.admin.recipes.create(recipeInput());
    expect(await caller.admin.recipes.checkSlug({ slug: other.slug })).toEqual({ free: false });
    expect(await caller.admin.recipes.checkSlug({ slug: mine.slug, exceptId: mine.id })).toEqual({ free: true });
    expect(await caller.admin.recipes.checkSlug({ slug: 'nobody-has-this-one' })).toEqual({ free: true });
    const update = await errorOf(caller.admin.recipes.update({ ...recipeInput({ slug: other.slug }), id: mine.id }));
    expect(update).toMatchObject({ code: 'CONFLICT' });
    await expect(caller.admin.recipes.update({ ...recipeInput({ slug: mine.slug }), id: mine.id })).resolves.toMatchObject({ id: mine.id });
  });

  it('refuses bad input with a message per field', async () => {
    const { caller } = await admin();
    const error = await errorOf(
      caller.admin.recipes.create(
        recipeInput({
          title: '',
          slug: 'Not A Slug',
          cookTime: 1441,
          servings: 101,
          ingredients: [{ name: '', items: [{ quantity: 'some', unit: 'g', item: 'flour', note: '' }] }],
          steps: ['x'.repeat(2001)],
        }),
      ),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(fieldErrorsOf(error)).toEqual({
      title: 'Title is required',
      slug: 'Slug may only contain lower-case letters, digits and dashes',
      cookTime: 'Cook time must be between 0 and 1,440 minutes',
      servings: 'Servings must be a whole number from 1 to 100',
      'ingredients.0.items.0.quantity': 'Quantity must be a number such as 165, 1.5, 3/4, 1 1/2 or 2-3, or empty',
      'steps.0': 'Step must be at most 2,000 characters',
    });
    const limits = await errorOf(
      caller.admin.recipes.create(
        recipeInput({
          ingredients: Array.from({ length: 21 }, () => ({ name: '', items: [{ quantity: '1', unit: '', item: 'egg', note: '' }] })),
          steps: Array.from({ length: 51 }, () => 'Stir.'),
        }),
      ),
    );
    expect(fieldErrorsOf(limits)).toEqual({ ingredients: 'At most 20 ingredient groups', steps: 'At most 50 steps' });
    const empty = await errorOf(caller.admin.recipes.create(recipeInput({ ingredients: [{ name: 'Dough', items: [] }], steps: [] })));
    expect(fieldErrorsOf(empty)).toEqual({
      'ingredients.0.items': 'A group needs at least one ingredient',
      steps: 'Add at least one step',
    });
  });

  it('deletes a recipe with its likes and saves; notifications linking to it lose the link; audited', async () => {
    const { caller } = await admin();
    const member = await createTestUser(t.db);
    const created = await caller.admin.recipes.create(recipeInput());
    const kept = await createTestRecipe(t.db);
    await t.db.insert(likes).values([
      { userId: member.id, contentType: 'recipe', contentId: created.id },
      { userId: member.id, contentType: 'recipe', contentId: kept.id },
    ]);
    await t.db.insert(savedItems).values({ userId: member.id, contentType: 'recipe', contentId: created.id });
    const [notice] = await t.db
      .insert(notifications)
      .values({ userId: member.id, type: 'other', title: 'New recipe', link: `/recipes/${created.slug}`, eventKey: `recipe:${created.id}` })
      .returning();

    expect(await caller.admin.recipes.delete({ id: created.id })).toEqual({ id: created.id });

    expect(await t.db.select().from(recipes).where(eq(recipes.id, created.id))).toEqual([]);
    const likesLeft = await t.db.select().from(likes).where(eq(likes.userId, member.id));
    expect(likesLeft.map((like) => like.contentId)).toEqual([kept.id]);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, member.id))).toEqual([]);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, notice!.id));
    expect(after).toMatchObject({ title: 'New recipe', link: null });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'recipe'), eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'delete')));
    expect(entry).toMatchObject({ label: created.title, after: null });
    expect(entry!.before).toMatchObject({ slug: created.slug });

    expect(await errorOf(caller.admin.recipes.delete({ id: created.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(caller.admin.recipes.byId({ id: created.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists by search, featured and difficulty, a page at a time, with the total', async () => {
    const { caller } = await admin();
    const tag = `zq${process.pid}x`;
    await caller.admin.recipes.create(recipeInput({ title: `${tag} Easy plain` }));
    await caller.admin.recipes.create(recipeInput({ title: `${tag} Hard featured`, difficulty: 'Hard', featured: true }));
    await caller.admin.recipes.create(recipeInput({ title: `${tag} Easy featured`, featured: true }));

    const all = await caller.admin.recipes.list({ q: tag });
    expect(all.total).toBe(3);
    const featured = await caller.admin.recipes.list({ q: tag, featured: 'featured' });
    expect(featured.items.map((r) => r.title).sort()).toEqual([`${tag} Easy featured`, `${tag} Hard featured`]);
    const notFeatured = await caller.admin.recipes.list({ q: tag, featured: 'not-featured' });
    expect(notFeatured.items.map((r) => r.title)).toEqual([`${tag} Easy plain`]);
    const hard = await caller.admin.recipes.list({ q: tag, difficulty: 'Hard' });
    expect(hard.items.map((r) => r.title)).toEqual([`${tag} Hard featured`]);
    const page2 = await caller.admin.recipes.list({ q: tag, pageSize: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items).toHaveLength(1);
  });
});

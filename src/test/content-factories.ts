import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import {
  authors,
  blogCategories,
  blogPosts,
  perks,
  recipes,
  resourceCategories,
  resourceCategoryLinks,
  resources,
} from '../server/db/schema';

let sequence = 0;
const unique = () => `${process.pid.toString(36)}-${(++sequence).toString(36)}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function createTestAuthor(db: Db, overrides: Partial<typeof authors.$inferInsert> = {}) {
  const [row] = await db
    .insert(authors)
    .values({ name: `Author ${unique()}`, role: 'Midwife', avatar: '/uploads/a.svg', ...overrides })
    .returning();
  return row!;
}

/** The blog category with that slug, made if missing. */
export async function blogCategory(db: Db, slug: string) {
  const [existing] = await db.select().from(blogCategories).where(eq(blogCategories.slug, slug));
  if (existing) return existing;
  const [row] = await db.insert(blogCategories).values({ slug, name: slug }).returning();
  return row!;
}

export async function createTestPost(db: Db, overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: `post-${id}`,
      title: `Post ${id}`,
      description: 'A short description.',
      body: 'First paragraph.\n\nSecond paragraph.',
      status: 'published',
      publishedAt: daysAgo(1),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTestRecipe(db: Db, overrides: Partial<typeof recipes.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(recipes)
    .values({
      slug: `recipe-${id}`,
      title: `Recipe ${id}`,
      description: 'Tasty.',
      prepTime: 10,
      cookTime: 20,
      difficulty: 'Easy',
      servings: 4,
      ingredients: [{ name: '', items: [{ quantity: '90', unit: 'g', item: 'rolled oats', note: '1 cup' }] }],
      steps: ['Mix.'],
      publishedAt: daysAgo(1),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTestResource(db: Db, overrides: Partial<typeof resources.$inferInsert> = {}, categoryNames: string[] = []) {
  const [row] = await db
    .insert(resources)
    .values({ title: `Resource ${unique()}`, description: 'Useful.', ...overrides })
    .returning();
  for (const name of categoryNames) {
    await db.insert(resourceCategories).values({ name }).onConflictDoNothing();
    const [category] = await db.select().from(resourceCategories).where(eq(resourceCategories.name, name));
    await db.insert(resourceCategoryLinks).values({ resourceId: row!.id, categoryId: category!.id });
  }
  return row!;
}

export async function createTestPerk(db: Db, overrides: Partial<typeof perks.$inferInsert> = {}) {
  const [row] = await db
    .insert(perks)
    .values({
      title: `Perk ${unique()}`,
      brandName: 'Brand',
      discountAmount: '20% off',
      featured: true,
      redemptionCode: 'SECRET20',
      redemptionUrl: 'https://brand.example/redeem',
      ...overrides,
    })
    .returning();
  return row!;
}

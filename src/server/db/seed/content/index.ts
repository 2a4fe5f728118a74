import { MASTERCLASS_CATEGORY_NAME } from '../../../../shared/schemas/content';
import type { Db } from '../../client';
import {
  authors,
  blogCategories,
  blogPosts,
  comparisonCategories,
  comparisonProducts,
  perkCategories,
  perks,
  recipes,
  resourceCategories,
  resourceCategoryLinks,
  resources,
  siteContent,
} from '../../schema';
import { DEMO_AUTHORS } from './authors';
import { ensureForumTopics } from './community-seed';
import { DEMO_BLOG_POSTS } from './blog-posts';
import { DEMO_COMPARISONS } from './comparisons';
import { DEMO_PERKS } from './perks';
import { DEMO_RECIPES } from './recipes';
import { DEMO_RESOURCES } from './resources';
import { DEMO_SITE_CONTENT } from './site-content';

/** SPEC section 9: the five blog categories, each with its colour on the client. */
export const BLOG_CATEGORIES = [
  { slug: 'nutrition', name: 'Nutrition' },
  { slug: 'product-reviews', name: 'Product Reviews' },
  { slug: 'self-care', name: 'Self-Care' },
  { slug: 'parenting-tips', name: 'Parenting Tips' },
  { slug: 'sleep-routines', name: 'Sleep Routines' },
] as const;

/**
 * What the site can't work without, whatever else is in the database: the blog categories, the
 * masterclass resource category, the four site content blocks (their seeded text doubles as
 * the defaults an admin edits) and, while there are none, the forum's topics. Existing rows are
 * left as an admin made them.
 */
export async function ensureStructuralContent(db: Db): Promise<void> {
  await db.insert(blogCategories).values([...BLOG_CATEGORIES]).onConflictDoNothing();
  await db.insert(resourceCategories).values({ name: MASTERCLASS_CATEGORY_NAME }).onConflictDoNothing();
  await db.insert(siteContent).values(DEMO_SITE_CONTENT).onConflictDoNothing();
  await ensureForumTopics(db);
}

async function isContentEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all([blogPosts, recipes, resources, perks].map((table) => db.$count(table)));
  return counts.every((count) => count === 0);
}

/** Ids by name for a category table, creating the names not there yet. */
async function categoryIds(
  db: Db,
  table: typeof resourceCategories | typeof perkCategories,
  names: string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  if (unique.length > 0) await db.insert(table).values(unique.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name.toLowerCase());
  if (id === undefined) throw new Error(`Demo content refers to an unknown name: ${name}`);
  return id;
}

/** The demo blog, recipes, resources, perks and comparisons, on a database with no content yet. */
export async function seedDemoContent(db: Db): Promise<boolean> {
  if (!(await isContentEmpty(db))) return false;

  const authorRows = await db
    .insert(authors)
    .values(DEMO_AUTHORS.map(({ key: _key, ...author }) => author))
    .returning({ id: authors.id });
  const authorIds = new Map(DEMO_AUTHORS.map((author, i) => [author.key, authorRows[i]!.id]));
  const blogCategoryIds = new Map(
    (await db.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories)).map((row) => [row.slug, row.id]),
  );

  await db.insert(blogPosts).values(
    DEMO_BLOG_POSTS.map(({ category, author, publishedAt, status, ...post }) => ({
      ...post,
      status: status ?? 'published',
      publishedAt: status === 'draft' ? null : new Date(publishedAt),
      categoryId: idOf(blogCategoryIds, category),
      authorId: idOf(authorIds, author),
    })),
  );

  await db.insert(recipes).values(DEMO_RECIPES.map(({ publishedAt, ...recipe }) => ({ ...recipe, publishedAt: new Date(publishedAt) })));

  const resourceCategoryIds = await categoryIds(
    db,
    resourceCategories,
    DEMO_RESOURCES.flatMap((resource) => resource.categories),
  );
  for (const { categories, publishedAt, imagePosition, ...resource } of DEMO_RESOURCES) {
    const [row] = await db
      .insert(resources)
      .values({ ...resource, imagePosition: imagePosition ?? { x: 50, y: 50 }, publishedAt: new Date(publishedAt) })
      .returning({ id: resources.id });
    await db
      .insert(resourceCategoryLinks)
      .values(categories.map((name) => ({ resourceId: row!.id, categoryId: idOf(resourceCategoryIds, name) })));
  }

  const perkCategoryIds = await categoryIds(
    db,
    perkCategories,
    DEMO_PERKS.map((perk) => perk.category),
  );
  await db.insert(perks).values(
    DEMO_PERKS.map(({ category, expiryDate, ...perk }) => ({
      ...perk,
      categoryId: idOf(perkCategoryIds, category),
      expiryDate: expiryDate ? new Date(expiryDate) : null,
    })),
  );

  for (const { products, ...category } of DEMO_COMPARISONS) {
    const [row] = await db.insert(comparisonCategories).values(category).returning({ id: comparisonCategories.id });
    await db.insert(comparisonProducts).values(products.map((product) => ({ ...product, categoryId: row!.id })));
  }
  return true;
}

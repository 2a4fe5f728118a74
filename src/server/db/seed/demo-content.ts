import type { Db } from '../client';
import {
  authors,
  blogCategories,
  blogPosts,
  comparisonCategories,
  comparisonProducts,
  perkCategories,
  perkCodes,
  perks,
  recipes,
  resourceCategories,
  resourceCategoryLinks,
  resources,
} from '../schema';
import type { DemoData } from './schemas';

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
  if (unique.length > 0)
    await db
      .insert(table)
      .values(unique.map((name) => ({ name })))
      .onConflictDoNothing();
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name.toLowerCase());
  if (id === undefined) throw new Error(`Demo content refers to an unknown name: ${name}`);
  return id;
}

/** The demo blog, recipes, resources, perks and comparisons, on a database with no content yet. */
export async function seedDemoContent(db: Db, demo: DemoData): Promise<boolean> {
  if (!(await isContentEmpty(db))) return false;

  const authorRows = await db
    .insert(authors)
    .values(demo.authors.map(({ key: _key, ...author }) => author))
    .returning({ id: authors.id });
  const authorIds = new Map(demo.authors.map((author, i) => [author.key, authorRows[i]!.id]));
  const blogCategoryIds = new Map(
    (await db.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories)).map((row) => [row.slug, row.id]),
  );

  await db.insert(blogPosts).values(
    demo.blogPosts.map(({ category, author, publishedAt, status, ...post }) => ({
      ...post,
      status: status ?? 'published',
      publishedAt: status === 'draft' ? null : new Date(publishedAt),
      categoryId: idOf(blogCategoryIds, category),
      authorId: idOf(authorIds, author),
    })),
  );

  await db.insert(recipes).values(demo.recipes.map(({ publishedAt, ...recipe }) => ({ ...recipe, publishedAt: new Date(publishedAt) })));

  const resourceCategoryIds = await categoryIds(
    db,
    resourceCategories,
    demo.resources.flatMap((resource) => resource.categories),
  );
  for (const { categories, publishedAt, imagePosition, ...resource } of demo.resources) {
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
    demo.perks.map((perk) => perk.category),
  );
  const perkRows = await db
    .insert(perks)
    .values(
      demo.perks.map(({ category, expiryDate, codes: _codes, ...perk }) => ({
        ...perk,
        categoryId: idOf(perkCategoryIds, category),
        expiryDate: expiryDate ? new Date(expiryDate) : null,
      })),
    )
    .returning({ id: perks.id });
  const poolCodes = demo.perks.flatMap((perk, i) => (perk.codes ?? []).map((code) => ({ perkId: perkRows[i]!.id, code })));
  if (poolCodes.length > 0) await db.insert(perkCodes).values(poolCodes);

  for (const { products, ...category } of demo.comparisons) {
    const [row] = await db.insert(comparisonCategories).values(category).returning({ id: comparisonCategories.id });
    await db.insert(comparisonProducts).values(products.map((product) => ({ ...product, categoryId: row!.id })));
  }
  return true;
}

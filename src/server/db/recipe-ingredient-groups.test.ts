import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestRecipe } from '../../test/content-factories';
import { recipes } from './schema';

/**
 * drizzle/0006_recipe_ingredient_groups.sql turns the ingredients of recipes written before groups
 * (a JSON array of lines) into one unnamed group whose items keep each line whole. Run here
 * against rows of the old shape on the migrated test database.
 */
const MIGRATION = path.resolve(import.meta.dirname, '../../../drizzle/0006_recipe_ingredient_groups.sql');

describe('migration 0006: recipe ingredient groups', () => {
  const t = useTestDb();

  async function runMigration() {
    await t.db.execute(sql.raw(await readFile(MIGRATION, 'utf8')));
  }

  async function ingredientsOf(id: number) {
    const [row] = await t.db.select({ ingredients: recipes.ingredients }).from(recipes).where(eq(recipes.id, id));
    return row!.ingredients as unknown;
  }

  it('turns each line of an old recipe into an item of one unnamed group, in order; leaves groups and empty lists alone', async () => {
    const old = await createTestRecipe(t.db);
    const lines = ['3/4 cup (165 g) firmly packed brown sugar', '1 egg, at room temperature', 'Salt, to taste'];
    await t.db.execute(sql`update recipes set ingredients = ${JSON.stringify(lines)}::jsonb where id = ${old.id}`);
    const empty = await createTestRecipe(t.db, { ingredients: [] });
    const grouped = await createTestRecipe(t.db, {
      ingredients: [{ name: 'Dough', items: [{ quantity: '90', unit: 'g', item: 'rolled oats', note: '1 cup' }] }],
    });

    await runMigration();

    expect(await ingredientsOf(old.id)).toEqual([
      {
        name: '',
        items: lines.map((line) => ({ quantity: '', unit: '', item: line, note: '' })),
      },
    ]);
    expect(await ingredientsOf(empty.id)).toEqual([]);
    expect(await ingredientsOf(grouped.id)).toEqual(grouped.ingredients);

    // Running it again changes nothing.
    await runMigration();
    expect(await ingredientsOf(old.id)).toEqual([
      { name: '', items: lines.map((line) => ({ quantity: '', unit: '', item: line, note: '' })) },
    ]);
  });
});

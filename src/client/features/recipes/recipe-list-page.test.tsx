import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipeListInput } from '../../../shared/schemas/content';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { makeRecipeDetail } from '../../../test/content-dtos';

describe('/recipes', () => {
  it('shows recipe cards and loads more with the cursor', { timeout: 15_000 }, async () => {
    const all = Array.from({ length: 11 }, (_, i) => makeRecipeDetail({ id: i + 1, slug: `recipe-${i + 1}`, title: `Recipe ${i + 1}` }));
    const calls: RecipeListInput[] = [];
    server.use(
      trpcMsw.content.recipes.list.query(({ input }) => {
        calls.push(input);
        const start = input.cursor ? Number(input.cursor) : 0;
        const limit = Number(input.limit ?? 12);
        return { items: all.slice(start, start + limit), nextCursor: start + limit < all.length ? String(start + limit) : null };
      }),
    );
    const { user } = renderWithProviders({ route: '/recipes' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Recipes' })).toBeInTheDocument();
    expect(await main.findAllByRole('link', { name: 'View Recipe' })).toHaveLength(9);
    expect(main.getAllByRole('link', { name: 'View Recipe' })[0]).toHaveAttribute('href', '/recipes/recipe-1');

    await user.click(main.getByRole('button', { name: 'Load more' }));
    expect(await main.findByRole('heading', { name: 'Recipe 11' })).toBeInTheDocument();
    expect(main.getAllByRole('link', { name: 'View Recipe' })).toHaveLength(11);
    expect(main.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((c) => [c.cursor, c.limit])).toEqual([
      [undefined, 9],
      ['9', 9],
    ]);
  });

  it('shows an empty state', async () => {
    server.use(trpcMsw.content.recipes.list.query(() => ({ items: [], nextCursor: null })));
    renderWithProviders({ route: '/recipes' });
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
  });
});

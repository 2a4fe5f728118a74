import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRecipeListInput } from '../../../../shared/schemas/admin/recipes';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';
import { parseRecipeListSearch } from './recipe-list-search';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });

describe('parseRecipeListSearch', () => {
  it('keeps known filters and drops the rest', () => {
    expect(parseRecipeListSearch({ q: 'oats', page: 2, featured: 'featured', difficulty: 'Hard', other: 'x' })).toEqual({
      q: 'oats',
      page: 2,
      featured: 'featured',
      difficulty: 'Hard',
    });
    expect(parseRecipeListSearch({ featured: 'yes', difficulty: 'hard' })).toEqual({});
  });
});

describe('/admin/recipes', { timeout: 20_000 }, () => {
  it('lists recipes with links to edit them; filters live in the URL', async () => {
    const calls: AdminRecipeListInput[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.recipes.list.query(({ input }) => {
        calls.push(input);
        return {
          items: [
            {
              id: 3,
              slug: 'overnight-oats',
              title: 'Overnight Oats',
              image: null,
              featured: true,
              difficulty: 'Easy',
              publishedAt: '2026-01-05T00:00:00.000Z',
              updatedAt: '2026-01-05T00:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/recipes?difficulty=Easy' });
    const table = await screen.findByRole('table', { name: 'Recipes' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Edit Overnight Oats' })).toHaveAttribute('href', '/admin/recipes/edit/3');
    expect(calls.at(-1)).toMatchObject({ difficulty: 'Easy', page: 1 });
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Easy');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Featured' }), 'featured');
    await waitFor(() => expect(router.state.location.search).toEqual({ difficulty: 'Easy', featured: 'featured' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ difficulty: 'Easy', featured: 'featured' }));
    expect(screen.getByRole('link', { name: 'New recipe' })).toHaveAttribute('href', '/admin/recipes/new');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipeListInput } from '../../../shared/schemas/content';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { makeItemReactions } from '../../../test/reactions-dtos';
import { renderWithProviders } from '../../../test/render';
import { makeRecipeDetail } from '../../../test/content-dtos';

/** `recipes.list` paging through `all` by an offset cursor. */
function recipePages(all: ReturnType<typeof makeRecipeDetail>[]) {
  return trpcMsw.content.recipes.list.query(({ input }) => {
    const start = input.cursor ? Number(input.cursor) : 0;
    const limit = Number(input.limit ?? 12);
    return { items: all.slice(start, start + limit), nextCursor: start + limit < all.length ? String(start + limit) : null };
  });
}

describe('/recipes', () => {
  it('shows recipe cards and loads more with the cursor', async () => {
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

  it('asks for the likes and saves of a page of cards in one call, and one more per page loaded', async () => {
    const all = Array.from({ length: 11 }, (_, i) => makeRecipeDetail({ id: i + 1, slug: `recipe-${i + 1}`, title: `Recipe ${i + 1}` }));
    const asked: number[][] = [];
    const { count, calls } = recordTrpcCalls();
    server.use(
      signedInAs(makeUser()),
      recipePages(all),
      trpcMsw.reactions.forItems.query(({ input }) => {
        asked.push(input.items.map((item) => Number(item.contentId)));
        return input.items.map((item) => makeItemReactions(item, { likeCount: Number(item.contentId) * 10, saved: item.contentId === 2 }));
      }),
    );
    const { user } = renderWithProviders({ route: '/recipes' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('button', { name: 'Like, 90 likes' })).toBeInTheDocument();
    // Every card shows its own item's state, from the one answer.
    expect(main.getByRole('button', { name: 'Like, 10 likes' })).toBeInTheDocument();
    expect(main.getAllByRole('button', { name: 'Saved' })).toHaveLength(1);
    expect(main.getAllByRole('button', { name: 'Save' })).toHaveLength(8);
    expect(count('reactions.forItems')).toBe(1);
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    expect(calls.filter((call) => /^reactions\.(likes|saved)\./.test(call))).toEqual([]);

    await user.click(main.getByRole('button', { name: 'Load more' }));
    expect(await main.findByRole('button', { name: 'Like, 110 likes' })).toBeInTheDocument();
    expect(count('reactions.forItems')).toBe(2);
    expect(asked).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11],
    ]);
  });

  it("a like on one card reads its page's reactions again, in one call", async () => {
    const all = Array.from({ length: 3 }, (_, i) => makeRecipeDetail({ id: i + 1, slug: `recipe-${i + 1}`, title: `Recipe ${i + 1}` }));
    const liked = new Set<number>();
    const { count } = recordTrpcCalls();
    server.use(
      signedInAs(makeUser()),
      recipePages(all),
      trpcMsw.reactions.forItems.query(({ input }) =>
        input.items.map((item) =>
          makeItemReactions(item, { liked: liked.has(Number(item.contentId)), likeCount: liked.has(Number(item.contentId)) ? 1 : 0 }),
        ),
      ),
      trpcMsw.reactions.likes.like.mutation(({ input }) => {
        liked.add(Number(input.contentId));
        return { liked: true, count: 1 };
      }),
    );
    const { user } = renderWithProviders({ route: '/recipes' });
    const main = within(await screen.findByRole('main'));
    const buttons = await main.findAllByRole('button', { name: 'Like, 0 likes' });
    expect(buttons).toHaveLength(3);
    await waitFor(() => expect(buttons[1]).toBeEnabled());

    await user.click(buttons[1]!);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[1]).toHaveAccessibleName('Like, 1 like');
    await waitFor(() => expect(count('reactions.forItems')).toBe(2));
    await waitFor(() => expect(buttons[1]).toBeEnabled());
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expect(buttons[2]).toHaveAccessibleName('Like, 0 likes');
  });

  it('shows an empty state', async () => {
    server.use(trpcMsw.content.recipes.list.query(() => ({ items: [], nextCursor: null })));
    renderWithProviders({ route: '/recipes' });
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
  });
});

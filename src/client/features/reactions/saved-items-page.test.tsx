import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { SavedItemDto } from '../../../shared/schemas/reactions';
import { makeSavedItem } from '../../../test/reactions-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { renderWithProviders } from '../../../test/render';

const ITEMS: SavedItemDto[] = [
  makeSavedItem({ id: 1, contentType: 'thread', contentId: 101, title: 'Four-month sleep regression', link: '/community/thread/101' }),
  makeSavedItem({
    id: 2,
    contentType: 'recipe',
    contentId: 1,
    title: 'Sweet Potato and Lentil Mash',
    image: '/uploads/demo/recipes/mash.svg',
    link: '/recipes/sweet-potato-lentil-mash',
  }),
  makeSavedItem({ id: 3, contentType: 'blog_post', contentId: 4, title: 'Starting Solids: A Calm Guide', link: '/blog/starting-solids' }),
  makeSavedItem({ id: 4, contentType: 'resource', contentId: 3, title: 'Sleep Routine Planner', link: '/resources/id/3' }),
  makeSavedItem({ id: 5, contentType: 'recipe', contentId: 2, title: 'Banana Oat Pancakes', link: '/recipes/banana-oat-pancakes' }),
];

async function main() {
  return within(await screen.findByRole('main'));
}

describe('/profile/saved-items', () => {
  it('groups the saved items by type under headings, each linking to its page', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.reactions.saved.list.query(() => ITEMS),
    );
    renderWithProviders({ route: '/profile/saved-items' });
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Saved Items' })).toBeInTheDocument();
    expect(document.title).toBe('Saved Items · Mama Village');
    await page.findByRole('heading', { level: 2, name: /^Recipes/ });
    expect(page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Recipes (2)',
      'Blog posts (1)',
      'Resources (1)',
      'Community threads (1)',
    ]);

    const recipes = within(page.getByRole('region', { name: /^Recipes/ }));
    expect(recipes.getAllByRole('listitem')).toHaveLength(2);
    expect(recipes.getByRole('link', { name: 'Sweet Potato and Lentil Mash' })).toHaveAttribute(
      'href',
      '/recipes/sweet-potato-lentil-mash',
    );
    // The image shows when the item has one.
    const [withImage, withoutImage] = recipes.getAllByRole('listitem');
    expect(withImage?.querySelector('img')).toHaveAttribute('src', '/uploads/demo/recipes/mash.svg');
    expect(withoutImage?.querySelector('img')).toBeNull();

    const threads = within(page.getByRole('region', { name: /^Community threads/ }));
    expect(threads.getByRole('link', { name: 'Four-month sleep regression' })).toHaveAttribute('href', '/community/thread/101');
    expect(within(page.getByRole('region', { name: /^Blog posts/ })).getByRole('link')).toHaveAttribute('href', '/blog/starting-solids');
    expect(within(page.getByRole('region', { name: /^Resources/ })).getByRole('link')).toHaveAttribute('href', '/resources/id/3');
  });

  it('removes an item in place, with the toast, and reads the list again', async () => {
    const { count } = recordTrpcCalls();
    let items = [...ITEMS];
    const removed: unknown[] = [];
    server.use(
      signedInAs(makeUser()),
      trpcMsw.reactions.saved.list.query(() => items),
      trpcMsw.reactions.saved.remove.mutation(({ input }) => {
        removed.push(input);
        items = items.filter((item) => !(item.contentType === input.contentType && item.contentId === input.contentId));
        return { saved: false };
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/saved-items' });
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Remove Banana Oat Pancakes from saved items' }));

    expect(await screen.findByText('Removed from saved items')).toBeInTheDocument();
    expect(screen.getByText('Item removed from your saved content')).toBeInTheDocument();
    expect(removed).toEqual([{ contentType: 'recipe', contentId: 2 }]);
    await waitFor(() => expect(page.queryByRole('link', { name: 'Banana Oat Pancakes' })).not.toBeInTheDocument());
    await waitFor(() => expect(count('reactions.saved.list')).toBe(2));
    expect(page.getByRole('link', { name: 'Sweet Potato and Lentil Mash' })).toBeInTheDocument();
  });

  it('keeps the item and says so when removing fails', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.reactions.saved.list.query(() => ITEMS),
      trpcMsw.reactions.saved.remove.mutation(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/saved-items' });
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Remove Sleep Routine Planner from saved items' }));
    expect(await screen.findByText('Failed to update saved status')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Sleep Routine Planner' })).toBeInTheDocument();
  });

  it("shows 'Nothing saved yet' with the way to recipes and the blog", async () => {
    server.use(signedInAs(makeUser()));
    renderWithProviders({ route: '/profile/saved-items' });
    const page = await main();
    expect(await page.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Browse recipes' })).toHaveAttribute('href', '/recipes');
    expect(page.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows a placeholder while loading, and an error with a retry when the list fails', async () => {
    let fail = true;
    server.use(
      signedInAs(makeUser()),
      trpcMsw.reactions.saved.list.query(() => {
        if (fail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
        return ITEMS;
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/saved-items' });
    const page = await main();
    expect(page.getByRole('status')).toHaveTextContent('Loading...');
    expect(await page.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('link', { name: 'Sleep Routine Planner' })).toBeInTheDocument();
  });
});

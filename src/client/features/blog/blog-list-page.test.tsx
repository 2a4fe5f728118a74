import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { BlogListInput } from '../../../shared/schemas/content';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { AUTHORS, CATEGORIES, makePost } from '../../../test/content-dtos';

const lookups = [trpcMsw.content.blog.categories.query(() => CATEGORIES), trpcMsw.content.authors.list.query(() => AUTHORS)];

/** Twelve posts in two pages (9 + 3); records every list call's input. */
function pagedPosts(calls: BlogListInput[]) {
  const all = Array.from({ length: 12 }, (_, i) => makePost(i + 1, { categoryId: i % 2 === 0 ? 1 : 2 }));
  return trpcMsw.content.blog.list.query(({ input }) => {
    calls.push(input);
    const category = CATEGORIES.find((c) => c.slug === input.category);
    const matching = category ? all.filter((p) => p.categoryId === category.id) : all;
    const start = input.cursor ? Number(input.cursor) : 0;
    const limit = Number(input.limit ?? 9);
    const items = matching.slice(start, start + limit);
    return { items, nextCursor: start + limit < matching.length ? String(start + limit) : null };
  });
}

async function cardTitles() {
  const main = within(await screen.findByRole('main'));
  return main.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
}

describe('/blog', () => {
  it('lists nine articles, then loads the rest with Load more', async () => {
    const calls: BlogListInput[] = [];
    server.use(...lookups, pagedPosts(calls));
    const { user } = renderWithProviders({ route: '/blog' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    // The title the server sends the page with, however the visitor arrived.
    expect(document.title).toBe('Blog · Mama Village');
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(await cardTitles()).toHaveLength(9);
    // The card shows the category and author from the lookups.
    expect((await screen.findAllByText('Tessa Nguyen')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Post number 12' })).toBeInTheDocument();
    expect(await cardTitles()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.cursor)).toEqual([undefined, '9']);
    expect(calls.every((c) => c.category === undefined && c.limit === 9)).toBe(true);
  });

  it('filters by category through ?category=, marking the chosen chip', async () => {
    const calls: BlogListInput[] = [];
    server.use(...lookups, pagedPosts(calls));
    const { user, router } = renderWithProviders({ route: '/blog' });
    const filters = within(await screen.findByRole('navigation', { name: 'Filter articles by category' }));
    expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    // The five categories in their fixed order, named by the server once its list arrives.
    await waitFor(() =>
      expect(filters.getAllByRole('link').map((l) => l.textContent)).toEqual([
        'All',
        'Nutrition',
        'Product Reviews',
        'Self-Care',
        'Parenting Tips',
        'Sleep & Routines',
      ]),
    );

    await user.click(filters.getByRole('link', { name: 'Parenting Tips' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'parenting-tips' }));
    await waitFor(() => expect(calls.at(-1)?.category).toBe('parenting-tips'));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(6));
    expect(filters.getByRole('link', { name: 'Parenting Tips' })).toHaveAttribute('aria-current', 'page');
    expect(filters.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/blog');
  });

  it('reads an unknown category as All', async () => {
    const calls: BlogListInput[] = [];
    server.use(...lookups, pagedPosts(calls));
    renderWithProviders({ route: '/blog?category=not-a-category' });
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(calls[0]?.category).toBeUndefined();
    const filters = within(screen.getByRole('navigation', { name: 'Filter articles by category' }));
    expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an empty state', async () => {
    server.use(
      ...lookups,
      trpcMsw.content.blog.list.query(() => ({ items: [], nextCursor: null })),
    );
    renderWithProviders({ route: '/blog?category=nutrition' });
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    server.use(
      ...lookups,
      trpcMsw.content.blog.list.query(() => {
        if (fail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
        return { items: [makePost(1)], nextCursor: null };
      }),
    );
    const { user } = renderWithProviders({ route: '/blog' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
  });

  it('shows three placeholders while loading', async () => {
    server.use(
      ...lookups,
      trpcMsw.content.blog.list.query(() => new Promise(() => {})),
    );
    renderWithProviders({ route: '/blog' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading articles...');
    expect(status.querySelectorAll('.chakra-skeleton').length).toBeGreaterThanOrEqual(3);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminResourceListInput } from '../../../../shared/schemas/admin/resources';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';
import { parseResourceListSearch } from './resource-list-search';

describe('parseResourceListSearch', () => {
  it('keeps known filters and drops the rest', () => {
    expect(parseResourceListSearch({ category: 3, membersOnly: 'everyone', featured: 'featured', comingSoon: 'open', page: '2' })).toEqual({
      category: 3,
      membersOnly: 'everyone',
      featured: 'featured',
      comingSoon: 'open',
      page: 2,
    });
    expect(parseResourceListSearch({ category: 'x', membersOnly: 'yes', comingSoon: true })).toEqual({});
  });
});

describe('/admin/resources', { timeout: 20_000 }, () => {
  it('lists resources and filters by category in the URL', async () => {
    const calls: AdminResourceListInput[] = [];
    server.use(
      signedInAs(makeUser({ isAdmin: true })),
      trpcMsw.admin.resources.categories.query(() => [{ id: 2, name: 'Downloadable', resourceCount: 1 }]),
      trpcMsw.admin.resources.list.query(({ input }) => {
        calls.push(input);
        return {
          items: [
            {
              id: 8,
              title: 'Hospital Bag Checklist',
              categories: [{ id: 2, name: 'Downloadable' }],
              access: 'file',
              membersOnly: true,
              featured: false,
              comingSoon: false,
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
    const { user, router } = renderWithProviders({ route: '/admin/resources' });
    const table = await screen.findByRole('table', { name: 'Resources' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Edit Hospital Bag Checklist' })).toHaveAttribute('href', '/admin/resources/edit/8');
    expect(within(table).getByText('PDF')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Downloadable');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 2 }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ category: 2 }));
  });
});

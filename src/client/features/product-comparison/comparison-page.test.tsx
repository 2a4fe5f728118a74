import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { makeComparison } from '../../../test/content-dtos';
import { formatAud, starsFor } from './comparison-format';

const LIST = [
  { slug: 'prams', name: 'Prams & Strollers' },
  { slug: 'car-seats', name: 'Car Seats' },
  { slug: 'baby-carriers', name: 'Baby Carriers' },
];

describe('/product-comparison/{category}', () => {
  it('shows products as columns and features as rows, with prices, ratings, pros and cons', async () => {
    server.use(
      trpcMsw.content.comparisons.byCategory.query(({ input }) => makeComparison({ slug: input.slug })),
      trpcMsw.content.comparisons.list.query(() => LIST),
    );
    renderWithProviders({ route: '/product-comparison/prams' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Prams & Strollers' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Prams & Strollers compared side by side' });
    const t = within(table);

    const columns = t.getAllByRole('columnheader');
    expect(columns.map((c) => c.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(columns[0]).toHaveTextContent('Feature');
    expect(columns[1]).toHaveTextContent('Bramblewood');
    expect(columns[1]).toHaveTextContent('Coastline Cruiser');
    expect(columns[1]).toHaveTextContent('A$1,299');
    expect(within(columns[1]!).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(within(columns[1]!).getByAltText('Bramblewood Coastline Cruiser')).toHaveAttribute(
      'src',
      '/uploads/demo/products/coastline-cruiser.svg',
    );
    expect(columns[2]).toHaveTextContent('A$549');
    expect(within(columns[2]!).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();

    const rowHeaders = t.getAllByRole('rowheader');
    expect(rowHeaders.map((r) => r.textContent)).toEqual(['Weight', 'Fold', 'Best for', 'Pros', 'Cons']);
    expect(rowHeaders.every((r) => r.getAttribute('scope') === 'row')).toBe(true);

    const row = (label: string) => within(t.getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell');
    expect(row('Weight').map((c) => c.textContent)).toEqual(['12.4 kg', '6.8 kg']);
    expect(row('Fold').map((c) => c.textContent)).toEqual(['Two-piece', '—']);
    expect(row('Best for').map((c) => c.textContent)).toEqual(['Daily walks on beach tracks', 'Public transport']);
    expect(row('Pros')[0]).toHaveTextContent('Smooth ride');
    expect(row('Cons')[0]).toHaveTextContent('Heavy to lift');
    expect(row('Cons')[1]).toHaveTextContent('Not listed');
  });

  it('links to the other comparison categories', async () => {
    server.use(
      trpcMsw.content.comparisons.byCategory.query(() => makeComparison()),
      trpcMsw.content.comparisons.list.query(() => LIST),
    );
    renderWithProviders({ route: '/product-comparison/prams' });
    const nav = within(await screen.findByRole('navigation', { name: 'Compare other products' }));
    expect(nav.getByRole('link', { name: 'Car Seats' })).toHaveAttribute('href', '/product-comparison/car-seats');
    expect(nav.getByRole('link', { name: 'Baby Carriers' })).toHaveAttribute('href', '/product-comparison/baby-carriers');
    expect(nav.getByRole('link', { name: 'Prams & Strollers' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the not-found page for an unknown category', async () => {
    server.use(
      trpcMsw.content.comparisons.byCategory.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Comparison not found' });
      }),
    );
    renderWithProviders({ route: '/product-comparison/spaceships' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('comparison formats', () => {
  it("prices in AUD as 'A$'", () => {
    expect(formatAud(1299)).toBe('A$1,299');
    expect(formatAud(49.5)).toBe('A$49.50');
  });

  it('stars to the nearest half', () => {
    expect(starsFor(4.6)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsFor(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });
});

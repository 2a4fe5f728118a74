import { act, screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASTERCLASS_CATEGORY_NAME } from '../../../shared/schemas/content';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { makeResource } from '../../../test/content-dtos';
import { filterResources } from './resource-filters';

const RESOURCES = [
  makeResource(1, {
    title: 'Feeding Tracker',
    categories: [
      { id: 1, name: 'Downloadable' },
      { id: 5, name: 'Feeding' },
    ],
  }),
  makeResource(2, { title: 'Safe Sleep Guide', format: 'link', categories: [{ id: 2, name: 'Guides' }] }),
  makeResource(3, { title: 'Untagged Planner', format: 'file', membersOnly: true, categories: [] }),
  makeResource(4, {
    title: 'Gentle Sleep Settling',
    format: 'none',
    comingSoon: true,
    membersOnly: true,
    categories: [{ id: 3, name: MASTERCLASS_CATEGORY_NAME }],
  }),
];

function resourceHandlers(counter?: { calls: number }) {
  return [
    trpcMsw.content.resources.list.query(() => {
      if (counter) counter.calls += 1;
      return RESOURCES;
    }),
    trpcMsw.content.siteContent.byKey.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Site content not found' });
    }),
  ];
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('/resources', () => {
  it('shows every resource under All: resource cards, then masterclass cards', async () => {
    server.use(...resourceHandlers());
    renderWithProviders({ route: '/resources' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    const guides = within(await screen.findByRole('region', { name: 'Guides & downloads' }));
    expect(guides.getByRole('link', { name: 'Feeding Tracker' })).toHaveAttribute('href', '/resources/id/1');
    expect(guides.getByRole('link', { name: 'Safe Sleep Guide' })).toHaveAttribute('href', '/resources/id/2');
    expect(guides.getByRole('link', { name: 'Untagged Planner' })).toBeInTheDocument();
    expect(guides.getAllByText('Free')).toHaveLength(2);
    expect(guides.getAllByText('Members only')).toHaveLength(1);
    expect(guides.getAllByText('Printable download')).toHaveLength(2);
    expect(guides.getByText('Online resource')).toBeInTheDocument();

    const masterclasses = within(screen.getByRole('region', { name: 'Expert Masterclasses' }));
    expect(masterclasses.getByText('Coming Soon')).toBeInTheDocument();
    expect(masterclasses.getByText('Become a Member')).toBeInTheDocument();
    expect(masterclasses.getByRole('link', { name: /Gentle Sleep Settling/ })).toHaveAttribute('href', '/auth');

    const tabs = within(screen.getByRole('navigation', { name: 'Show resources' }));
    expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('?category=downloadable shows the Downloadable category and every file', async () => {
    server.use(...resourceHandlers());
    renderWithProviders({ route: '/resources?category=downloadable' });
    await screen.findByRole('link', { name: 'Feeding Tracker' });
    expect(titles()).toEqual(['Feeding Tracker', 'Untagged Planner']);
    const tabs = within(screen.getByRole('navigation', { name: 'Show resources' }));
    expect(tabs.getByRole('link', { name: 'Downloadable' })).toHaveAttribute('aria-current', 'page');
  });

  it('?category=masterclass shows only masterclasses, as masterclass cards', async () => {
    server.use(...resourceHandlers());
    renderWithProviders({ route: '/resources?category=masterclass' });
    expect(await screen.findByText('Become a Member')).toBeInTheDocument();
    expect(titles()).toEqual(['Gentle Sleep Settling']);
    expect(screen.getByRole('heading', { level: 2, name: 'Expert Masterclasses' })).toBeInTheDocument();
  });

  it('reads an unknown category as All', async () => {
    server.use(...resourceHandlers());
    renderWithProviders({ route: '/resources?category=videos' });
    await screen.findByRole('link', { name: 'Feeding Tracker' });
    expect(titles()).toHaveLength(4);
    const tabs = within(screen.getByRole('navigation', { name: 'Show resources' }));
    expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('the tabs update ?category=', async () => {
    server.use(...resourceHandlers());
    const { user, router } = renderWithProviders({ route: '/resources' });
    const tabs = within(await screen.findByRole('navigation', { name: 'Show resources' }));
    await screen.findByRole('link', { name: 'Feeding Tracker' });

    await user.click(tabs.getByRole('link', { name: 'Masterclasses' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'masterclass' }));
    await waitFor(() => expect(titles()).toEqual(['Gentle Sleep Settling']));

    await user.click(tabs.getByRole('link', { name: 'Downloadable' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'downloadable' }));
    await waitFor(() => expect(titles()).toEqual(['Feeding Tracker', 'Untagged Planner']));

    await user.click(tabs.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(titles()).toHaveLength(4));
  });

  it('fetches the list again 500 ms after mount and when the window regains focus', async () => {
    const counter = { calls: 0 };
    server.use(...resourceHandlers(counter));
    renderWithProviders({ route: '/resources' });
    await screen.findByRole('link', { name: 'Feeding Tracker' });
    await waitFor(() => expect(counter.calls).toBe(2), { timeout: 2000 });

    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(counter.calls).toBe(3));
  });

  it('shows an empty state for a tab with nothing in it', async () => {
    server.use(trpcMsw.content.resources.list.query(() => [RESOURCES[1]!]));
    renderWithProviders({ route: '/resources?category=masterclass' });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });
});

describe('filterResources', () => {
  it('downloadable: the category (any case) or a file', () => {
    const lower = makeResource(9, { format: 'link', categories: [{ id: 1, name: 'downloadable' }] });
    expect(filterResources([...RESOURCES, lower], 'downloadable').map((r) => r.id)).toEqual([1, 3, 9]);
  });

  it('masterclass: exactly the spec category name', () => {
    const near = makeResource(9, { categories: [{ id: 1, name: 'events or masterclasses' }] });
    expect(filterResources([...RESOURCES, near], 'masterclass').map((r) => r.id)).toEqual([4]);
  });
});

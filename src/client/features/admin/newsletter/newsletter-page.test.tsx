import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriberDto, SubscriberListInput } from '../../../../shared/schemas/newsletter';
import { makeSubscriber, makeSubscriberCounts } from '../../../../test/newsletter-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';
import { parseSubscriberListSearch, subscribersCsvHref } from './newsletter-list-search';
import { ADMIN_NEWSLETTER_TEXT as T } from './newsletter-text';

const ADMIN = makeUser({ id: 1, username: 'jo_admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

describe('/admin/newsletter', { timeout: 20_000 }, () => {
  it('shows the counts and subscribers, keeps search and filters in the URL and the CSV link', async () => {
    const asked: SubscriberListInput[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.newsletter.counts.query(() =>
        makeSubscriberCounts({
          active: 12,
          unsubscribed: 3,
          bySource: [
            { source: 'footer', active: 9 },
            { source: 'download-app', active: 3 },
          ],
        }),
      ),
      trpcMsw.admin.newsletter.subscribers.query(({ input }) => {
        asked.push(input);
        return {
          items: [
            makeSubscriber({ id: 1, email: 'jess@example.com', name: 'Jess Nguyen', source: 'footer' }),
            makeSubscriber({ id: 2, email: 'amy@example.com', name: 'Amy Lee', source: 'download-app', status: 'unsubscribed' }),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/newsletter' });
    const table = await screen.findByRole('table', { name: T.caption }, LOAD);
    const counts = screen.getByRole('region', { name: T.countsLabel });
    expect(counts).toHaveTextContent('Active12');
    expect(counts).toHaveTextContent('Unsubscribed3');
    const bySource = within(counts).getByRole('list', { name: T.bySourceLabel });
    expect(
      within(bySource)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Footer: 9', 'Download app page: 3']);

    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('jess@example.com');
    expect(first).toHaveTextContent('Jess Nguyen');
    expect(first).toHaveTextContent('Footer');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('November 2, 2026');
    expect(within(first!).getByRole('button', { name: 'Unsubscribe jess@example.com' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Unsubscribed');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    const csv = screen.getByRole('link', { name: T.exportCsv });
    expect(csv).toHaveAttribute('href', '/api/admin/newsletter/subscribers.csv');
    expect(csv).toHaveAttribute('download');

    await user.selectOptions(screen.getByRole('combobox', { name: T.filterStatus }), 'active');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active' }));
    await user.selectOptions(screen.getByRole('combobox', { name: T.filterSource }), 'download-app');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active', source: 'download-app' }));
    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'amy');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active', source: 'download-app', q: 'amy' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'amy', status: 'active', source: 'download-app', page: 1 }));
    expect(screen.getByRole('link', { name: T.exportCsv })).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers.csv?q=amy&status=active&source=download-app',
    );
  });

  it('unsubscribes an address after a confirm, and refreshes the list and counts', async () => {
    let row: SubscriberDto = makeSubscriber({ id: 5, email: 'jess@example.com' });
    const unsubscribed: number[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.newsletter.counts.query(() =>
        makeSubscriberCounts({ active: row.status === 'active' ? 1 : 0, unsubscribed: row.status === 'active' ? 0 : 1 }),
      ),
      trpcMsw.admin.newsletter.subscribers.query(() => ({ items: [row], total: 1, page: 1, pageSize: 20 })),
      trpcMsw.admin.newsletter.unsubscribe.mutation(({ input }) => {
        unsubscribed.push(Number(input.id));
        row = { ...row, status: 'unsubscribed', unsubscribedAt: '2026-11-25T01:00:00.000Z' };
        return { ok: true as const };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/newsletter' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe jess@example.com' }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: T.confirmTitle });
    expect(dialog).toHaveTextContent(T.confirmBody('jess@example.com'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(unsubscribed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe jess@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.unsubscribe }));
    expect(await screen.findByText(T.unsubscribedToast('jess@example.com'))).toBeInTheDocument();
    expect(unsubscribed).toEqual([5]);
    const table = screen.getByRole('table', { name: T.caption });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Unsubscribed'));
    expect(screen.queryByRole('button', { name: 'Unsubscribe jess@example.com' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: T.countsLabel })).toHaveTextContent('Unsubscribed1'));
  });

  it('says so when nobody has subscribed yet', async () => {
    server.use(signedInAs(ADMIN));
    renderWithProviders({ route: '/admin/newsletter' });
    expect(await screen.findByText(T.emptyTitle, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(T.noSources)).toBeInTheDocument();
  });
});

describe('subscriber list search', () => {
  it('keeps known statuses and well-formed sources, drops the rest', () => {
    expect(parseSubscriberListSearch({ status: 'active', source: 'Footer', q: ' jo ', page: '2' })).toEqual({
      status: 'active',
      source: 'footer',
      q: 'jo',
      page: 2,
    });
    expect(parseSubscriberListSearch({ status: 'maybe', source: '<script>' })).toEqual({});
  });

  it('builds the CSV address from the filters only', () => {
    expect(subscribersCsvHref({})).toBe('/api/admin/newsletter/subscribers.csv');
    expect(subscribersCsvHref({ q: 'a&b', source: 'home' })).toBe('/api/admin/newsletter/subscribers.csv?q=a%26b&source=home');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { delay } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeAuditEntry, makeDashboardSummary } from '../../../../test/admin-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'jo_admin', isAdmin: true });

function auditList(entries = [makeAuditEntry({ label: 'Older change' })]) {
  return trpcMsw.admin.audit.list.query(({ input }) => {
    const items = input.q ? entries.filter((entry) => entry.label.toLowerCase().includes(input.q!.toLowerCase())) : entries;
    return { items, total: items.length, page: Number(input.page ?? 1), pageSize: Number(input.pageSize ?? 20) };
  });
}

const SUMMARY = makeDashboardSummary({
  members: { total: 1234, newThisWeek: 17 },
  community: { threadsThisWeek: 8, repliesThisWeek: 42 },
  newsletterSubscribers: 356,
  mostLiked: [
    { contentType: 'recipe', contentId: 3, title: 'Banana pancakes', link: '/recipes/banana-pancakes', count: 12 },
    { contentType: 'blog_post', contentId: 9, title: 'Sleep tips', link: '/blog/sleep-tips', count: 1 },
  ],
  mostSaved: [],
  latestChanges: [
    makeAuditEntry({
      actorName: 'jo_admin',
      action: 'update',
      entityType: 'site_content',
      label: 'Home hero',
      before: { title: 'Welcome', badge: 'New' },
      after: { title: 'Welcome, mums', badge: 'New' },
    }),
    makeAuditEntry({
      actorName: 'sam_admin',
      action: 'delete',
      entityType: 'recipe',
      label: 'Old stew',
      before: { title: 'Old stew' },
      after: null,
    }),
  ],
});

// Whole pages with their lazy chunks: more than the default 5 s on a busy 2-core machine.
describe('admin dashboard', { timeout: 15_000 }, () => {
  // The page is a lazy chunk: transform it before the first test's clock starts, as a browser
  // would have it cached after the first visit.
  beforeAll(async () => {
    await import('./dashboard-page');
  });

  beforeEach(() => server.use(signedInAs(ADMIN), auditList()));

  it('shows "Loading..." and then the figures, top lists, latest changes and quick links', async () => {
    server.use(
      trpcMsw.admin.dashboard.summary.query(async () => {
        await delay(300);
        return SUMMARY;
      }),
    );
    renderWithProviders({ route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('17 new this week')).toBeInTheDocument();
    expect(screen.getByText('Threads this week').parentElement).toHaveTextContent('8');
    expect(screen.getByText('Replies this week').parentElement).toHaveTextContent('42');
    const newsletter = screen.getByText('Newsletter subscribers').parentElement!;
    expect(newsletter).toHaveTextContent('356');
    expect(newsletter).not.toHaveTextContent('soon');

    const liked = screen.getByRole('region', { name: 'Most liked, last 30 days' });
    expect(
      within(liked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Banana pancakesRecipe12 likes', 'Sleep tipsBlog post1 like']);
    expect(within(liked).getByRole('link', { name: 'Banana pancakes' })).toHaveAttribute('href', '/recipes/banana-pancakes');
    expect(
      within(screen.getByRole('region', { name: 'Most saved, last 30 days' })).getByText('Nothing saved in the last 30 days.'),
    ).toBeInTheDocument();

    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['New blog post', '/admin/blog-posts/new'],
      ['New recipe', '/admin/recipes/new'],
      ['New resource', '/admin/resources/new'],
      ['New perk', '/admin/perks/new'],
      ['Edit home page', '/admin/site-content'],
    ]);
  });

  it('lists the latest changes, each opening to the fields it changed', async () => {
    server.use(trpcMsw.admin.dashboard.summary.query(() => SUMMARY));
    const { user } = renderWithProviders({ route: '/admin' });
    const latest = await screen.findByRole('region', { name: 'Latest changes' });
    expect(within(latest).getByText(/updated Site content/)).toHaveTextContent('jo_admin updated Site content “Home hero”');
    expect(within(latest).getByText(/deleted Recipe/)).toHaveTextContent('sam_admin deleted Recipe “Old stew”');
    expect(within(latest).getAllByText('5 minutes ago')).toHaveLength(2);

    const show = within(latest).getByRole('button', { name: /Show changes: jo_admin updated/ });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const diff = within(latest).getByRole('table', { name: 'jo_admin updated Site content “Home hero”' });
    expect(
      within(diff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'TitleWelcomeWelcome, mums']);
    await user.click(within(latest).getByRole('button', { name: /Hide changes: jo_admin updated/ }));
    expect(within(latest).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    server.use(
      trpcMsw.admin.dashboard.summary.query(() => makeDashboardSummary()),
      auditList([]),
    );
    renderWithProviders({ route: '/admin/settings' });
    expect(await screen.findByText('No changes yet. Edits made in the admin area show here.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Nothing liked in the last 30 days.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the dashboard', async () => {
    let calls = 0;
    server.use(
      trpcMsw.admin.dashboard.summary.query(() => {
        calls += 1;
        if (calls === 1) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return SUMMARY;
      }),
    );
    const { user } = renderWithProviders({ route: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The dashboard couldn't load just now.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it('pages and searches all changes, keeping both in the URL', async () => {
    const entries = Array.from({ length: 45 }, (_, i) => makeAuditEntry({ label: i === 44 ? 'Sleep tips' : `Change ${i + 1}` }));
    const asked: { q?: string; page?: number }[] = [];
    server.use(
      trpcMsw.admin.dashboard.summary.query(() => makeDashboardSummary()),
      trpcMsw.admin.audit.list.query(({ input }) => {
        const page = Number(input.page ?? 1);
        asked.push({ q: input.q, page });
        const matching = input.q ? entries.filter((entry) => entry.label.includes(input.q!)) : entries;
        return { items: matching.slice((page - 1) * 20, page * 20), total: matching.length, page, pageSize: 20 };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin' });
    const all = await screen.findByRole('region', { name: 'All changes' });
    const pager = await within(all).findByRole('navigation', { name: 'Change log pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(await within(all).findByText('Change 21', { exact: false })).toBeInTheDocument();

    await user.type(within(all).getByRole('searchbox', { name: 'Search changes' }), 'Sleep{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'Sleep' }));
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(1));
    expect(within(all).queryByRole('navigation')).not.toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ q: 'Sleep', page: 1 });
  });

  it('says when no change matches the search', async () => {
    server.use(
      trpcMsw.admin.dashboard.summary.query(() => makeDashboardSummary()),
      auditList(),
    );
    const { user } = renderWithProviders({ route: '/admin?q=Older' });
    const all = await screen.findByRole('region', { name: 'All changes' });
    expect(await within(all).findByText(/Older change/)).toBeInTheDocument();
    expect(within(all).getByRole('searchbox', { name: 'Search changes' })).toHaveValue('Older');

    await user.clear(within(all).getByRole('searchbox', { name: 'Search changes' }));
    await user.type(within(all).getByRole('searchbox', { name: 'Search changes' }), 'nothing like it{Enter}');
    expect(await within(all).findByRole('status')).toHaveTextContent('No changes match “nothing like it”');
  });

  it("shows the moderation queue: what waits and since when, and this month's reports, median wait and decisions", async () => {
    const HOUR = 3_600_000;
    server.use(
      trpcMsw.admin.dashboard.summary.query(() =>
        makeDashboardSummary({
          moderation: {
            pending: 4,
            oldestPendingAt: new Date(Date.now() - 3 * 24 * HOUR - 60_000),
            month: { reports: 12, medianDecisionMs: 5.5 * HOUR, decisions: { keep: 3, remove: 2, edit: 1, lock: 0, ignore: 4 } },
          },
        }),
      ),
    );
    renderWithProviders({ route: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Moderation' });
    expect(within(panel).getByText('4', { selector: 'p' })).toBeInTheDocument();
    expect(within(panel).getByText('Oldest waiting 3 days')).toBeInTheDocument();
    expect(within(panel).getByText('12')).toBeInTheDocument();
    expect(within(panel).getByText('5 hours')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kept: 3', 'Removed: 2', 'Edited: 1', 'Locked: 0', 'Ignored: 4']);
    expect(within(panel).getByRole('link', { name: 'Open the queue' })).toHaveAttribute('href', '/admin/moderation');
  });

  it('shows how the site runs: up for how long, the jobs waiting and the oldest, the emails failing, the last backup', async () => {
    const HOUR = 3_600_000;
    server.use(
      trpcMsw.admin.dashboard.summary.query(() =>
        makeDashboardSummary({
          running: {
            upSince: new Date(Date.now() - 2 * 24 * HOUR - 60_000),
            jobsWaiting: 7,
            oldestJobWaitingMs: 20 * 60_000,
            emailsFailing: 3,
            lastBackup: { finishedAt: new Date(Date.now() - 5 * HOUR - 60_000), fileName: 'nightly.backup.gz', bytes: 4.2 * 1024 * 1024 },
            nextBackupAt: null,
          },
        }),
      ),
    );
    renderWithProviders({ route: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Running' });
    expect(within(panel).getByText('2 days')).toBeInTheDocument();
    expect(within(panel).getByText(/^This server since /)).toBeInTheDocument();
    expect(within(panel).getByText('7')).toBeInTheDocument();
    expect(within(panel).getByText('Oldest waiting 20 minutes')).toBeInTheDocument();
    expect(within(panel).getByText('3')).toBeInTheDocument();
    expect(within(panel).getByText('In the last 24 hours')).toBeInTheDocument();
    expect(within(panel).getByText('5 hours ago')).toBeInTheDocument();
    expect(within(panel).getByText('nightly.backup.gz · 4.2 MB')).toBeInTheDocument();
  });

  it('says when no backup was made yet, and how to have one each night', async () => {
    server.use(trpcMsw.admin.dashboard.summary.query(() => makeDashboardSummary()));
    renderWithProviders({ route: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Running' });
    expect(within(panel).getByText('None yet')).toBeInTheDocument();
    expect(within(panel).getByText('Set BACKUP_DIR for a nightly backup')).toBeInTheDocument();
  });

  it('says when the first nightly backup runs, once they are on', async () => {
    server.use(
      trpcMsw.admin.dashboard.summary.query(() =>
        makeDashboardSummary({ running: { ...makeDashboardSummary().running, nextBackupAt: new Date('2026-11-29T15:00:00Z') } }),
      ),
    );
    renderWithProviders({ route: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Running' });
    expect(within(panel).getByText('None yet')).toBeInTheDocument();
    expect(within(panel).getByText(/^The first one /)).toBeInTheDocument();
  });
});

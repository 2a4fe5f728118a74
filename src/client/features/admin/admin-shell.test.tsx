import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/client-setup';
import { makeDashboardSummary } from '../../../test/admin-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

/** The dashboard's calls, for tests that pass through /admin. */
const quietDashboard = [
  trpcMsw.admin.dashboard.summary.query(() => makeDashboardSummary()),
  trpcMsw.admin.audit.list.query(({ input }) => ({
    items: [],
    total: 0,
    page: Number(input.page ?? 1),
    pageSize: Number(input.pageSize ?? 20),
  })),
];

const ADMIN = makeUser({ id: 1, username: 'jo_admin', isAdmin: true });

const NAV_LINKS = [
  ['Dashboard', '/admin'],
  ['Blog Posts', '/admin/blog-posts'],
  ['Recipes', '/admin/recipes'],
  ['Authors', '/admin/authors'],
  ['Resources', '/admin/resources'],
  ['Site Content', '/admin/site-content'],
  ['Font Settings', '/admin/font-settings'],
  ['Perks', '/admin/perks'],
  ['Perk Categories', '/admin/perk-categories'],
  ['Moderation', '/admin/moderation'],
  ['Comments', '/admin/comments'],
  ['Pending Comments', '/admin/comments/pending'],
  ['Members', '/admin/members'],
  ['Member Management', '/admin/member-management'],
  ['Notifications', '/admin/notifications'],
  ['Feedback', '/admin/feedback'],
  ['Newsletter', '/admin/newsletter'],
  ['Email Marketing', '/admin/email-marketing'],
  ['Giveaways', '/admin/giveaways'],
  ['Gamification', '/admin/gamification'],
  ['Integrations', '/admin/integrations'],
  ['View site', '/'],
];

function linksOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function currentLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

// Whole pages with their lazy chunks: more than the default 5 s on a busy 2-core machine.
describe('admin shell on a laptop', { timeout: 40_000 }, () => {
  beforeEach(() => server.use(signedInAs(ADMIN), ...quietDashboard));

  it('lists every admin area of the spec in its group, and a way back to the site', async () => {
    renderWithProviders({ route: '/admin/blog-posts' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(linksOf(nav)).toEqual(NAV_LINKS);
    for (const group of ['Overview', 'Content', 'Perks', 'Community', 'Growth', 'Developers']) {
      expect(within(nav).getByRole('region', { name: group })).toBeInTheDocument();
    }
    expect(
      within(within(nav).getByRole('region', { name: 'Growth' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Newsletter', 'Email Marketing', 'Giveaways', 'Gamification']);
    expect(screen.queryByRole('button', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it("gives a moderator the team's areas only: the dashboard sends her to the queue, any other area is Access Denied", async () => {
    server.use(
      signedInAs(makeUser({ id: 2, username: 'mod_meg', role: 'moderator' })),
      // The queue she lands on asks for its items as soon as its chunk is in.
      trpcMsw.moderation.queue.list.query(() => ({ items: [], nextCursor: null })),
    );
    const { router } = renderWithProviders({ route: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/moderation'));
    expect(linksOf(nav)).toEqual([
      ['Moderation', '/admin/moderation'],
      ['Comments', '/admin/comments'],
      ['Pending Comments', '/admin/comments/pending'],
      ['Members', '/admin/members'],
      ['Member Management', '/admin/member-management'],
      ['View site', '/'],
    ]);
    await router.navigate({ to: '/admin/blog-posts' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it("shows beside Moderation how many items wait, said as part of the link's name (nothing at 0: the other tests' names)", async () => {
    server.use(
      ...quietDashboard,
      trpcMsw.moderation.queue.pendingCount.query(() => ({ count: 3 })),
    );
    renderWithProviders({ route: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByRole('link', { name: /^Moderation\s*, 3 pending$/ })).toHaveAttribute('href', '/admin/moderation');
  });

  it.each([
    ['/admin/blog-posts/edit/3', 'Blog Posts'],
    ['/admin/perks/new', 'Perks'],
    ['/admin/perk-categories', 'Perk Categories'],
    ['/admin/comments/pending', 'Pending Comments'],
    ['/admin/comments', 'Comments'],
    ['/admin/settings', 'Dashboard'],
  ])('at %s marks %s as the current area, and only it', async (route, area) => {
    renderWithProviders({ route });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(currentLinks(nav)).toEqual([area]));
  });

  it('keeps the font preview button under the nav, never floating over the page', async () => {
    renderWithProviders({ route: '/admin/blog-posts' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
    const button = await screen.findByRole('button', { name: 'Font preview' }, { timeout: 15_000 });
    expect(nav.closest('aside')).toContainElement(button);
    expect(getComputedStyle(button).position).not.toBe('fixed');
  });

  it('is reachable by keyboard, and a link followed by keyboard changes the current area', async () => {
    const { user, router } = renderWithProviders({ route: '/admin/recipes' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    within(nav).getByRole('link', { name: 'Recipes' }).focus();
    await user.tab();
    const authors = within(nav).getByRole('link', { name: 'Authors' });
    expect(authors).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/authors'));
    await waitFor(() => expect(currentLinks(nav)).toEqual(['Authors']));
  });
});

describe('admin shell at 390 px', { timeout: 40_000 }, () => {
  beforeEach(() => {
    setViewportWidth(390);
    server.use(signedInAs(ADMIN));
  });

  it('puts the nav in a drawer: opens as a dialog, closes on navigation', async () => {
    const { user, router } = renderWithProviders({ route: '/admin/recipes' });
    const toggle = await screen.findByRole('button', { name: 'Admin menu' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Admin' });
    expect(linksOf(nav)).toEqual(NAV_LINKS);
    expect(currentLinks(nav)).toEqual(['Recipes']);

    await user.click(within(nav).getByRole('link', { name: 'Perks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/perks'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the font preview button beside the menu button, never floating over the page', async () => {
    server.use(...quietDashboard);
    renderWithProviders({ route: '/admin' });
    const toggle = await screen.findByRole('button', { name: 'Admin menu' }, { timeout: 15_000 });
    const button = await screen.findByRole('button', { name: 'Font preview' }, { timeout: 15_000 });
    expect(toggle.parentElement?.parentElement).toContainElement(button);
    expect(getComputedStyle(button).position).not.toBe('fixed');
  });

  it('closes on Escape and on its close button, giving focus back to the toggle', async () => {
    const { user } = renderWithProviders({ route: '/admin/recipes' });
    const toggle = await screen.findByRole('button', { name: 'Admin menu' });
    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Admin menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());

    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Close admin menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('admin areas and guard', () => {
  it('a member still sees Access Denied, without the admin nav', async () => {
    server.use(signedInAs(makeUser()));
    renderWithProviders({ route: '/admin/recipes' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

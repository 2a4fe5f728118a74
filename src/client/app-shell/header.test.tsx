import { act, screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { makeUser, server, signedInAs, trpcMsw } from '../../test/msw';
import { renderWithProviders } from '../../test/render';
import { setViewportWidth } from '../../test/client-setup';
import { isMemberFeaturesPath } from './nav-items';

async function banner() {
  return within(await screen.findByRole('banner'));
}

describe('Header for a visitor', () => {
  it('shows Login, Join Now, the search box and the Member Features items', async () => {
    const { user } = renderWithProviders({ route: '/' });
    const header = await banner();
    expect(await header.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/community/auth');
    expect(header.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/auth');
    expect(header.getByPlaceholderText('Search articles, recipes...')).toBeInTheDocument();
    expect(header.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();

    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(nav.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: 'Member Features' }));
    const menu = within(nav.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Recipes', '/recipes'],
      ['Resources', '/resources'],
      ['Community', '/community'],
      ['Perks & Benefits', '/perks'],
      ['Member Giveaways', '/member-giveaways'],
      ['Product Feedback', '/product-feedback'],
    ]);
  });

  it("on a tablet's width keeps the desktop layout, its search a button that opens the search dialog", async () => {
    setViewportWidth(800);
    const { user } = renderWithProviders({ route: '/' });
    const header = await banner();
    expect(await header.findByRole('link', { name: 'Join Now' })).toBeInTheDocument();
    expect(header.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // No box squeezed between the menu and Join Now: the search it opens has the room.
    expect(header.queryByPlaceholderText('Search articles, recipes...')).not.toBeInTheDocument();
    await user.click(header.getByRole('button', { name: 'Search' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('opens Member Features from the keyboard, moves with arrows and closes on Escape', async () => {
    const { user } = renderWithProviders({ route: '/' });
    const header = await banner();
    const button = header.getByRole('button', { name: 'Member Features' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header.getByRole('menuitem', { name: 'Recipes' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(header.getByRole('menuitem', { name: 'Resources' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(header.getByRole('menuitem', { name: 'Product Feedback' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(header.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Member Features closed when the visitor comes back to the page it was opened on', async () => {
    const { user, router } = renderWithProviders({ route: '/' });
    const header = await banner();
    await user.click(header.getByRole('button', { name: 'Member Features' }));
    await act(() => router.navigate({ to: '/blog' }));
    expect(header.queryByRole('menu')).not.toBeInTheDocument();
    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(header.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes Member Features after following one of its links', async () => {
    const { user, router } = renderWithProviders({ route: '/' });
    const header = await banner();
    await user.click(header.getByRole('button', { name: 'Member Features' }));
    await user.click(header.getByRole('menuitem', { name: 'Recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(header.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Header for a signed-in member', () => {
  it('shows the bell, Help and the avatar menu with username, email and account links', async () => {
    server.use(signedInAs(makeUser({ username: 'sarah_mum', email: 'sarah@example.com' })));
    const { user } = renderWithProviders({ route: '/' });
    const header = await banner();
    // Its name holds the initials it shows (label in name): a voice-control user says 'click SA'.
    const accountButton = await header.findByRole('button', { name: 'SA, account menu' });
    expect(header.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(header.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
    // No avatar image: the initials stand in.
    expect(within(accountButton).getByText('SA')).toBeInTheDocument();

    await user.click(accountButton);
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('sarah_mum')).toBeInTheDocument();
    expect(menu.getByText('sarah@example.com')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/community/profile');
    expect(menu.getByRole('menuitem', { name: 'Saved Items' })).toHaveAttribute('href', '/profile/saved-items');
    expect(menu.getByRole('menuitem', { name: 'Privacy & My Data' })).toHaveAttribute('href', '/profile/privacy');
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('offers the platform tour in the Help menu (features/onboarding tests what it does)', async () => {
    server.use(signedInAs(makeUser()));
    const { user } = renderWithProviders({ route: '/' });
    const header = await banner();
    await user.click(await header.findByRole('button', { name: 'Help' }));
    const item = await screen.findByRole('menuitem', { name: 'Take Platform Tour' });
    expect(item).not.toHaveAttribute('aria-disabled');
  });

  it('names the avatar button Account menu when it shows a picture', async () => {
    server.use(signedInAs(makeUser({ username: 'sarah_mum', avatar: '/uploads/demo/avatars/sarah.png' })));
    renderWithProviders({ route: '/' });
    const header = await banner();
    expect(await header.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('adds Admin Dashboard for an admin', async () => {
    server.use(signedInAs(makeUser({ isAdmin: true })));
    const { user } = renderWithProviders({ route: '/' });
    const header = await banner();
    await user.click(await header.findByRole('button', { name: /account menu/i }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('logs out: toast, user cleared, back to /', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.auth.logout.mutation(() => ({ success: true as const })),
    );
    const { user, router } = renderWithProviders({ route: '/blog' });
    const header = await banner();
    await user.click(await header.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await header.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(header.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('says so when logging out fails, and keeps the member signed in', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.auth.logout.mutation(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Database unavailable' });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/blog' });
    const header = await banner();
    await user.click(await header.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem logging out. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
    expect(header.getByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });
});

describe('Header highlighting', () => {
  it('highlights Member Features on /community/topic/1', async () => {
    renderWithProviders({ route: '/community/topic/1' });
    const header = await banner();
    await screen.findByRole('heading', { level: 1, name: 'Topic not found' });
    expect(header.getByRole('button', { name: 'Member Features' })).toHaveAttribute('data-active');
  });

  it('does not highlight Member Features on /blog, where Blog is the current page', async () => {
    renderWithProviders({ route: '/blog' });
    const header = await banner();
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(header.getByRole('button', { name: 'Member Features' })).not.toHaveAttribute('data-active');
    expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(header.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('matches the paths the spec lists', () => {
    for (const path of ['/recipes', '/resources', '/perks', '/community', '/community/auth', '/community/thread/9']) {
      expect(isMemberFeaturesPath(path), path).toBe(true);
    }
    for (const path of ['/', '/blog', '/blog/x', '/member-giveaways', '/auth']) {
      expect(isMemberFeaturesPath(path), path).toBe(false);
    }
  });
});

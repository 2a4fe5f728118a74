import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../test/client-setup';
import { makeUser, server, signedInAs, trpcMsw } from '../../test/msw';
import { renderWithProviders } from '../../test/render';

function linkNames(container: HTMLElement) {
  return within(container)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('mobile header (390 px)', () => {
  beforeEach(() => setViewportWidth(390));

  it('has no search box or desktop nav, and a menu toggle', async () => {
    renderWithProviders({ route: '/' });
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(header.queryByPlaceholderText('Search articles, recipes...')).not.toBeInTheDocument();
    expect(header.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('for a visitor: opens with the public links, Login / Create Account and Join Now, and locks scrolling', async () => {
    const { user } = renderWithProviders({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(linkNames(panel)).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Recipes', '/recipes'],
      ['Resources', '/resources'],
      ['Community', '/community'],
      ['Perks & Benefits', '/perks'],
      ['Login / Create Account', '/community/auth'],
      ['Join Now', '/auth'],
    ]);
    expect(within(panel).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('for a member: adds My Profile, Saved Items and Logout, not Admin Dashboard', async () => {
    server.use(signedInAs(makeUser()));
    const { user } = renderWithProviders({ route: '/' });
    const header = within(await screen.findByRole('banner'));
    await header.findByRole('button', { name: 'Notifications' });
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(linkNames(panel)).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Recipes', '/recipes'],
      ['Resources', '/resources'],
      ['Community', '/community'],
      ['Perks & Benefits', '/perks'],
      ['My Profile', '/community/profile'],
      ['Saved Items', '/profile/saved-items'],
      ['Privacy & My Data', '/profile/privacy'],
    ]);
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Login/ })).not.toBeInTheDocument();
  });

  it('for an admin: adds Admin Dashboard', async () => {
    server.use(signedInAs(makeUser({ isAdmin: true })));
    const { user } = renderWithProviders({ route: '/' });
    const header = within(await screen.findByRole('banner'));
    await header.findByRole('button', { name: 'Notifications' });
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(panel).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('closes and unlocks scrolling when a link is followed', async () => {
    const { user, router } = renderWithProviders({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on any navigation, e.g. the back button', async () => {
    const { user, router } = renderWithProviders({ route: '/blog' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await act(() => router.navigate({ to: '/recipes' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays closed when the member comes back to the page it was opened on', async () => {
    const { user, router } = renderWithProviders({ route: '/blog' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await act(() => router.navigate({ to: '/recipes' }));
    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and puts focus back on the toggle', async () => {
    const { user } = renderWithProviders({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    within(await screen.findByRole('navigation', { name: 'Mobile' }))
      .getByRole('link', { name: 'Blog' })
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('restores the previous overflow when unmounted while open', async () => {
    document.body.style.overflow = 'scroll';
    const { user, unmount } = renderWithProviders({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('logs out from the panel', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.auth.logout.mutation(() => ({ success: true as const })),
    );
    const { user, router } = renderWithProviders({ route: '/blog' });
    const header = within(await screen.findByRole('banner'));
    await header.findByRole('button', { name: 'Notifications' });
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

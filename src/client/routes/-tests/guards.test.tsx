import { act, screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

describe('member guard', () => {
  it('shows a spinner while the user loads, then sends a visitor to the login page with redirect', async () => {
    server.use(
      trpcMsw.auth.me.query(async () => {
        await delay(400);
        return null;
      }),
    );
    const { router } = renderWithProviders({ route: '/perks' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/auth');
    expect(router.state.location.search).toEqual({ redirect: '/perks' });
  });

  it('moves between member pages without asking for the user again', async () => {
    let asked = 0;
    server.use(
      trpcMsw.auth.me.query(() => {
        asked += 1;
        return makeUser();
      }),
    );
    const { router } = renderWithProviders({ route: '/perks' });
    await screen.findByRole('heading', { level: 1, name: 'Perks & Benefits' });
    await act(() => router.navigate({ to: '/member-giveaways' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Giveaways' })).toBeInTheDocument();
    await act(() => router.navigate({ to: '/admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('lets a signed-in member in', async () => {
    server.use(signedInAs(makeUser()));
    renderWithProviders({ route: '/perks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perks & Benefits' })).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('sends a visitor to the login page', async () => {
    const { router } = renderWithProviders({ route: '/admin/perks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/admin/perks' });
  });

  it('shows Access Denied to a signed-in member who is not an admin', async () => {
    server.use(signedInAs(makeUser()));
    renderWithProviders({ route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access the admin dashboard. This area is restricted to administrator accounts only."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the dashboard to an admin', async () => {
    server.use(signedInAs(makeUser({ isAdmin: true })));
    renderWithProviders({ route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog Posts' })).toHaveAttribute('href', '/admin/blog-posts');
  });
});

describe('sign-in and join pages, once signed in', () => {
  it.each([
    ['/auth', '/'],
    ['/community/auth', '/'],
    ['/community/auth?redirect=%2Fperks', '/perks'],
    ['/auth?redirect=https%3A%2F%2Fevil.example', '/'],
  ])('send a member from %s on to %s instead of an empty form', async (route, to) => {
    server.use(signedInAs(makeUser()));
    const { router } = renderWithProviders({ route });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(screen.queryByRole('button', { name: /sign in|join/i })).not.toBeInTheDocument();
  });

  it('send an admin from the admin login to the dashboard', async () => {
    server.use(signedInAs(makeUser({ isAdmin: true })));
    const { router } = renderWithProviders({ route: '/admin/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keep the admin login for a member who is not an admin (she may sign in as one)', async () => {
    server.use(signedInAs(makeUser()));
    const { router } = renderWithProviders({ route: '/admin/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

async function fillLogin(user: ReturnType<typeof renderWithProviders>['user'], username: string, password: string) {
  const main = within(await screen.findByRole('main'));
  await user.type(await main.findByLabelText('Username or email'), username);
  await user.type(main.getByLabelText('Password'), password);
  await user.click(main.getByRole('button', { name: 'Log in' }));
}

/** What the server answers a login with both fields empty (its errorFormatter in trpc/init.ts). */
function emptyLoginRefused() {
  server.use(
    http.post('*/trpc/auth.login', () =>
      HttpResponse.json(
        {
          error: {
            json: {
              message: 'username: Username is required; password: Password is required',
              code: -32600,
              data: {
                code: 'BAD_REQUEST',
                httpStatus: 400,
                path: 'auth.login',
                fieldErrors: { username: 'Username is required', password: 'Password is required' },
              },
            },
          },
        },
        { status: 400 },
      ),
    ),
  );
}

/** An empty submit: each message beside its field, no toast with the raw text; typing clears them. */
async function expectEmptySubmitExplained(route: string) {
  emptyLoginRefused();
  const { user } = renderWithProviders({ route });
  const main = within(await screen.findByRole('main'));
  const username = await main.findByLabelText('Username or email');
  await user.click(main.getByRole('button', { name: 'Log in' }));
  expect(await main.findByText('Username is required')).toBeInTheDocument();
  expect(main.getByText('Password is required')).toBeInTheDocument();
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(main.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(/username: Username is required/)).not.toBeInTheDocument();
  expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  await user.type(username, 's');
  expect(main.queryByText('Username is required')).not.toBeInTheDocument();
}

describe('/community/auth login', () => {
  it('says beside each field what an empty submit lacks, not in a raw toast', async () => {
    await expectEmptySubmitExplained('/community/auth');
  });

  it('shows the server message for a wrong password and stays signed out', async () => {
    server.use(
      trpcMsw.auth.login.mutation(() => {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid username or password' });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/community/auth' });
    await fillLogin(user, 'nobody', 'wrong-password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/auth');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('falls back to the spec text when a 401 carries no message', async () => {
    server.use(
      trpcMsw.auth.login.mutation(() => {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: '' });
      }),
    );
    const { user } = renderWithProviders({ route: '/community/auth' });
    await fillLogin(user, 'nobody', 'x');
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  });

  it('shows other server messages, e.g. too many attempts', async () => {
    server.use(
      trpcMsw.auth.login.mutation(() => {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
      }),
    );
    const { user } = renderWithProviders({ route: '/community/auth' });
    await fillLogin(user, 'sarah', 'secret1');
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('does not show the text of a server failure (5xx), only the spec fallback', async () => {
    server.use(
      trpcMsw.auth.login.mutation(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
      }),
    );
    const { user } = renderWithProviders({ route: '/community/auth' });
    await fillLogin(user, 'sarah', 'secret1');
    expect(await screen.findByText('Login failed. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
  });

  it('welcomes the member by name and goes to the redirect target', async () => {
    const member = makeUser({ username: 'sarah_mum' });
    server.use(trpcMsw.auth.login.mutation(({ input }) => ({ ...member, username: input.username })));
    const { user, router } = renderWithProviders({ route: '/community/auth?redirect=%2Fperks' });
    await fillLogin(user, 'sarah_mum', 'secret1');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've successfully logged in as sarah_mum")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/perks'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Perks & Benefits' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });

  it('ignores a redirect to another site', async () => {
    server.use(trpcMsw.auth.login.mutation(() => makeUser()));
    const { user, router } = renderWithProviders({ route: '/community/auth?redirect=%2F%2Fevil.example%2Fx' });
    await fillLogin(user, 'sarah_mum', 'secret1');
    await screen.findByText('Welcome back!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links to the join page', async () => {
    renderWithProviders({ route: '/community/auth' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/auth');
  });

  it('links to the forgotten-password page', async () => {
    const { user, router } = renderWithProviders({ route: '/community/auth' });
    const main = within(await screen.findByRole('main'));
    const link = await main.findByRole('link', { name: 'Forgot your password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

describe('/admin/login', () => {
  it('says beside each field what an empty submit lacks, not in a raw toast', async () => {
    await expectEmptySubmitExplained('/admin/login');
  });

  it('logs an admin in and opens the dashboard', async () => {
    const admin = makeUser({ username: 'boss', isAdmin: true });
    server.use(trpcMsw.auth.login.mutation(() => admin));
    const { user, router } = renderWithProviders({ route: '/admin/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    await fillLogin(user, 'boss', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('shows Access Denied at /admin when the account is not an admin', async () => {
    server.use(trpcMsw.auth.login.mutation(() => makeUser()));
    const { user } = renderWithProviders({ route: '/admin/login' });
    await fillLogin(user, 'sarah_mum', 'secret1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});

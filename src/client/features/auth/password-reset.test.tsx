import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../../shared/constants/messages';
import { makeUser, server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

/** 32 characters of [a-z2-7], the shape of a real token. */
const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';

async function openForgotPage() {
  const result = renderWithProviders({ route: '/forgot-password' });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  const email = () => main.getByLabelText('Email');
  const submit = () => main.getByRole('button', { name: 'Send reset link' });
  return { ...result, main, email, submit };
}

async function openResetPage(route = `/reset-password?token=${TOKEN}`) {
  const result = renderWithProviders({ route });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1 });
  const fill = async (password: string, confirmPassword: string) => {
    for (const [label, value] of [
      ['New password', password],
      ['Confirm password', confirmPassword],
    ] as const) {
      const input = main.getByLabelText(label);
      await result.user.clear(input);
      if (value) await result.user.type(input, value);
    }
  };
  const submit = () => main.getByRole('button', { name: 'Save new password' });
  return { ...result, main, fill, submit };
}

describe('/forgot-password', () => {
  it('keeps the button disabled until an email is typed', async () => {
    const { user, email, submit } = await openForgotPage();
    expect(submit()).toBeDisabled();
    await user.type(email(), '   ');
    expect(submit()).toBeDisabled();
    await user.type(email(), 'sarah@example.com');
    expect(submit()).toBeEnabled();
  });

  it('sends the trimmed email, then shows the same answer for any address and a way back', async () => {
    let received: unknown = null;
    server.use(
      trpcMsw.auth.requestPasswordReset.mutation(({ input }) => {
        received = input;
        return { success: true as const };
      }),
    );
    const { user, main, email, submit } = await openForgotPage();
    await user.type(email(), ' sarah@example.com ');
    await user.click(submit());
    expect(await main.findByText(AUTH_TEXT.resetRequested)).toBeInTheDocument();
    expect(main.getByRole('status')).toHaveFocus();
    expect(received).toEqual({ email: 'sarah@example.com' });
    expect(main.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/community/auth');
  });

  it('toasts the server message on an error and keeps the email', async () => {
    server.use(
      trpcMsw.auth.requestPasswordReset.mutation(() => {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: AUTH_TEXT.tooManyAttempts });
      }),
    );
    const { user, main, email, submit } = await openForgotPage();
    await user.type(email(), 'sarah@example.com');
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.tooManyAttempts)).toBeInTheDocument();
    expect(email()).toHaveValue('sarah@example.com');
    expect(submit()).toBeEnabled();
    expect(main.queryByText(AUTH_TEXT.resetRequested)).not.toBeInTheDocument();
  });

  it('links back to the login page', async () => {
    const { main } = await openForgotPage();
    expect(main.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/community/auth');
  });
});

describe('/reset-password', () => {
  // No resetPassword handler in these two: msw fails the test on any request it doesn't know.
  it.each([
    ['no token', '/reset-password'],
    ['a malformed token', '/reset-password?token=not-a-token'],
    ['a token of the wrong length', `/reset-password?token=${TOKEN}a`],
  ])('with %s says the link is invalid and asks the server nothing', async (_, route) => {
    const { main } = await openResetPage(route);
    expect(main.getByRole('heading', { level: 1, name: 'Reset link not valid' })).toBeInTheDocument();
    expect(main.getByText(AUTH_TEXT.resetLinkInvalid)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(main.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the passwords in the sign-up order, with the sign-up texts, before asking the server', async () => {
    let called = false;
    server.use(
      trpcMsw.auth.resetPassword.mutation(() => {
        called = true;
        return makeUser();
      }),
    );
    const { user, main, fill, submit } = await openResetPage();
    expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText('Password required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password.')).toBeInTheDocument();

    await fill('abc', 'abd');
    await user.click(submit());
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match.')).toBeInTheDocument();
    expect(screen.queryByText('Password too short')).not.toBeInTheDocument();

    await fill('abc', 'abc');
    await user.click(submit());
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('toggles each password field between hidden and shown', async () => {
    const { user, main } = await openResetPage();
    const confirm = main.getByLabelText('Confirm password');
    expect(main.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await user.click(main.getAllByRole('button', { name: 'Show password' })[1]!);
    expect(confirm).toHaveAttribute('type', 'text');
    expect(main.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('saves the password, says so and lands on / signed in', async () => {
    const member = makeUser({ username: 'sarah_mum' });
    let received: unknown = null;
    let signedIn = false;
    server.use(
      trpcMsw.auth.me.query(() => (signedIn ? member : null)),
      trpcMsw.auth.resetPassword.mutation(({ input }) => {
        received = input;
        signedIn = true;
        return member;
      }),
    );
    const { user, router, fill, submit } = await openResetPage();
    await fill('new-secret', 'new-secret');
    await user.click(submit());
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.resetDone)).toBeInTheDocument();
    expect(received).toEqual({ token: TOKEN, password: 'new-secret' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });

  it('offers a new link when the server refuses the token', async () => {
    server.use(
      trpcMsw.auth.resetPassword.mutation(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: AUTH_TEXT.resetLinkInvalid });
      }),
    );
    const { user, router, main, fill, submit } = await openResetPage();
    await fill('new-secret', 'new-secret');
    await user.click(submit());
    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    expect(await main.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(main.getByText(AUTH_TEXT.resetLinkInvalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a password rule from the server without offering a new link', async () => {
    server.use(
      trpcMsw.auth.resetPassword.mutation(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: AUTH_TEXT.commonPassword });
      }),
    );
    const { user, main, fill, submit } = await openResetPage();
    await fill('password', 'password');
    await user.click(submit());
    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.commonPassword)).toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
    expect(main.getByLabelText('New password')).toHaveValue('password');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { makeUser, server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

type Values = { username: string; email: string; password: string; confirmPassword: string };

async function openJoinPage(route = '/auth') {
  const result = renderWithProviders({ route });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'Join Mama Village' });
  const fill = async (values: Values) => {
    const fields: [string, string][] = [
      ['Username', values.username],
      ['Email', values.email],
      ['Password', values.password],
      ['Confirm password', values.confirmPassword],
    ];
    for (const [label, value] of fields) {
      const input = main.getByLabelText(label);
      await result.user.clear(input);
      if (value) await result.user.type(input, value);
    }
  };
  const submit = () => main.getByRole('button', { name: 'Create account' });
  return { ...result, main, fill, submit };
}

describe('/auth registration', () => {
  it('keeps the button disabled until all four fields have something in them', async () => {
    const { fill, submit } = await openJoinPage();
    expect(submit()).toBeDisabled();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'secret1', confirmPassword: '' });
    expect(submit()).toBeDisabled();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'secret1', confirmPassword: 'secret1' });
    expect(submit()).toBeEnabled();
  });

  it('checks mismatched passwords before length, with the spec texts', async () => {
    let called = false;
    server.use(
      trpcMsw.auth.register.mutation(() => {
        called = true;
        return makeUser();
      }),
    );
    const { user, fill, submit } = await openJoinPage();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'abc', confirmPassword: 'abd' });
    await user.click(submit());
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match.')).toBeInTheDocument();
    expect(screen.queryByText('Password too short')).not.toBeInTheDocument();

    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'abc', confirmPassword: 'abc' });
    await user.click(submit());
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('treats a blank username as missing', async () => {
    const { user, fill, submit } = await openJoinPage();
    await fill({ username: '   ', email: 'sarah@example.com', password: 'abc', confirmPassword: 'abd' });
    await user.click(submit());
    expect(await screen.findByText('Username required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a username.')).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const { user, main } = await openJoinPage();
    const password = main.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(main.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    expect(main.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('creates the account, welcomes the member and goes home signed in', async () => {
    let received: unknown = null;
    server.use(
      trpcMsw.auth.register.mutation(({ input }) => {
        received = input;
        return makeUser({ username: input.username, email: input.email });
      }),
    );
    const { user, router, fill, submit } = await openJoinPage();
    await fill({ username: ' sarah ', email: 'sarah@example.com ', password: 'secret1', confirmPassword: 'secret1' });
    await user.click(submit());
    expect(await screen.findByText('Welcome to Mama Village!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
    expect(received).toEqual({ username: 'sarah', email: 'sarah@example.com', password: 'secret1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });

  it('shows the server reason when registration fails', async () => {
    server.use(
      trpcMsw.auth.register.mutation(() => {
        throw new TRPCError({ code: 'CONFLICT', message: 'That username is already taken' });
      }),
    );
    const { user, router, fill, submit } = await openJoinPage();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'secret1', confirmPassword: 'secret1' });
    await user.click(submit());
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('links to the login page', async () => {
    const { main } = await openJoinPage();
    expect(main.getByRole('link', { name: 'Already a member? Log in' })).toHaveAttribute('href', '/community/auth');
  });
});

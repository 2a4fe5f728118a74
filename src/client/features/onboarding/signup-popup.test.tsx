import { act, screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_POPUP_SEEN_KEY, tourCompletedKey } from '../../../shared/constants/onboarding';
import { REGISTER_CHECK_TEXT } from '../../../shared/rules/auth';
import { SIGNUP_POPUP_AUTO_CLOSE_MS, SIGNUP_POPUP_DELAY_MS, TOUR_DELAY_MS } from '../../../shared/constants/timing';
import type { UserDto } from '../../../shared/schemas/auth';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { setOnboardingAutoStart } from './auto-start';
import { SIGNUP_POPUP_TEXT } from './signup-popup-text';

type Values = { username: string; email: string; password: string; confirmPassword: string };

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const popup = () => screen.queryByRole('dialog', { name: SIGNUP_POPUP_TEXT.title });

/** Renders the app for a visitor and waits until the page knows nobody is signed in. */
async function visit(route = '/') {
  const result = renderWithProviders({ route });
  await within(await screen.findByRole('banner')).findByRole('link', { name: 'Login' });
  return result;
}

/** Lets the 3 s pass and returns the popup. */
async function openPopup(route = '/') {
  const result = await visit(route);
  await advance(SIGNUP_POPUP_DELAY_MS);
  const dialog = within(await screen.findByRole('dialog', { name: SIGNUP_POPUP_TEXT.title }));
  const fill = async (values: Partial<Values>) => {
    const fields: [string, string | undefined][] = [
      ['Username', values.username],
      ['Email', values.email],
      ['Password', values.password],
      ['Confirm password', values.confirmPassword],
    ];
    for (const [label, value] of fields) {
      if (value === undefined) continue;
      const input = dialog.getByLabelText(label);
      await result.user.clear(input);
      // Pasted rather than typed key by key: the same change events, a fraction of the time.
      if (value) await result.user.paste(value);
    }
  };
  const submit = () => dialog.getByRole('button', { name: SIGNUP_POPUP_TEXT.submit });
  return { ...result, dialog, fill, submit };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  setOnboardingAutoStart(true);
});

afterEach(() => {
  vi.useRealTimers();
  setOnboardingAutoStart(false);
});

describe('the sign-up popup: when it shows', { timeout: 15_000 }, () => {
  it('appears 3 s after load for a visitor, with the badge, four benefits and four fields', async () => {
    await visit('/');
    // Under 3 s (rendering's real milliseconds count too, so not right up to it): not yet.
    await advance(SIGNUP_POPUP_DELAY_MS - 500);
    expect(popup()).not.toBeInTheDocument();
    await advance(500);
    const dialog = within(await screen.findByRole('dialog', { name: SIGNUP_POPUP_TEXT.title }));

    expect(dialog.getByText('EARLY ACCESS')).toBeInTheDocument();
    const benefits = within(dialog.getByRole('list', { name: SIGNUP_POPUP_TEXT.benefitsLabel }));
    expect(benefits.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Supportive Community',
      'Exclusive Perks',
      'Family Recipes',
      'Expert Resources',
    ]);
    for (const label of ['Username', 'Email', 'Password', 'Confirm password']) {
      expect(dialog.getByLabelText(label)).toBeInTheDocument();
    }
    expect(dialog.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    // A real dialog: focus is inside it, and it has a close button with a name.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: SIGNUP_POPUP_TEXT.title })).toContainElement(document.activeElement as HTMLElement),
    );
    expect(dialog.getByRole('button', { name: SIGNUP_POPUP_TEXT.close })).toBeInTheDocument();
  });

  it('stays away when the session flag is set', async () => {
    sessionStorage.setItem(SIGNUP_POPUP_SEEN_KEY, 'true');
    await visit('/');
    await advance(SIGNUP_POPUP_DELAY_MS * 3);
    expect(popup()).not.toBeInTheDocument();
  });

  it('never shows to a signed-in member', async () => {
    const member = makeUser();
    localStorage.setItem(tourCompletedKey(member.id), 'true');
    server.use(signedInAs(member));
    renderWithProviders({ route: '/' });
    await within(await screen.findByRole('banner')).findByRole('button', { name: 'Notifications' });
    await advance(SIGNUP_POPUP_DELAY_MS * 3);
    expect(popup()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits on the account pages, and shows 3 s after she moves on to another page', async () => {
    const { router } = await visit('/auth');
    await advance(SIGNUP_POPUP_DELAY_MS * 2);
    expect(popup()).not.toBeInTheDocument();
    await act(() => router.navigate({ to: '/blog' }));
    await advance(SIGNUP_POPUP_DELAY_MS - 500);
    expect(popup()).not.toBeInTheDocument();
    await advance(500);
    expect(await screen.findByRole('dialog', { name: SIGNUP_POPUP_TEXT.title })).toBeInTheDocument();
  });

  it('closing it sets the session flag, and it does not come back', async () => {
    const { user, dialog } = await openPopup();
    expect(sessionStorage.getItem(SIGNUP_POPUP_SEEN_KEY)).toBeNull();
    await user.click(dialog.getByRole('button', { name: SIGNUP_POPUP_TEXT.close }));
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
    expect(sessionStorage.getItem(SIGNUP_POPUP_SEEN_KEY)).toBe('true');
    await advance(SIGNUP_POPUP_DELAY_MS * 3);
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes on Escape, setting the flag too', async () => {
    const { user } = await openPopup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
    expect(sessionStorage.getItem(SIGNUP_POPUP_SEEN_KEY)).toBe('true');
  });
});

describe('the sign-up popup: the form', { timeout: 15_000 }, () => {
  it('keeps submit disabled until all four fields have something in them', async () => {
    const { fill, submit } = await openPopup();
    expect(submit()).toBeDisabled();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'secret1' });
    expect(submit()).toBeDisabled();
    await fill({ confirmPassword: 'secret1' });
    expect(submit()).toBeEnabled();
  });

  /** The popup with a register procedure that counts its calls, and a click that expects a toast. */
  async function openChecked() {
    let calls = 0;
    server.use(
      trpcMsw.auth.register.mutation(() => {
        calls++;
        return makeUser();
      }),
    );
    const opened = await openPopup();
    const expectToast = async (check: { title: string; description: string }) => {
      await opened.user.click(opened.submit());
      expect(await screen.findByText(check.title)).toBeInTheDocument();
      expect(screen.getByText(check.description)).toBeInTheDocument();
    };
    return { ...opened, expectToast, calls: () => calls };
  }

  it('takes whitespace-only fields as not empty (submit enabled) and says which is required, trimmed, in the spec order', async () => {
    const { fill, submit, expectToast, calls } = await openChecked();
    await fill({ username: '  ', email: '  ', password: '  ', confirmPassword: '  ' });
    expect(submit()).toBeEnabled();
    await expectToast(REGISTER_CHECK_TEXT.usernameRequired);
    expect(screen.getByText('Username required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a username.')).toBeInTheDocument();

    await fill({ username: 'sarah' });
    await expectToast({ title: 'Email required', description: 'Please enter your email address.' });

    await fill({ email: 'sarah@example.com' });
    await expectToast({ title: 'Password required', description: 'Please enter a password.' });
    expect(calls()).toBe(0);
  });

  it('then says when the passwords differ or are too short', async () => {
    const { fill, expectToast, calls } = await openChecked();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'abc', confirmPassword: 'x' });
    await expectToast({ title: "Passwords don't match", description: 'Please make sure your passwords match.' });

    await fill({ confirmPassword: 'abc' });
    await expectToast({ title: 'Password too short', description: 'Password must be at least 6 characters long.' });
    expect(calls()).toBe(0);
  });

  it('joins: submit disabled while sending, welcome toast, success view, signed in, closes after 2 s, then the tour', async () => {
    let received: unknown = null;
    let answer: (user: UserDto) => void = () => {};
    const joined = makeUser({ id: 41, username: 'new_mum', email: 'new@example.com' });
    server.use(
      trpcMsw.auth.register.mutation(({ input }) => {
        received = input;
        return new Promise<UserDto>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const { user, dialog, fill, submit } = await openPopup();
    await fill({ username: ' new_mum ', email: 'new@example.com ', password: 'secret12', confirmPassword: 'secret12' });
    const button = submit();
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(received).toEqual({ username: 'new_mum', email: 'new@example.com', password: 'secret12' });

    answer(joined);
    expect(await screen.findByText('Welcome to the community! 🎉')).toBeInTheDocument();
    expect(screen.getByText("You're now logged in with full access to all member features!")).toBeInTheDocument();
    expect(await dialog.findByText(SIGNUP_POPUP_TEXT.successBody)).toBeInTheDocument();
    expect(dialog.getByText(SIGNUP_POPUP_TEXT.successTitle)).toBeInTheDocument();
    // Signed in: the header behind is a member's.
    expect(
      await within(screen.getByRole('banner', { hidden: true })).findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();

    await advance(SIGNUP_POPUP_AUTO_CLOSE_MS - 700);
    expect(screen.getByRole('dialog', { name: SIGNUP_POPUP_TEXT.successTitle })).toBeInTheDocument();
    await advance(700);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SIGNUP_POPUP_TEXT.successTitle })).not.toBeInTheDocument());
    expect(sessionStorage.getItem(SIGNUP_POPUP_SEEN_KEY)).toBe('true');

    // The new member's tour follows 1 s later.
    await advance(TOUR_DELAY_MS);
    expect(await screen.findByText('Step 1 of 10')).toBeInTheDocument();
  });

  it("shows the server's refusal in a 'Registration failed' toast and keeps the form", async () => {
    server.use(
      trpcMsw.auth.register.mutation(() => {
        throw new TRPCError({ code: 'CONFLICT', message: 'That username is already taken' });
      }),
    );
    const { user, dialog, fill, submit } = await openPopup();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'secret12', confirmPassword: 'secret12' });
    await user.click(submit());
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
    expect(dialog.getByLabelText('Username')).toHaveValue('sarah');
    expect(submit()).toBeEnabled();
    expect(within(screen.getByRole('banner', { hidden: true })).getByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
  });

  it("says 'Please try again later.' when the server gives no reason", async () => {
    server.use(
      trpcMsw.auth.register.mutation(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const { user, fill, submit } = await openPopup();
    await fill({ username: 'sarah', email: 'sarah@example.com', password: 'secret12', confirmPassword: 'secret12' });
    await user.click(submit());
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tourCompletedKey } from '../../../shared/constants/onboarding';
import { TOUR_DELAY_MS } from '../../../shared/constants/timing';
import { makeMemberGiveaways } from '../../../test/giveaway-dtos';
import { setViewportWidth } from '../../../test/client-setup';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { setOnboardingAutoStart } from './auto-start';
import { TOUR_STEPS, TOUR_TEXT } from './tour-text';

const member = makeUser({ id: 7 });
const FLAG = tourCompletedKey(member.id);

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const tour = () => screen.queryByRole('dialog');

/** Renders the app for a signed-in user and waits until the page knows who she is. */
async function visitAs(user = member, route = '/') {
  server.use(signedInAs(user));
  const result = renderWithProviders({ route });
  const header = within(await screen.findByRole('banner'));
  await header.findByRole('button', { name: 'Notifications' });
  return { ...result, header };
}

async function openTour(route = '/') {
  const result = await visitAs(member, route);
  await advance(TOUR_DELAY_MS);
  const dialog = within(await screen.findByRole('dialog', { name: TOUR_STEPS[0]!.title }));
  return { ...result, dialog };
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

describe('the tour: when it starts', { timeout: 15_000 }, () => {
  it('starts 1 s after load for a member who has not seen it', async () => {
    await visitAs();
    await advance(TOUR_DELAY_MS - 500);
    expect(tour()).not.toBeInTheDocument();
    await advance(500);
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome to Mama Village!' }));
    expect(dialog.getByText('Step 1 of 10')).toBeInTheDocument();
    expect(dialog.getByText('10%')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: TOUR_TEXT.progressLabel })).toHaveAttribute('aria-valuenow', '10');
    expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
  });

  it('does not start for an admin', async () => {
    await visitAs(makeUser({ id: 1, isAdmin: true }));
    await advance(TOUR_DELAY_MS * 5);
    expect(tour()).not.toBeInTheDocument();
  });

  it('does not start when she has finished or skipped it before', async () => {
    localStorage.setItem(FLAG, 'true');
    await visitAs();
    await advance(TOUR_DELAY_MS * 5);
    expect(tour()).not.toBeInTheDocument();
  });

  it('keeps the flag per member: another member on the same browser still gets it', async () => {
    localStorage.setItem(tourCompletedKey(99), 'true');
    await visitAs();
    await advance(TOUR_DELAY_MS);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Mama Village!' })).toBeInTheDocument();
  });
});

describe('the tour: its steps', { timeout: 20_000 }, () => {
  it('goes forward and back with the step and percent, through all ten to Get Started', async () => {
    const { user } = await openTour();
    const dialog = () => within(screen.getByRole('dialog'));

    await user.click(dialog().getByRole('button', { name: 'Next' }));
    expect(dialog().getByText('Step 2 of 10')).toBeInTheDocument();
    expect(dialog().getByText('20%')).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: TOUR_STEPS[1]!.title })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(dialog().getByRole('button', { name: 'Previous' }));
    expect(dialog().getByText('Step 1 of 10')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Previous went disabled under her: focus moved on to Next, not out of the dialog.
    expect(dialog().getByRole('button', { name: 'Next' })).toHaveFocus();

    const seen: string[] = [];
    for (let n = 1; n <= 10; n += 1) {
      expect(dialog().getByText(`Step ${n} of 10`)).toBeInTheDocument();
      expect(dialog().getByText(`${n * 10}%`)).toBeInTheDocument();
      seen.push(TOUR_STEPS[n - 1]!.id);
      if (n < 10) await user.click(dialog().getByRole('button', { name: 'Next' }));
    }
    expect(seen).toEqual(['welcome', 'profile', 'community', 'points', 'levels', 'perks', 'resources', 'recipes', 'feedback', 'complete']);
    expect(dialog().queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBeNull();

    await user.click(dialog().getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    expect(localStorage.getItem(FLAG)).toBe('true');
    // Done is done: it doesn't come back in this page load.
    await advance(TOUR_DELAY_MS * 3);
    expect(tour()).not.toBeInTheDocument();
  });

  it('shows the points each action earns now, and the ten levels', async () => {
    server.use(
      trpcMsw.giveaways.mine.query(() => makeMemberGiveaways({ pointValues: { thread: 0.5, reply: 0.25, like: 0.2, comment: 0.25 } })),
    );
    const { user } = await openTour();
    const dialog = () => within(screen.getByRole('dialog'));
    for (let i = 0; i < 3; i += 1) await user.click(dialog().getByRole('button', { name: 'Next' }));
    expect(dialog().getByRole('heading', { name: 'Earn points as you go' })).toBeInTheDocument();
    const row = (label: string) => dialog().getByText(label).parentElement!;
    expect(row('Start a new post')).toHaveTextContent('+0.5');
    expect(row('Comment on a post')).toHaveTextContent('+0.25');
    await waitFor(() => expect(row('Like or react')).toHaveTextContent('+0.2'));

    await user.click(dialog().getByRole('button', { name: 'Next' }));
    const levels = within(dialog().getByRole('list', { name: TOUR_TEXT.levelsLabel }));
    expect(levels.getAllByRole('listitem')).toHaveLength(10);
    expect(levels.getByText('1. Newbie Mum')).toBeInTheDocument();
    expect(levels.getByText('10. Super Mum')).toBeInTheDocument();
  });

  it("skips by following a step's link: 'View Recipes' goes to / and sets the flag", async () => {
    const { user, router } = await openTour('/blog');
    const dialog = () => within(screen.getByRole('dialog'));
    for (let i = 0; i < 7; i += 1) await user.click(dialog().getByRole('button', { name: 'Next' }));
    const link = dialog().getByRole('link', { name: 'View Recipes' });
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    expect(localStorage.getItem(FLAG)).toBe('true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('skips by closing: the close button and Escape both set the flag', async () => {
    const { user } = await openTour();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: TOUR_TEXT.close }));
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    expect(localStorage.getItem(FLAG)).toBe('true');
  });

  it('Escape closes it and counts as a skip', async () => {
    const { user } = await openTour();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    expect(localStorage.getItem(FLAG)).toBe('true');
  });
});

describe('the tour: the Help menu', { timeout: 20_000 }, () => {
  it("offers 'Take Platform Tour', then 'Take Tour Again'; either shows it from step 1, and focus goes back to Help", async () => {
    // Only the menu here: no tour by itself.
    setOnboardingAutoStart(false);
    const { user, header } = await visitAs();
    const help = await header.findByRole('button', { name: 'Help' });

    await user.click(help);
    await user.click(await screen.findByRole('menuitem', { name: 'Take Platform Tour' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome to Mama Village!' }));
    expect(dialog.getByText('Step 1 of 10')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    await waitFor(() => expect(help).toHaveFocus());
    expect(localStorage.getItem(FLAG)).toBe('true');

    // Seen: the menu says so, and taking it again clears the flag and starts from the beginning.
    await user.click(help);
    await user.click(await screen.findByRole('menuitem', { name: 'Take Tour Again' }));
    const again = within(await screen.findByRole('dialog'));
    expect(again.getByText('Step 1 of 10')).toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBeNull();
    await user.click(again.getByRole('button', { name: TOUR_TEXT.close }));
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    expect(localStorage.getItem(FLAG)).toBe('true');
  });

  it('is in the mobile menu on a phone, where the header has no Help menu', async () => {
    setOnboardingAutoStart(false);
    setViewportWidth(390);
    const { user, header } = await visitAs();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Take Platform Tour' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Mama Village!' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    await waitFor(() => expect(header.getByRole('button', { name: 'Open menu' })).toHaveFocus());
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Take Tour Again' })).toBeInTheDocument();
  });

  it('gives an admin the tour from the Help menu too', async () => {
    setOnboardingAutoStart(false);
    const { user, header } = await visitAs(makeUser({ id: 1, isAdmin: true }));
    await user.click(await header.findByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Take Platform Tour' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Mama Village!' })).toBeInTheDocument();
  });
});

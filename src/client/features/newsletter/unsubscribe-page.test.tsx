import { screen } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { server, trpcMsw } from '../../../test/msw';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { renderWithProviders } from '../../../test/render';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';

function link(overrides: Partial<{ kind: 'newsletter' | 'notification'; what: string; done: boolean }> = {}) {
  let unsubscribed = 0;
  server.use(
    trpcMsw.newsletter.unsubscribeLink.query(({ input }) => {
      if (input.token !== TOKEN) throw new TRPCError({ code: 'NOT_FOUND', message: 'This unsubscribe link is not valid' });
      return { kind: 'newsletter', what: 'the Mama Village newsletter', email: 'k***@example.com', done: false, ...overrides };
    }),
    trpcMsw.newsletter.unsubscribe.mutation(() => {
      unsubscribed++;
      return { unsubscribed: true as const };
    }),
  );
  return { unsubscribed: () => unsubscribed };
}

describe('/unsubscribe', () => {
  it('asks first (opening the link changes nothing), then unsubscribes without signing in', async () => {
    const calls = recordTrpcCalls();
    const state = link();
    const { user } = renderWithProviders({ route: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Unsubscribe?' })).toBeInTheDocument();
    expect(screen.getByText('Stop the Mama Village newsletter going to k***@example.com?')).toBeInTheDocument();
    expect(calls.count('newsletter.unsubscribe')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText("We won't send the Mama Village newsletter to k***@example.com any more.")).toBeInTheDocument();
    expect(state.unsubscribed()).toBe(1);
    expect(document.title).toMatch(/^Unsubscribe/);
  });

  it('says so when the link was used before', async () => {
    link({ done: true });
    renderWithProviders({ route: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('explains that notifications stay on the site for a notification email link', async () => {
    link({ kind: 'notification', what: 'emails when someone mentions you', done: true });
    renderWithProviders({ route: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByText(/You still see these notifications on the site/)).toBeInTheDocument();
  });

  it('explains a broken or unknown link', async () => {
    link();
    renderWithProviders({ route: '/unsubscribe?token=nope' });
    expect(await screen.findByRole('heading', { name: 'This link has expired or is incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Mama Village' })).toHaveAttribute('href', '/');
  });
});

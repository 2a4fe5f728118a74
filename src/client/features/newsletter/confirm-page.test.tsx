import { screen } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { server, trpcMsw } from '../../../test/msw';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { renderWithProviders } from '../../../test/render';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';

function link() {
  server.use(
    trpcMsw.newsletter.confirmLink.query(({ input }) => {
      if (input.token !== TOKEN) throw new TRPCError({ code: 'NOT_FOUND', message: 'This confirmation link has expired or has been used' });
      return { email: 'k***@example.com' };
    }),
    trpcMsw.newsletter.confirm.mutation(() => ({ subscribed: true as const })),
  );
}

describe('/newsletter/confirm', () => {
  it('asks first (opening the link changes nothing), then subscribes her again without signing in', async () => {
    const calls = recordTrpcCalls();
    link();
    const { user } = renderWithProviders({ route: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Start sending the Mama Village newsletter to k***@example.com again?')).toBeInTheDocument();
    expect(calls.count('newsletter.confirm')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Yes, subscribe me' }));
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeInTheDocument();
    expect(calls.count('newsletter.confirm')).toBe(1);
    expect(document.title).toMatch(/^Confirm your subscription/);
  });

  it('explains an expired, used or unknown link', async () => {
    link();
    renderWithProviders({ route: '/newsletter/confirm?token=nope' });
    expect(await screen.findByRole('heading', { name: 'This link has expired or has been used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Mama Village' })).toHaveAttribute('href', '/');
  });
});

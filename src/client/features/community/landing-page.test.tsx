import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeThread } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

function liveCommunity() {
  server.use(
    trpcMsw.community.stats.query(() => ({ totalUsers: 2048, totalThreads: 310, totalComments: 4200, activeToday: 37 })),
    trpcMsw.community.threads.recent.query(() => [
      makeThread({ id: 1, title: 'Toddler won’t eat vegetables' }),
      makeThread({ id: 2, title: 'Back to work at six months' }),
      makeThread({ id: 3, title: 'Best baby carrier for hot weather?' }),
    ]),
  );
}

async function openLanding() {
  const result = renderWithProviders({ route: '/community/landing' });
  expect(await screen.findByRole('heading', { level: 1, name: 'A village of mums, any time of day or night' })).toBeInTheDocument();
  return result;
}

describe('/community/landing', () => {
  it('explains the community, its points and guidelines, and invites a visitor to join', async () => {
    liveCommunity();
    await openLanding();
    for (const title of [
      'Ask questions',
      'Share your story',
      'Earn points and giveaway entries',
      'Be kind',
      'No spam or MLM',
      'Not medical advice',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const [value, label] of [
      ['+0.5', 'for a new discussion'],
      ['+0.25', 'for a reply'],
      ['+0.1', 'for a like'],
    ] as const) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    const joins = screen.getAllByRole('link', { name: 'Join for Free' });
    expect(joins.length).toBeGreaterThan(0);
    for (const link of joins) expect(link).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Go to the community' })).not.toBeInTheDocument();
  });

  it('shows live stats and recent discussions', async () => {
    liveCommunity();
    await openLanding();
    const stats = within(screen.getByLabelText('The community today'));
    expect(await stats.findByText('2,048')).toBeInTheDocument();
    expect(stats.getByText('Members')).toBeInTheDocument();
    expect(stats.getByText('310')).toBeInTheDocument();
    expect(stats.getByText('4,200')).toBeInTheDocument();
    expect(stats.getByText('37')).toBeInTheDocument();
    const recent = within(screen.getByRole('region', { name: 'Recent discussions' }));
    expect(await recent.findByRole('link', { name: 'Back to work at six months' })).toHaveAttribute('href', '/community/thread/2');
    expect(recent.getByRole('link', { name: 'See all discussions' })).toHaveAttribute('href', '/community');
  });

  it('sends a member to the community instead of asking them to join', async () => {
    server.use(signedInAs(makeUser()));
    liveCommunity();
    await openLanding();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Go to the community' })[0]).toHaveAttribute('href', '/community'));
    expect(screen.queryByRole('link', { name: 'Join for Free' })).not.toBeInTheDocument();
  });
});

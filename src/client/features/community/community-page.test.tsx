import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeThread, makeTopic } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const TOPICS = [
  makeTopic({
    id: 1,
    name: 'Sleep',
    threadCount: 12,
    replyCount: 48,
    latestThread: { id: 101, title: 'Four-month sleep regression', createdAt: new Date(Date.now() - 3_600_000) },
  }),
  makeTopic({ id: 2, name: 'Feeding', slug: 'feeding', description: 'Breast, bottle and first foods.', threadCount: 1, replyCount: 1 }),
];

function community() {
  const recentLimits: unknown[] = [];
  server.use(
    trpcMsw.community.topics.list.query(() => TOPICS),
    trpcMsw.community.threads.recent.query(({ input }) => {
      recentLimits.push(input.limit);
      return [
        makeThread({
          id: 201,
          title: 'Which pram for a tiny car boot?',
          replyCount: 3,
          viewCount: 40,
          topic: { id: 3, name: 'Gear', slug: 'gear' },
        }),
        makeThread({ id: 202, title: 'Daycare drop-off tears', replyCount: 1, viewCount: 1, pinned: true }),
      ];
    }),
  );
  return recentLimits;
}

async function openCommunity() {
  const result = renderWithProviders({ route: '/community' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  return result;
}

describe('/community', () => {
  it('lists the topics with their counts and newest thread, linking to each topic', async () => {
    community();
    await openCommunity();
    const topics = within(screen.getByRole('region', { name: 'Topics' }));
    const sleep = within((await topics.findByRole('link', { name: 'Sleep' })).closest('article')!);
    expect(sleep.getByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/community/topic/1');
    expect(sleep.getByText('Naps, nights and everything in between.')).toBeInTheDocument();
    expect(sleep.getByText('12 discussions')).toBeInTheDocument();
    expect(sleep.getByText('48 replies')).toBeInTheDocument();
    const latestTitle = sleep.getByRole('link', { name: 'Four-month sleep regression' });
    expect(latestTitle).toHaveAttribute('href', '/community/thread/101');
    // On a line of its own: a long title is cut after two lines, never the date.
    const latestDate = sleep.getByText('1 hour ago');
    expect(latestDate.tagName).toBe('TIME');
    expect(latestDate.parentElement).not.toContainElement(latestTitle);

    const feeding = within(topics.getByRole('link', { name: 'Feeding' }).closest('article')!);
    expect(feeding.getByText('1 discussion')).toBeInTheDocument();
    expect(feeding.getByText('1 reply')).toBeInTheDocument();
    expect(feeding.getByText('No discussions yet')).toBeInTheDocument();
  });

  it('lists the latest discussions with their topic, counts and badges', async () => {
    const limits = community();
    await openCommunity();
    const latest = within(screen.getByRole('region', { name: 'Latest discussions' }));
    const pram = await latest.findByRole('link', { name: 'Which pram for a tiny car boot?' });
    expect(pram).toHaveAttribute('href', '/community/thread/201');
    const pramItem = within(pram.closest('article')!);
    expect(pramItem.getByRole('link', { name: 'Gear' })).toHaveAttribute('href', '/community/topic/3');
    expect(pramItem.getByRole('link', { name: 'Priya S.' })).toHaveAttribute('href', '/community/profile/11');
    expect(pramItem.getByText('3 replies')).toBeInTheDocument();
    expect(pramItem.getByText('40 views')).toBeInTheDocument();
    expect(pramItem.queryByText('Pinned')).not.toBeInTheDocument();
    const tears = within(latest.getByRole('link', { name: 'Daycare drop-off tears' }).closest('article')!);
    expect(tears.getByText('Pinned')).toBeInTheDocument();
    expect(tears.getByText('1 view')).toBeInTheDocument();
    expect(limits).toEqual([10]);
  });

  it('shows the empty states of a new community', async () => {
    await openCommunity();
    expect(await screen.findByRole('heading', { name: 'No topics yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No discussions yet' })).toBeInTheDocument();
  });

  it("sends a visitor's 'Start a discussion' through sign-in, and a member's to the form", async () => {
    community();
    const { unmount } = await openCommunity();
    expect(screen.getByRole('link', { name: 'Start a discussion' })).toHaveAttribute(
      'href',
      `/community/auth?redirect=${encodeURIComponent('/community/new-thread')}`,
    );
    unmount();

    server.use(signedInAs(makeUser()));
    await openCommunity();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Start a discussion' })).toHaveAttribute('href', '/community/new-thread'));
  });
});

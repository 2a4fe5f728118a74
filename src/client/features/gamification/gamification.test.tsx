import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { MemberProfileDto } from '../../../shared/schemas/community';
import type { PointsReceiptDto } from '../../../shared/schemas/gamification';
import { makeMemberStats, makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { formatPoints, formatPointsChange } from './format-points';
import { levelProgressPercent } from './level-progress';

const LOAD = { timeout: 10_000 };
const MEMBER = makeUser({ id: 7, username: 'sarah_mum' });
const ACTIVE = makeMemberStats({
  level: 3,
  levelTitle: 'Active Mum',
  levelEmoji: '⚡',
  monthlyPoints: 12.5,
  giveawayEntries: 13,
  totalPoints: 15,
  nextLevel: { level: 4, title: 'Chatty Mum', pointsNeeded: 5 },
});

function profile(id: number, username: string): MemberProfileDto {
  return {
    id,
    username,
    displayName: '',
    avatar: null,
    bio: '',
    joinedAt: new Date('2025-03-01'),
    threadCount: 0,
    replyCount: 0,
    recentThreads: [],
    recentReplies: [],
  };
}

const receipt = (id: number, label: string, points: number): PointsReceiptDto => ({
  id,
  action: points < 0 ? 'reversal' : 'reply',
  label,
  points,
  createdAt: new Date('2026-11-12T03:00:00Z'),
});

describe('points as members read them', () => {
  it('formats points and their changes', () => {
    expect(formatPoints(0.5)).toBe('0.5');
    expect(formatPoints(1.25)).toBe('1.25');
    expect(formatPoints(1200)).toBe('1,200');
    expect(formatPointsChange(0.25)).toBe('+0.25');
    expect(formatPointsChange(-0.5)).toBe('−0.5');
  });

  it('measures the way through a level from its threshold to the next', () => {
    expect(levelProgressPercent({ level: 3, totalPoints: 15, nextLevel: { level: 4, title: 'Chatty Mum', pointsNeeded: 5 } })).toBe(50);
    expect(levelProgressPercent({ level: 1, totalPoints: 0, nextLevel: { level: 2, title: 'Curious Mum', pointsNeeded: 5 } })).toBe(0);
    expect(levelProgressPercent({ level: 10, totalPoints: 250, nextLevel: null })).toBe(100);
  });
});

describe('the home banner for a member', { timeout: 20_000 }, () => {
  it('shows her level, monthly points, entries and level number from her stats', async () => {
    const asked: number[] = [];
    server.use(
      signedInAs(MEMBER),
      trpcMsw.gamification.stats.query(({ input }) => {
        asked.push(Number(input.userId));
        return ACTIVE;
      }),
    );
    renderWithProviders({ route: '/' });
    const banner = (await screen.findByRole('heading', { name: 'Welcome back, sarah_mum!' }, LOAD)).closest('section')!;
    await waitFor(() => expect(within(banner).getByRole('img', { name: 'Level 3: Active Mum' })).toBeInTheDocument());
    const figures = within(banner).getByRole('list');
    expect(figures).toHaveTextContent(/⚡ Active MumYour level/);
    expect(figures).toHaveTextContent(/12\.5Points this month/);
    expect(figures).toHaveTextContent(/13Giveaway entries this month/);
    expect(figures).toHaveTextContent(/3Level number/);
    expect(within(banner).getByText('5 points to Chatty Mum')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'View Progress' })).toHaveAttribute('href', '/community/profile');
    expect(asked).toContain(7);
  });

  it("says 'Failed to fetch user stats' when they can't be had", async () => {
    server.use(
      signedInAs(MEMBER),
      trpcMsw.gamification.stats.query(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    renderWithProviders({ route: '/' });
    expect(await screen.findByText('Failed to fetch user stats', {}, LOAD)).toBeInTheDocument();
  });
});

describe('progress on profiles', { timeout: 20_000 }, () => {
  it('her own profile shows her level, the bar to the next, and her points as receipts, a page at a time', async () => {
    server.use(
      signedInAs(MEMBER),
      trpcMsw.community.profiles.byId.query(() => profile(7, 'sarah_mum')),
      trpcMsw.gamification.stats.query(() => ACTIVE),
      trpcMsw.gamification.myReceipts.query(({ input }) =>
        input?.cursor
          ? { items: [receipt(1, 'New thread ‘First week home’', 0.5)], nextCursor: null }
          : {
              items: [receipt(3, 'Reply in ‘Settling a newborn’', 0.25), receipt(2, 'Reply removed from ‘Sleep’', -0.25)],
              nextCursor: 'next',
            },
      ),
    );
    const { user } = renderWithProviders({ route: '/community/profile' });
    const progress = (await screen.findByRole('heading', { name: 'Your progress' }, LOAD)).closest('section')!;
    await waitFor(() => expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    expect(progress).toHaveTextContent('5 points to level 4, Chatty Mum');
    expect(progress).toHaveTextContent('15 points in all · 12.5 this month · 13 giveaway entries');

    const receipts = await within(progress).findByRole('list', { name: 'Points receipts' });
    expect(
      within(receipts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Reply in ‘Settling a newborn’.*\+0\.25$/),
      expect.stringMatching(/^Reply removed from ‘Sleep’.*−0\.25$/),
    ]);
    await user.click(within(progress).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(receipts).getAllByRole('listitem')).toHaveLength(3));
    expect(within(progress).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("another member's profile shows her level badge and progress, never her receipts", async () => {
    const receiptsAsked: unknown[] = [];
    server.use(
      signedInAs(MEMBER),
      trpcMsw.community.profiles.byId.query(() => profile(12, 'jess_mum')),
      trpcMsw.gamification.stats.query(() => ACTIVE),
      trpcMsw.gamification.myReceipts.query(({ input }) => {
        receiptsAsked.push(input);
        return { items: [], nextCursor: null };
      }),
    );
    renderWithProviders({ route: '/community/profile/12' });
    const progress = (await screen.findByRole('heading', { name: 'Level and points' }, LOAD)).closest('section')!;
    await waitFor(() => expect(within(progress).getByRole('img', { name: 'Level 3: Active Mum' })).toBeInTheDocument());
    expect(progress).toHaveTextContent('15 points in all · 12.5 this month');
    expect(progress).not.toHaveTextContent('giveaway');
    expect(screen.getAllByRole('img', { name: 'Level 3: Active Mum' }).length).toBeGreaterThanOrEqual(2);
    expect(receiptsAsked).toEqual([]);
  });
});

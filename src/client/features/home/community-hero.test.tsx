import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeThread } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { everythingInView } from '../../../test/viewport';
import { SECTIONS_TEXT } from './sections-text';

beforeEach(() => {
  everythingInView();
});

const threads = (count: number) =>
  Array.from({ length: count }, (_, i) => makeThread({ id: 101 + i, title: `Discussion ${i + 1}`, replyCount: i }));

function community(list: ReturnType<typeof makeThread>[], onLimit?: (limit: unknown) => void) {
  server.use(
    trpcMsw.community.threads.recent.query(({ input }) => {
      onLimit?.(input.limit);
      return list;
    }),
    trpcMsw.community.stats.query(() => ({ totalUsers: 1234, totalThreads: 56, totalComments: 789, activeToday: 12 })),
  );
}

async function openHero() {
  renderWithProviders({ route: '/' });
  return within(await screen.findByRole('region', { name: 'Connect with Mums Who Get It' }));
}

describe('home community hero', () => {
  it('asks for 4 discussions, shows 3 and View All when more came back', async () => {
    const limits: unknown[] = [];
    community(threads(4), (limit) => limits.push(limit));
    const hero = await openHero();
    expect(await hero.findByRole('link', { name: 'Discussion 1' })).toBeInTheDocument();
    expect(hero.getAllByRole('article')).toHaveLength(3);
    expect(hero.queryByRole('link', { name: 'Discussion 4' })).not.toBeInTheDocument();
    expect(hero.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/community');
    expect(limits).toEqual([4]);
  });

  it('shows all 3 with no View All when exactly 3 came back', async () => {
    community(threads(3));
    const hero = await openHero();
    expect(await hero.findByRole('link', { name: 'Discussion 3' })).toBeInTheDocument();
    expect(hero.getAllByRole('article')).toHaveLength(3);
    expect(hero.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
  });

  it("says 'No discussions yet' when there are none", async () => {
    community([]);
    const hero = await openHero();
    expect(await hero.findByText('No discussions yet')).toBeInTheDocument();
    expect(hero.queryByRole('article')).not.toBeInTheDocument();
    expect(hero.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch threads' when the call fails", async () => {
    server.use(
      trpcMsw.community.threads.recent.query(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const hero = await openHero();
    expect(await hero.findByText('Failed to fetch threads')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch stats' in place of the stats when that call fails", async () => {
    community(threads(2));
    server.use(
      trpcMsw.community.stats.query(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const hero = await openHero();
    expect(await hero.findByText('Failed to fetch stats')).toBeInTheDocument();
    expect(hero.queryByLabelText(SECTIONS_TEXT.community.statsLabel)).not.toBeInTheDocument();
    expect(hero.getByRole('link', { name: 'Discussion 1' })).toBeInTheDocument();
  });

  it('sends a visitor to /auth from a thread, and offers Join for Free', async () => {
    community(threads(2));
    const hero = await openHero();
    expect(await hero.findByRole('link', { name: 'Discussion 1' })).toHaveAttribute('href', '/auth');
    expect(hero.getByRole('link', { name: 'Discussion 2' })).toHaveAttribute('href', '/auth');
    expect(hero.getByRole('link', { name: 'Join for Free' })).toHaveAttribute('href', '/auth');
  });

  it('opens the thread for a member, with no Join for Free', async () => {
    server.use(signedInAs(makeUser()));
    community(threads(2));
    const hero = await openHero();
    expect(await hero.findByRole('link', { name: 'Discussion 1' })).toHaveAttribute('href', '/community/thread/101');
    expect(hero.getByRole('link', { name: 'Discussion 2' })).toHaveAttribute('href', '/community/thread/102');
    expect(hero.queryByRole('link', { name: 'Join for Free' })).not.toBeInTheDocument();
    expect(hero.getByRole('link', { name: 'Visit the Community' })).toHaveAttribute('href', '/community');
  });

  it('cuts the preview at 120 characters with an ellipsis', async () => {
    const long = 'a'.repeat(119) + 'bc and more after the cut';
    const exact = 'x'.repeat(120);
    community([makeThread({ id: 1, title: 'Long one', content: long }), makeThread({ id: 2, title: 'Exact one', content: exact })]);
    const hero = await openHero();
    await hero.findByRole('link', { name: 'Long one' });
    expect(hero.getByText(`${'a'.repeat(119)}b...`)).toBeInTheDocument();
    expect(hero.queryByText(long)).not.toBeInTheDocument();
    expect(hero.getByText(exact)).toBeInTheDocument();
  });

  it('shows the member stats', async () => {
    community([]);
    const hero = await openHero();
    const stats = within(hero.getByLabelText('Community stats'));
    expect(await stats.findByText('1,234')).toBeInTheDocument();
    for (const [label, value] of [
      ['Members', '1,234'],
      ['Discussions', '56'],
      ['Replies', '789'],
      ['Active today', '12'],
    ] as const) {
      expect(stats.getByText(label)).toBeInTheDocument();
      expect(stats.getByText(value)).toBeInTheDocument();
    }
  });
});

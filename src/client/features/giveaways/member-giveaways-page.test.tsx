import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawRound, entrantListText, sha256Hex } from '../../../shared/lib/giveaway-draw';
import type { DrawRecordDto } from '../../../shared/schemas/giveaways';
import { makeGiveaway, makeMemberGiveaways } from '../../../test/giveaway-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const MEMBER = makeUser({ id: 7, username: 'sarah_mum' });
const LOAD = { timeout: 10_000 };

async function publishedDraw(): Promise<DrawRecordDto> {
  const seed = 'f'.repeat(64);
  const entrantList = entrantListText([
    { userId: 7, entries: 4 },
    { userId: 8, entries: 1 },
  ]);
  const { winnerUserId } = await drawRound(seed, entrantList, 1, []);
  return {
    giveawayId: 2,
    month: '2026-10',
    algorithm: 'sha256-weighted-v1',
    seed,
    seedHash: await sha256Hex(seed),
    entrantList,
    listHash: await sha256Hex(entrantList),
    entrantCount: 2,
    winners: [winnerUserId!],
    drawnAt: new Date('2026-11-01T00:00:00Z'),
  };
}

describe('/member-giveaways', { timeout: 20_000 }, () => {
  it("shows this month's prize, her entries, how to earn more, the seed commitment and the leaderboard", async () => {
    server.use(
      signedInAs(MEMBER),
      trpcMsw.giveaways.mine.query(() =>
        makeMemberGiveaways({
          current: makeGiveaway(),
          myEntries: 4,
          myMonthlyPoints: 3.5,
          leaderboard: [
            { rank: 1, userId: 7, name: 'Sarah', monthlyPoints: 3.5, entries: 4 },
            { rank: 2, userId: 8, name: 'jess_mum', monthlyPoints: 0, entries: 1 },
          ],
        }),
      ),
    );
    renderWithProviders({ route: '/member-giveaways' });
    const month = (await screen.findByRole('heading', { name: 'This month’s giveaway' }, LOAD)).closest('section')!;
    // The prize's name says its value already: the heading doesn't repeat it.
    expect(within(month).getByRole('heading', { name: 'A $250 baby store voucher' })).toBeInTheDocument();
    expect(month).not.toHaveTextContent('Worth');
    expect(month).toHaveTextContent('Your entries4');
    expect(month).toHaveTextContent('1 free entry + 3.5 points this month');
    expect(month).toHaveTextContent('Start a discussion: +0.5');
    expect(month).toHaveTextContent('a'.repeat(64));
    const board = (await screen.findByRole('heading', { name: 'This month’s leaderboard' })).closest('section')!;
    expect(within(board).getByRole('row', { name: /1\s*Sarah\s*3\.5\s*4/ })).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'Sarah' })).toHaveAttribute('href', '/community/profile/7');
  });

  it('lets the winner claim her prize', async () => {
    const claimed: number[] = [];
    const prize = makeGiveaway({
      id: 2,
      status: 'awaitingClaim',
      winner: {
        round: 1,
        userId: 7,
        username: 'sarah_mum',
        drawnAt: new Date(),
        claimBy: new Date('2026-12-15T00:00:00Z'),
        claimedAt: null,
      },
    });
    server.use(
      signedInAs(MEMBER),
      trpcMsw.giveaways.mine.query(() => makeMemberGiveaways({ myPrize: claimed.length ? null : prize })),
      trpcMsw.giveaways.claim.mutation(({ input }) => {
        claimed.push(Number(input.id));
        return { ...prize, status: 'claimed' as const };
      }),
    );
    const { user } = renderWithProviders({ route: '/member-giveaways' });
    const won = (await screen.findByRole('heading', { name: 'You won!' }, LOAD)).closest('section')!;
    expect(won).toHaveTextContent('You won A $250 baby store voucher. Claim it by 15 Dec 2026');
    await user.click(within(won).getByRole('button', { name: 'Claim my prize' }));
    await waitFor(() => expect(claimed).toEqual([2]));
    expect(await screen.findByText('Prize claimed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You won!' })).not.toBeInTheDocument());
  });

  it('checks a past draw in the browser, and says so when its record was changed', async () => {
    const record = await publishedDraw();
    let served = record;
    server.use(
      signedInAs(MEMBER),
      trpcMsw.giveaways.mine.query(() =>
        makeMemberGiveaways({
          past: [
            makeGiveaway({
              id: 2,
              month: '2026-10',
              prize: 'A cot',
              status: 'claimed',
              drawnAt: record.drawnAt,
              draw: { algorithm: record.algorithm, seed: record.seed, listHash: record.listHash, entrantCount: 2 },
              winner: {
                round: 1,
                userId: record.winners[0]!,
                username: 'winner',
                drawnAt: record.drawnAt,
                claimBy: new Date(),
                claimedAt: new Date(),
              },
            }),
          ],
        }),
      ),
      trpcMsw.giveaways.drawRecord.query(() => served),
    );
    const { user } = renderWithProviders({ route: '/member-giveaways' });
    const past = (await screen.findByRole('heading', { name: 'Past draws' }, LOAD)).closest('section')!;
    expect(past).toHaveTextContent('Won by @winner');
    // Members get the check button, not a developer's command.
    expect(past).not.toHaveTextContent('npm run');
    // The record is on the page: seed, hashes, algorithm, and the full list a link away.
    expect(past).toHaveTextContent(`Seed (revealed at the draw)${record.seed}`);
    expect(past).toHaveTextContent(`Entrant list hash${record.listHash} (2 entrants)`);
    expect(within(past).getByRole('link', { name: 'The entrant list and winners (JSON)' })).toHaveAttribute(
      'href',
      '/api/giveaways/2/draw',
    );
    await user.click(within(past).getByRole('button', { name: 'Check this draw' }));
    expect(
      await within(past).findByText(
        /Checked in your browser: .* list of 2 entrants matches its hash, and the algorithm picks member \d+ \(@winner\)/,
      ),
    ).toBeInTheDocument();

    served = { ...record, entrantList: '7:4\n8:40\n' };
    await user.click(within(past).getByRole('button', { name: 'Check this draw' }));
    expect(await within(past).findByText('The entrant list does not match its published hash.')).toBeInTheDocument();
  });
});

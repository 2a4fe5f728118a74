import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { GIVEAWAY_TEXT } from '../../../../shared/constants/giveaways';
import type { GiveawayFieldsInput } from '../../../../shared/schemas/giveaways';
import { makeGiveaway } from '../../../../test/giveaway-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

describe('/admin/giveaways', { timeout: 20_000 }, () => {
  it('opens a month’s giveaway, checking the fields as the server would', async () => {
    const created: GiveawayFieldsInput[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.giveaways.create.mutation(({ input }) => {
        created.push(input);
        if (input.month === '2026-12') throw new TRPCError({ code: 'CONFLICT', message: GIVEAWAY_TEXT.monthTaken });
        return makeGiveaway({ prize: input.prize });
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/giveaways' });
    expect(await screen.findByText('No giveaways yet', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New giveaway' }));
    const form = await screen.findByRole('form', { name: 'New giveaway' });
    await user.click(within(form).getByRole('button', { name: 'Open giveaway' }));
    expect(within(form).getByText('Prize is required')).toBeInTheDocument();
    expect(within(form).getByText('Terms and conditions is required')).toBeInTheDocument();
    expect(created).toEqual([]);

    const month = within(form).getByLabelText(/^Month/);
    await user.clear(month);
    await user.type(month, '2026-12');
    await user.type(within(form).getByRole('textbox', { name: /^Prize/ }), 'A pram');
    await user.type(within(form).getByRole('textbox', { name: /^Terms and conditions/ }), 'Australia only.');
    await user.click(within(form).getByRole('button', { name: 'Open giveaway' }));
    // The refusal shows beside the month.
    expect(await within(form).findByText(GIVEAWAY_TEXT.monthTaken)).toBeInTheDocument();
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([expect.objectContaining({ month: '2026-12', prize: 'A pram', terms: 'Australia only.', claimDays: 14 })]);
  });

  it('shows each giveaway’s state and offers what fits it: edit before the draw, draw once closed, redraw when unclaimed', async () => {
    const drawn: number[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.giveaways.list.query(() => [
        makeGiveaway({ id: 5, month: '2026-12', prize: 'A pram', status: 'upcoming' }),
        makeGiveaway({ id: 4, month: '2026-11', prize: 'A cot', status: 'ready' }),
        makeGiveaway({
          id: 3,
          month: '2026-10',
          prize: 'A carrier',
          status: 'unclaimed',
          drawnAt: new Date('2026-11-01T00:00:00Z'),
          winner: {
            round: 1,
            userId: 7,
            username: 'sarah_mum',
            drawnAt: new Date('2026-11-01T00:00:00Z'),
            claimBy: new Date('2026-11-15T00:00:00Z'),
            claimedAt: null,
          },
        }),
      ]),
      trpcMsw.admin.giveaways.draw.mutation(({ input }) => {
        drawn.push(Number(input.id));
        return makeGiveaway({
          id: 4,
          status: 'awaitingClaim',
          winner: { round: 1, userId: 8, username: 'jess_mum', drawnAt: new Date(), claimBy: new Date(), claimedAt: null },
        });
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/giveaways' });
    const upcoming = await screen.findByRole('article', { name: 'December 2026: A pram' }, LOAD);
    // Each giveaway's heading comes next under the page's: no level skipped.
    expect(within(upcoming).getByRole('heading', { level: 2 })).toHaveTextContent('A pram');
    expect(within(upcoming).getByRole('button', { name: 'Edit A pram' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: 'Draw the winner' })).not.toBeInTheDocument();
    const unclaimed = screen.getByRole('article', { name: 'October 2026: A carrier' });
    expect(unclaimed).toHaveTextContent('Winner: @sarah_mum');
    expect(within(unclaimed).getByRole('button', { name: 'Redraw' })).toBeInTheDocument();
    expect(within(unclaimed).queryByRole('button', { name: 'Edit A carrier' })).not.toBeInTheDocument();

    const ready = screen.getByRole('article', { name: 'November 2026: A cot' });
    await user.click(within(ready).getByRole('button', { name: 'Draw the winner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Draw the winner now?' });
    expect(dialog).toHaveTextContent('The entrant list for November 2026 is frozen');
    expect(drawn).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Draw the winner' }));
    await waitFor(() => expect(drawn).toEqual([4]));
    expect(await screen.findByText('Drawn: @jess_mum won')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_RULES, type PointsRules } from '../../../../shared/constants/gamification';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

describe('/admin/gamification', { timeout: 20_000 }, () => {
  it('edits the point values and caps, checked by the shared rules before sending', async () => {
    const saved: PointsRules[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.gamification.pointsRules.set.mutation(({ input }) => {
        saved.push(input);
        return input;
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/gamification' });
    const threadPoints = await screen.findByRole('spinbutton', { name: 'Points for a new thread' }, LOAD);
    expect(threadPoints).toHaveValue(0.5);
    expect(screen.getByRole('spinbutton', { name: 'Likes that earn points per day' })).toHaveValue(20);

    await user.clear(threadPoints);
    await user.type(threadPoints, '0.125');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Points can have at most two decimals')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.clear(threadPoints);
    await user.type(threadPoints, '1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toEqual([{ ...DEFAULT_POINTS_RULES, points: { ...DEFAULT_POINTS_RULES.points, thread: 1 } }]));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it("says 'Failed to fetch settings' and 'Failed to fetch giveaway entries' when they can't be read", async () => {
    const fail = () => {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
    };
    server.use(signedInAs(ADMIN), trpcMsw.admin.gamification.pointsRules.get.query(fail), trpcMsw.admin.gamification.entries.query(fail));
    renderWithProviders({ route: '/admin/gamification' });
    expect(await screen.findByText('Failed to fetch settings', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch giveaway entries')).toBeInTheDocument();
  });

  it("lists the month's entrants and adjusts a member's points with a reason", async () => {
    const granted: unknown[] = [];
    const months: (string | undefined)[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.gamification.entries.query(({ input }) => {
        months.push(input.month);
        return [
          { userId: 7, username: 'sarah_mum', displayName: 'Sarah', monthlyPoints: 3.35, entries: 4 },
          { userId: 8, username: 'jess_mum', displayName: null, monthlyPoints: 0, entries: 1 },
        ];
      }),
      trpcMsw.admin.gamification.grant.mutation(({ input }) => {
        granted.push(input);
        return {
          level: 1,
          levelTitle: 'Newbie Mum',
          levelEmoji: '🌱',
          monthlyPoints: 5.35,
          giveawayEntries: 6,
          totalPoints: 5.35,
          nextLevel: null,
        };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/gamification' });
    const table = await screen.findByRole('table', { name: /^Giveaway entries for / }, LOAD);
    expect(within(table).getByRole('row', { name: /Sarah\s*@sarah_mum\s*3\.35\s*4/ })).toBeInTheDocument();

    const month = screen.getByRole('combobox', { name: 'Month' });
    const last = within(month).getAllByRole('option')[1]!;
    await user.selectOptions(month, last);
    await waitFor(() => expect(months.at(-1)).toBe((last as HTMLOptionElement).value));

    await user.click(within(table).getByRole('button', { name: 'Adjust points of sarah_mum' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Adjust sarah_mum’s points' });
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Points must be a number')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: /Points/ }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ran the newborn sleep Q&A');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(granted).toEqual([{ userId: 7, points: 2, reason: 'Ran the newborn sleep Q&A' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the ledger, searched in the URL', async () => {
    const asked: unknown[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.gamification.ledger.query(({ input }) => {
        asked.push(input.q);
        return {
          items: [
            {
              id: 3,
              action: 'reply',
              label: 'Reply in ‘Settling a newborn’',
              points: 0.25,
              createdAt: new Date('2026-11-12T03:00:00Z'),
              member: { id: 7, username: 'sarah_mum' },
            },
            {
              id: 2,
              action: 'grant',
              label: 'Taken off by the team: Duplicate thread',
              points: -0.5,
              createdAt: new Date('2026-11-11T03:00:00Z'),
              member: { id: 7, username: 'sarah_mum' },
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/gamification' });
    const ledger = await screen.findByRole('table', { name: 'Points ledger' }, LOAD);
    expect(within(ledger).getByRole('row', { name: /@sarah_mum\s*Reply in ‘Settling a newborn’\s*\+0\.25/ })).toBeInTheDocument();
    expect(within(ledger).getByRole('row', { name: /Duplicate thread\s*−0\.5/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the ledger' }), 'sarah');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'sarah' }));
    await waitFor(() => expect(asked.at(-1)).toBe('sarah'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../../../shared/constants/moderation';
import type { QueueItemDto } from '../../../../shared/schemas/moderation';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const MODERATOR = makeUser({ id: 2, username: 'mod_meg', role: 'moderator' });
const LOAD = { timeout: 10_000 };

function makeItem(overrides: Partial<QueueItemDto> = {}): QueueItemDto {
  return {
    id: 31,
    targetType: 'reply',
    targetId: 501,
    status: 'pending',
    version: 4,
    reportCount: 3,
    reasons: ['abuse'],
    checks: [],
    safety: false,
    illegal: false,
    hidden: true,
    firstReportedAt: new Date('2026-11-27T09:00:00Z'),
    lastReportedAt: new Date('2026-11-27T10:00:00Z'),
    snapshot: 'You are a terrible mother',
    currentText: 'You are a terrible mother',
    author: { id: 12, username: 'jess_mum' },
    claimedBy: null,
    claimedUntil: null,
    reports: [{ reason: 'abuse', note: null, reporter: { id: 13, username: 'kate_w' }, createdAt: new Date('2026-11-27T09:00:00Z') }],
    ...overrides,
  };
}

describe('/admin/moderation', { timeout: 20_000 }, () => {
  it('shows each item with its reasons and reporters, keeps one on the version listed, and asks before removing', async () => {
    const decisions: unknown[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(() => ({ items: [makeItem()], nextCursor: null })),
      trpcMsw.moderation.queue.decide.mutation(({ input }) => {
        decisions.push(input);
        return { id: 31, status: input.action === 'remove' ? 'removed' : 'kept', version: 5 };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/moderation' });
    const item = within(await screen.findByRole('article', { name: /Reply #501 by jess_mum/ }, LOAD));
    // The reason as a badge, and again beside its reporter.
    expect(item.getAllByText(MODERATION_TEXT.reasons.abuse.label)).toHaveLength(2);
    expect(within(item.getByRole('region', { name: 'Reports' })).getByRole('listitem')).toHaveTextContent(/Abuse · kate_w/);
    expect(item.getByText('Hidden from members')).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Keep: Reply #501' }));
    await waitFor(() => expect(decisions).toEqual([{ id: 31, action: 'keep', version: 4 }]));
    expect(await screen.findByText('Kept: it is shown again')).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Remove: Reply #501' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this?' }));
    expect(decisions).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(decisions).toEqual([expect.anything(), { id: 31, action: 'remove', version: 4 }]));
  });

  it('says so when someone else decided first, and reads the queue again', async () => {
    let lists = 0;
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(() => {
        lists += 1;
        return { items: [makeItem()], nextCursor: null };
      }),
      trpcMsw.moderation.queue.decide.mutation(() => {
        throw new TRPCError({ code: 'CONFLICT', message: MODERATION_TEXT.staleDecision });
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/moderation' });
    const item = within(await screen.findByRole('article', { name: /Reply #501/ }, LOAD));
    await user.click(item.getByRole('button', { name: 'Ignore: Reply #501' }));
    expect(await screen.findByText(MODERATION_TEXT.staleDecision)).toBeInTheDocument();
    await waitFor(() => expect(lists).toBe(2));
  });

  it('puts its filters in the URL and says when nothing is waiting', async () => {
    const asked: unknown[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(({ input }) => {
        asked.push(input);
        return { items: [], nextCursor: null };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/moderation' });
    expect(await screen.findByText('Nothing waiting. Thank you for keeping the village safe.', undefined, LOAD)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'safety_concern');
    await waitFor(() => expect(router.state.location.search).toEqual({ reason: 'safety_concern' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ status: 'pending', reason: 'safety_concern' });
  });
});

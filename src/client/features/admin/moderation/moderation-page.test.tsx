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
    decision: null,
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
    currentPost: { title: null, content: 'You are a terrible mother' },
    author: { id: 12, username: 'jess_mum' },
    claimedBy: null,
    claimedUntil: null,
    reports: [{ reason: 'abuse', note: null, reporter: { id: 13, username: 'kate_w' }, createdAt: new Date('2026-11-27T09:00:00Z') }],
    revisions: [],
    authorHistory: { removed: 0, kept: 0, penalties: 0 },
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

  it('filters by the author from her item and by the days it was first reported, in the URL', async () => {
    const asked: { authorId?: number | string; from?: string }[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(({ input }) => {
        asked.push(input);
        return { items: [makeItem()], nextCursor: null };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/moderation' });
    const item = within(await screen.findByRole('article', { name: /Reply #501 by jess_mum/ }, LOAD));
    await user.click(item.getByRole('button', { name: "Only jess_mum's items" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ member: 12 }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ authorId: 12 }));
    const from = screen.getByLabelText('Reported from');
    await user.type(from, '2026-11-20');
    await waitFor(() => expect(router.state.location.search).toEqual({ member: 12, from: '2026-11-20' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ authorId: 12, from: '2026-11-20' }));
    await user.click(screen.getByRole('button', { name: "Only jess_mum's items: show all" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ from: '2026-11-20' }));
  });

  it("edits a post from its text now, and locks a thread with the team's support note", async () => {
    const decisions: unknown[] = [];
    const thread = makeItem({
      id: 32,
      targetType: 'thread',
      targetId: 77,
      currentText: 'Selling\n\nBuy my tea',
      currentPost: { title: 'Selling', content: 'Buy my tea' },
    });
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(() => ({ items: [makeItem(), thread], nextCursor: null })),
      trpcMsw.moderation.queue.decide.mutation(({ input }) => {
        decisions.push(input);
        return { id: Number(input.id), status: 'kept' as const, version: 5 };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/moderation' });
    const reply = within(await screen.findByRole('article', { name: /Reply #501/ }, LOAD));
    // A reply can't be locked.
    expect(reply.queryByRole('button', { name: /^Lock/ })).not.toBeInTheDocument();
    await user.click(reply.getByRole('button', { name: 'Edit: Reply #501' }));
    const edit = within(await screen.findByRole('alertdialog', { name: 'Edit this post' }));
    const text = edit.getByRole('textbox', { name: /Text/ });
    expect(text).toHaveValue('You are a terrible mother');
    await user.clear(text);
    await user.type(text, 'Please be kind.');
    await user.click(edit.getByRole('button', { name: 'Save edit' }));
    await waitFor(() => expect(decisions).toEqual([{ id: 31, version: 4, action: 'edit', content: 'Please be kind.' }]));

    const item = within(screen.getByRole('article', { name: /Thread #77/ }));
    await user.click(item.getByRole('button', { name: 'Lock with a note: Thread #77' }));
    const lock = within(await screen.findByRole('alertdialog', { name: 'Lock with a support note' }));
    expect(lock.getByRole('textbox', { name: /Note shown under the discussion/ })).toHaveValue(MODERATION_TEXT.templates.lockNote.text);
    await user.click(lock.getByRole('button', { name: 'Lock with a note' }));
    await waitFor(() =>
      expect(decisions.at(-1)).toEqual({ id: 32, version: 4, action: 'lock', supportNote: MODERATION_TEXT.templates.lockNote.text }),
    );
  });

  it("shows the author's history, the earlier versions and the reply template to copy", async () => {
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(() => ({
        items: [
          makeItem({
            authorHistory: { removed: 2, kept: 1, penalties: 1 },
            revisions: [
              {
                title: null,
                content: 'The first words',
                editedBy: { id: 12, username: 'jess_mum' },
                createdAt: new Date('2026-11-27T11:00:00Z'),
              },
            ],
          }),
        ],
        nextCursor: null,
      })),
    );
    const { user } = renderWithProviders({ route: '/admin/moderation' });
    const item = within(await screen.findByRole('article', { name: /Reply #501/ }, LOAD));
    expect(item.getByText('Earlier: 2 removed, 1 kept; 1 penalty')).toBeInTheDocument();
    await user.click(item.getByText('Earlier versions (1)'));
    expect(item.getByText('The first words')).toBeVisible();
    await user.click(item.getByText('Reply templates'));
    await user.click(item.getByRole('button', { name: /Copy/ }));
    expect(await navigator.clipboard.readText()).toBe(MODERATION_TEXT.templates.reachOut.text);
  });

  it('decides the selected items at once from the bulk bar, and says which someone else had decided', async () => {
    const bulk: unknown[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(() => ({
        items: [makeItem(), makeItem({ id: 33, targetId: 502 }), makeItem({ id: 34, targetId: 503 })],
        nextCursor: null,
      })),
      trpcMsw.moderation.queue.decideMany.mutation(({ input }) => {
        bulk.push(input);
        return [
          { id: 31, result: 'decided', status: 'ignored', version: 5 },
          { id: 34, result: 'stale', error: MODERATION_TEXT.staleDecision },
        ];
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/moderation' });
    await screen.findByRole('article', { name: /Reply #501/ }, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select Reply #501' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Reply #503' }));
    const bar = within(screen.getByRole('region', { name: 'Selected items' }));
    expect(bar.getByText('2 selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Ignore' }));
    await waitFor(() =>
      expect(bulk).toEqual([
        {
          action: 'ignore',
          items: [
            { id: 31, version: 4 },
            { id: 34, version: 4 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('1 decided; 1 already decided by someone else or gone')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected items' })).not.toBeInTheDocument();
  });

  it('moves between items with j and k, keeps with a and asks before removing with r, but not while typing', async () => {
    const decisions: unknown[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(() => ({ items: [makeItem(), makeItem({ id: 33, targetId: 502 })], nextCursor: null })),
      trpcMsw.moderation.queue.decide.mutation(({ input }) => {
        decisions.push(input);
        return { id: Number(input.id), status: 'kept' as const, version: 5 };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/moderation' });
    const first = await screen.findByRole('article', { name: /Reply #501/ }, LOAD);
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' })).toHaveTextContent('j next item');

    await user.keyboard('j');
    expect(first).toHaveFocus();
    expect(screen.getByText('Item 1 of 2: Reply #501')).toBeInTheDocument();
    await user.keyboard('j');
    expect(screen.getByRole('article', { name: /Reply #502/ })).toHaveFocus();
    await user.keyboard('k');
    expect(first).toHaveFocus();
    await user.keyboard('a');
    await waitFor(() => expect(decisions).toEqual([{ id: 31, version: 4, action: 'keep' }]));

    await user.keyboard('j');
    await user.keyboard('r');
    expect(await screen.findByRole('alertdialog', { name: 'Remove this?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Typed into a filter, the letters are only letters.
    screen.getByRole('combobox', { name: 'Reason' }).focus();
    await user.keyboard('a');
    expect(decisions).toHaveLength(1);
  });

  it("gives the author a penalty from her item, a moderator's lengths up to 30 days, and answers an appeal", async () => {
    const penalties: unknown[] = [];
    const answers: unknown[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.moderation.queue.list.query(() => ({ items: [makeItem()], nextCursor: null })),
      trpcMsw.moderation.penalties.list.query(() => []),
      trpcMsw.moderation.penalties.create.mutation(({ input }) => {
        penalties.push(input);
        return {
          id: 1,
          memberId: 12,
          kind: input.kind,
          reason: input.reason,
          days: input.days,
          startsAt: new Date(),
          endsAt: null,
          liftedAt: null,
          inForce: true,
        };
      }),
      trpcMsw.moderation.appeals.list.query(() => [
        {
          id: 4,
          decisionId: 9,
          decisionKind: 'silence' as const,
          decisionReason: 'Selling',
          member: { id: 15, username: 'amy_r' },
          message: 'I was only answering a question.',
          status: 'open' as const,
          createdAt: new Date(),
        },
      ]),
      trpcMsw.moderation.appeals.resolve.mutation(({ input }) => {
        answers.push(input);
        return { id: 4, status: input.outcome };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/moderation' });
    const item = within(await screen.findByRole('article', { name: /Reply #501 by jess_mum/ }, LOAD));
    await user.click(item.getByRole('button', { name: 'Warn, silence or suspend jess_mum' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'A penalty for jess_mum' }));
    expect(await dialog.findByText('No penalties so far.')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /Silence/ }));
    const lengths = within(dialog.getByRole('combobox', { name: /How long/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(lengths).toEqual(['1 day', '3 days', '7 days', '30 days']);
    await user.click(dialog.getByRole('button', { name: 'Give penalty' }));
    expect(penalties).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /Reason she is told/ }), 'Name-calling in the sleep thread');
    await user.click(dialog.getByRole('button', { name: 'Give penalty' }));
    await waitFor(() =>
      expect(penalties).toEqual([{ memberId: 12, kind: 'silence', days: 7, reason: 'Name-calling in the sleep thread' }]),
    );

    const appeals = within(screen.getByRole('region', { name: /Appeals/ }));
    expect(appeals.getByText('I was only answering a question.')).toBeInTheDocument();
    await user.type(appeals.getByRole('textbox', { name: /Answer to her/ }), 'Sorry, our mistake.');
    await user.click(appeals.getByRole('button', { name: 'Overturn' }));
    await waitFor(() => expect(answers).toEqual([{ id: 4, outcome: 'overturned', response: 'Sorry, our mistake.' }]));
  });
});

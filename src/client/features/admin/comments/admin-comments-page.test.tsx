import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminCommentRow } from '../../../../test/comments-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'admin', role: 'admin' });
const MODERATOR = makeUser({ id: 2, username: 'mod_meg', role: 'moderator' });
const LOAD = { timeout: 10_000 };

const page = (items: ReturnType<typeof makeAdminCommentRow>[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('/admin/comments', { timeout: 20_000 }, () => {
  it('lists comments with their page and reports, filters in the URL, and removes one with its reason', async () => {
    const inputs: unknown[] = [];
    const decisions: unknown[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.admin.comments.list.query(({ input }) => {
        inputs.push(input);
        return page([makeAdminCommentRow({ id: 70, body: 'Buy cheap pills', reportCount: 2 })]);
      }),
      trpcMsw.admin.comments.decide.mutation(({ input }) => {
        decisions.push(input);
        return { done: input.ids.map(Number), failed: [] };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/comments' });
    const row = (await screen.findByText('Buy cheap pills', {}, LOAD)).closest('tr')!;
    expect(within(row).getByText('2 reports')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sweet Potato Puree' })).toHaveAttribute('href', '/recipes/sweet-potato-puree');
    expect(within(row).getByRole('link', { name: /View the comment by Jess/ })).toHaveAttribute(
      'href',
      '/recipes/sweet-potato-puree#comment-70',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reported' }), 'yes');
    await waitFor(() => expect(router.state.location.search).toEqual({ reported: 'yes' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ reported: true }));

    await user.click(within(row).getByRole('button', { name: 'Remove the comment by Jess' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this comment?' }));
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(decisions).toEqual([{ ids: [70], action: 'remove', reason: 'spam' }]));
    expect(await screen.findByText('Comment removed')).toBeInTheDocument();
  });

  it('approves several at once from the bulk bar', async () => {
    const decisions: unknown[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.comments.list.query(() =>
        page([makeAdminCommentRow({ id: 80, status: 'pending' }), makeAdminCommentRow({ id: 81, status: 'pending' })]),
      ),
      trpcMsw.admin.comments.decide.mutation(({ input }) => {
        decisions.push(input);
        return { done: input.ids.map(Number), failed: [] };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/comments' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every comment on this page' }, LOAD));
    const bar = within(screen.getByRole('region', { name: 'Selected comments' }));
    expect(bar.getByText('2 selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toEqual([{ ids: [80, 81], action: 'approve' }]));
    expect(await screen.findByText('2 comments changed')).toBeInTheDocument();
  });

  it('lets an admin change the moderation mode, and a moderator only read it', async () => {
    const saved: unknown[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.comments.settings.save.mutation(({ input }) => {
        saved.push(input);
        return input;
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/comments' });
    const mode = within(await screen.findByRole('region', { name: 'Comment moderation' }, LOAD));
    await waitFor(() => expect(mode.getByRole('radio', { name: /^Open/ })).toBeChecked());
    await user.click(mode.getByRole('radio', { name: /^All/ }));
    await user.click(mode.getByRole('button', { name: 'Save mode' }));
    await waitFor(() => expect(saved).toEqual([{ mode: 'all' }]));
    expect(await screen.findByText('Comment moderation mode saved')).toBeInTheDocument();
  });

  it('shows a moderator the mode without a way to change it', async () => {
    server.use(signedInAs(MODERATOR));
    renderWithProviders({ route: '/admin/comments' });
    const mode = within(await screen.findByRole('region', { name: 'Comment moderation' }, LOAD));
    await waitFor(() => expect(mode.getByRole('radio', { name: /^Open/ })).toBeDisabled());
    expect(mode.getByText('Only an admin can change the mode.')).toBeInTheDocument();
    expect(mode.queryByRole('button', { name: 'Save mode' })).not.toBeInTheDocument();
  });
});

describe('/admin/comments/pending', { timeout: 20_000 }, () => {
  it('lists held comments oldest first, counts them in the nav, and approves and removes from the keyboard', async () => {
    const decisions: unknown[] = [];
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.admin.comments.pending.query(() => ({
        items: [
          makeAdminCommentRow({ id: 90, status: 'pending', body: 'First held' }),
          makeAdminCommentRow({ id: 91, status: 'pending', body: 'Second held' }),
        ],
        nextCursor: null,
      })),
      trpcMsw.admin.comments.pendingCount.query(() => ({ count: 2 })),
      trpcMsw.admin.comments.decide.mutation(({ input }) => {
        decisions.push(input);
        return { done: input.ids.map(Number), failed: [] };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/comments/pending' });
    await screen.findByText('First held', {}, LOAD);
    const items = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('held'));
    expect(items.map((item) => item.textContent?.includes('First held'))).toEqual([true, false]);
    expect(await screen.findByRole('link', { name: /Pending Comments, 2 pending/ })).toBeInTheDocument();

    await user.keyboard('j');
    expect(screen.getByText('First held').closest('li')).toHaveFocus();
    await user.keyboard('a');
    await waitFor(() => expect(decisions).toEqual([{ ids: [90], action: 'approve' }]));
    await user.keyboard('j');
    expect(screen.getByText('Second held').closest('li')).toHaveFocus();
    await user.keyboard('r');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this comment?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(decisions).toEqual([expect.anything(), { ids: [91], action: 'remove', reason: 'guidelines' }]));
  });
});

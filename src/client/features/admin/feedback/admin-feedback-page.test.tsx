import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedbackAdminDto, FeedbackListInput, SetFeedbackStatusInput } from '../../../../shared/schemas/admin/feedback';
import { makeAdminFeedback } from '../../../../test/feedback-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'jo_admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

describe('/admin/feedback', { timeout: 20_000 }, () => {
  it('lists feedback with its counts, filters in the URL, and changes a status with a note', async () => {
    const asked: FeedbackListInput[] = [];
    const changes: SetFeedbackStatusInput[] = [];
    let row: FeedbackAdminDto = makeAdminFeedback({ id: 4, category: 'problem', message: 'The search box jumps.', pageLink: '/search' });
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.feedback.counts.query(() => ({ new: 3, planned: 1, done: 0, declined: 2 })),
      trpcMsw.admin.feedback.list.query(({ input }) => {
        asked.push(input);
        return { items: [row], total: 1, page: 1, pageSize: 20 };
      }),
      trpcMsw.admin.feedback.setStatus.mutation(({ input }) => {
        changes.push(input);
        row = { ...row, status: input.status, adminNote: input.note || null };
        return { feedback: row, changed: true, notified: true };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/feedback' });
    const table = await screen.findByRole('table', { name: 'Members’ feedback, newest first' }, LOAD);
    const counts = screen.getByRole('list', { name: 'Feedback by status' });
    expect(
      within(counts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['New: 3', 'Planned: 1', 'Done: 0', 'Declined: 2']);
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Problem');
    expect(first).toHaveTextContent('The search box jumps.');
    expect(first).toHaveTextContent('@sarah_mum');
    expect(first).toHaveTextContent('New');
    expect(within(first!).getByRole('link', { name: '/search' })).toHaveAttribute('href', '/search');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'problem');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'problem' }));
    await user.click(within(counts).getByRole('button', { name: 'Declined: 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'problem', status: 'declined' }));
    expect(within(counts).getByRole('button', { name: 'Declined: 2' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'declined', category: 'problem', page: 1 }));

    await user.click(within(first!).getByRole('button', { name: 'Change status of @sarah_mum’s feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    expect(within(dialog).getByRole('radio', { name: 'New' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Planned' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the member/ }), 'Fixing it this month.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status saved: Planned')).toBeInTheDocument();
    expect(screen.getByText('@sarah_mum has been notified.')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 4, status: 'planned', note: 'Fixing it this month.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Planned'));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Note to the member: Fixing it this month.');
  });

  it('says so when there is no feedback yet', async () => {
    server.use(signedInAs(ADMIN));
    renderWithProviders({ route: '/admin/feedback' });
    expect(await screen.findByText('No feedback yet', {}, LOAD)).toBeInTheDocument();
  });
});

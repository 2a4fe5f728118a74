import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BulkInput, MemberDetailDto, MemberListInput, MemberRowDto } from '../../../../shared/schemas/admin/members';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'jo_admin', isAdmin: true, role: 'admin' });
const MODERATOR = makeUser({ id: 2, username: 'mo_mod', isAdmin: false, role: 'moderator' });
const LOAD = { timeout: 10_000 };

function makeRow(overrides: Partial<MemberRowDto> = {}): MemberRowDto {
  return {
    id: 7,
    username: 'kate_b',
    displayName: 'Kate',
    email: 'kate@example.com',
    joinedAt: new Date('2026-03-02T00:00:00Z'),
    lastSeenOn: '2026-11-20',
    level: 2,
    levelTitle: 'Helper',
    points: 42,
    counts: { threads: 3, replies: 12, comments: 4 },
    status: 'active',
    role: 'member',
    newsletter: true,
    ...overrides,
  };
}

const page = (items: MemberRowDto[]) => ({ items, total: items.length, page: 1, pageSize: 50, totalCapped: false, nextCursor: null });

describe('/admin/members', { timeout: 20_000 }, () => {
  it('lists members with their figures; search and filters go into the URL and the query', async () => {
    const asked: MemberListInput[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.members.list.query(({ input }) => {
        asked.push(input);
        return page([makeRow(), makeRow({ id: 8, username: 'mia', displayName: null, status: 'silenced', newsletter: false })]);
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/members' });
    const table = await screen.findByRole('table', { name: 'Members' }, LOAD);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('@kate_b');
    expect(first).toHaveTextContent('kate@example.com');
    expect(within(first!).getByText('Level 2 Helper')).toBeInTheDocument();
    expect(within(first!).getByText('42 pts')).toBeInTheDocument();
    expect(within(first!).getByText('3 threads')).toBeInTheDocument();
    expect(within(first!).getByText('12 replies')).toBeInTheDocument();
    expect(within(first!).getByText('4 comments')).toBeInTheDocument();
    expect(second).toHaveTextContent('Silenced');
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/members.csv?sort=joined');

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'k');
    expect(await screen.findByText('Type at least 2 characters to search')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'a');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'ka' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity' }), 'true');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'ka', status: 'suspended', inactive: 'true' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'ka', status: 'suspended', inactive: true, sort: 'joined', page: 1 }));
  });

  it('shows a moderator no CSV download', async () => {
    server.use(
      signedInAs(MODERATOR),
      trpcMsw.admin.members.list.query(() => page([makeRow({ email: 'k***@example.com' })])),
    );
    renderWithProviders({ route: '/admin/members' });
    expect(await screen.findByText('k***@example.com', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});

describe('/admin/members/{id}', { timeout: 20_000 }, () => {
  it('shows her profile, sessions, notes and timeline, and signs her out everywhere after asking', async () => {
    const detail: MemberDetailDto = {
      member: { ...makeRow(), bio: 'Mum of two.', avatar: null, isOwner: false },
      sessions: { count: 2, newest: new Date('2026-11-27T01:00:00Z') },
      reportsMade: { total: 3, upheld: 1 },
      reportsAgainst: 0,
      penalties: [],
      notes: [{ id: 1, body: 'Asked about her old account.', authorName: 'jo_admin', createdAt: new Date('2026-11-01T00:00:00Z') }],
      timeline: [
        { kind: 'thread', at: new Date('2026-11-02T00:00:00Z'), text: 'Started "Sleep at 4 months"', link: '/community/thread/5' },
      ],
    };
    const signedOut: number[] = [];
    const notes: string[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.members.byId.query(() => detail),
      trpcMsw.admin.members.signOutEverywhere.mutation(({ input }) => {
        signedOut.push(Number(input.id));
        return { ended: 2 };
      }),
      trpcMsw.admin.members.addNote.mutation(({ input }) => {
        notes.push(input.body);
        return { id: 2, body: input.body, authorName: 'jo_admin', createdAt: new Date() };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/members/7' });
    expect(await screen.findByRole('heading', { name: '@kate_b' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('3 made, 1 upheld; 0 against her')).toBeInTheDocument();
    expect(screen.getByText(/Signed in on 2 devices/)).toBeInTheDocument();
    expect(screen.getByText('Asked about her old account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Started "Sleep at 4 months"' })).toHaveAttribute('href', '/community/thread/5');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign kate_b out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out of 2 sessions')).toBeInTheDocument();
    expect(signedOut).toEqual([7]);

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Called her back.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(notes).toEqual(['Called her back.']));
  });
});

describe('/admin/member-management', { timeout: 30_000 }, () => {
  it('picks members across searches, asks for the typed phrase, and shows progress and each failure', async () => {
    const sent: BulkInput[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.members.list.query(({ input }) =>
        page(input.q === 'mi' ? [makeRow({ id: 8, username: 'mia', email: 'mia@example.com' })] : [makeRow()]),
      ),
      trpcMsw.admin.members.bulk.mutation(({ input }) => {
        sent.push(input);
        return input.ids.map((id) =>
          Number(id) === 8
            ? { id: 8, ok: false as const, error: 'She already has a silence or suspension in force: lift it first' }
            : { id: Number(id), ok: true as const },
        );
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/member-management' });
    await user.click(await screen.findByRole('checkbox', { name: /@kate_b/ }, LOAD));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'mi');
    await user.click(await screen.findByRole('checkbox', { name: /@mia/ }, LOAD));
    expect(screen.getByText('2 picked')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Suspend/ }));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Spam wave');
    const go = screen.getByRole('button', { name: 'Suspend: 2 members' });
    expect(go).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type “suspend 2 members” to go ahead' }), 'suspend 2 members');
    expect(go).toBeEnabled();
    await user.click(go);
    expect(await screen.findByText('Done: 1 went through, 1 didn’t (below, still picked)')).toBeInTheDocument();
    const failures = screen.getByRole('list', { name: 'Members it didn’t go through for' });
    expect(failures).toHaveTextContent('@mia');
    expect(failures).toHaveTextContent('She already has a silence or suspension in force');
    expect(sent).toEqual([{ action: 'suspend', ids: [7, 8], days: 3, reason: 'Spam wave' }]);
    expect(screen.getByText('1 picked')).toBeInTheDocument();
  });

  it('offers a moderator no role change', async () => {
    server.use(signedInAs(MODERATOR));
    renderWithProviders({ route: '/admin/member-management' });
    expect(await screen.findByRole('radio', { name: /^Silence/ }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Change role/ })).not.toBeInTheDocument();
  });
});

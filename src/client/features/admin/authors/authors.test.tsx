import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { AdminAuthorRow } from '../../../../shared/schemas/admin/authors';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const admin = makeUser({ id: 1, username: 'editor', isAdmin: true });

const AUTHORS: AdminAuthorRow[] = [
  { id: 5, name: 'Dr Amira Haddad', role: 'Paediatrician', avatar: null, postCount: 2 },
  { id: 6, name: 'Jess Nguyen', role: 'Midwife', avatar: null, postCount: 0 },
  { id: 7, name: 'Kate Wilson', role: null, avatar: null, postCount: 1 },
];

function listHandlers() {
  const deletes: { id: number; reassignTo?: number }[] = [];
  server.use(
    signedInAs(admin),
    trpcMsw.admin.authors.list.query(() => ({ items: AUTHORS, total: AUTHORS.length, page: 1, pageSize: 20 })),
    trpcMsw.admin.authors.delete.mutation(({ input }) => {
      const call = input as { id: number; reassignTo?: number };
      deletes.push(call);
      const author = AUTHORS.find((a) => a.id === call.id)!;
      if (author.postCount > 0 && !call.reassignTo) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: `This author has ${author.postCount} posts. Choose someone to take them over first.`,
        });
      }
      return { id: call.id, reassigned: call.reassignTo ? author.postCount : 0 };
    }),
  );
  return deletes;
}

async function openList() {
  const result = renderWithProviders({ route: '/admin/authors' });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'Authors' });
  await main.findByText('Dr Amira Haddad');
  return { ...result, main };
}

describe('/admin/authors', { timeout: 30_000 }, () => {
  it('lists authors with their post counts and links to edit them', async () => {
    listHandlers();
    const { main } = await openList();
    const row = main.getByRole('row', { name: /Dr Amira Haddad/ });
    expect(within(row).getByText('2 posts')).toBeInTheDocument();
    expect(within(row).getByText('Paediatrician')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Dr Amira Haddad' })).toHaveAttribute('href', '/admin/authors/edit/5');
    expect(main.getByRole('link', { name: /New author/ })).toHaveAttribute('href', '/admin/authors/new');
  });

  it('asks before deleting an author without posts', async () => {
    const deletes = listHandlers();
    const { main, user } = await openList();
    await user.click(main.getByRole('button', { name: 'Delete Jess Nguyen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this author?' });
    expect(within(dialog).queryByLabelText(/Give the posts to/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([{ id: 6 }]));
    expect(await screen.findByText('Author deleted')).toBeInTheDocument();
  });

  it('an author with posts needs someone to take them over, chosen in the dialog', async () => {
    const deletes = listHandlers();
    const { main, user } = await openList();
    await user.click(main.getByRole('button', { name: 'Delete Dr Amira Haddad' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this author?' });
    expect(dialog).toHaveTextContent('Dr Amira Haddad is credited with 2 posts.');
    const select = await within(dialog).findByLabelText(/Give the posts to/);
    // The author herself isn't offered.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose an author', 'Jess Nguyen', 'Kate Wilson']),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Choose who takes the posts over')).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await user.selectOptions(select, 'Kate Wilson');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([{ id: 5, reassignTo: 7 }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('the author editor', { timeout: 30_000 }, () => {
  it('needs a name, then saves the author and goes back to the list', async () => {
    const created: unknown[] = [];
    listHandlers();
    server.use(
      trpcMsw.admin.authors.create.mutation(({ input }) => {
        created.push(input);
        return { id: 9, name: input.name, role: input.role ?? null, avatar: null, bio: input.bio ?? null, postCount: 0 };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/authors/new' });
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'New Author' });
    await user.type(main.getByLabelText(/^Role/), 'Lactation consultant');
    await user.click(main.getByRole('button', { name: 'Save' }));
    const name = main.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(main.getByText('Name is required')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(name, 'Priya Patel');
    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Priya Patel', role: 'Lactation consultant', avatar: null, bio: null }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/authors'));
  });
});

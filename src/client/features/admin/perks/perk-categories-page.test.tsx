import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

function categories(sent: { created: string[]; deleted: number[] }) {
  server.use(
    signedInAs(ADMIN),
    trpcMsw.admin.perkCategories.list.query(() => [
      { id: 4, name: 'Baby & Kids', perkCount: 3 },
      { id: 5, name: 'Health & Beauty', perkCount: 0 },
    ]),
    trpcMsw.admin.perkCategories.create.mutation(({ input }) => {
      if (input.name.toLowerCase() === 'baby & kids') {
        throw new TRPCError({ code: 'CONFLICT', message: 'A category with that name already exists.' });
      }
      sent.created.push(input.name);
      return { id: 6, name: input.name, perkCount: 0 };
    }),
    trpcMsw.admin.perkCategories.delete.mutation(({ input }) => {
      sent.deleted.push(Number(input.id));
      return { id: Number(input.id), perksAffected: 3 };
    }),
  );
}

describe('/admin/perk-categories', { timeout: 20_000 }, () => {
  it('lists the categories with their perk counts and adds one; a blank name is refused before sending', async () => {
    const sent = { created: [] as string[], deleted: [] as number[] };
    categories(sent);
    renderWithProviders({ route: '/admin/perk-categories' });
    const table = await screen.findByRole('table', {}, LOAD);
    expect(within(table).getByRole('row', { name: /Baby & Kids\s*3/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(/required|enter/i)).toBeInTheDocument();
    expect(sent.created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'Home & Garden');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(sent.created).toEqual(['Home & Garden']));
  });

  it("shows the server's refusal next to the name", async () => {
    categories({ created: [], deleted: [] });
    renderWithProviders({ route: '/admin/perk-categories' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'New category' }, LOAD), 'baby & kids');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A category with that name already exists.')).toBeInTheDocument();
  });

  it('asks before deleting, saying how many perks lose their category', async () => {
    const sent = { created: [] as string[], deleted: [] as number[] };
    categories(sent);
    renderWithProviders({ route: '/admin/perk-categories' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Baby & Kids' }, LOAD));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Its 3 perks stay, without a category.');
    expect(sent.deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.deleted).toEqual([4]));
  });
});

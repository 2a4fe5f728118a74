import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { CreatePerkInput, PerkCodeDto, PerkDetailInput, PerkListInput, UpdatePerkInput } from '../../../../shared/schemas/admin/perks';
import { makeAdminPerk } from '../../../../test/admin-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';
import { parsePerkListSearch } from './perk-list-search';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });
const LOAD = { timeout: 10_000 };
const CATEGORIES = [
  { id: 4, name: 'Baby & Kids', perkCount: 1 },
  { id: 5, name: 'Health & Beauty', perkCount: 0 },
];

const code = (overrides: Partial<PerkCodeDto>): PerkCodeDto => ({
  id: 1,
  code: 'WATTLE-001',
  username: null,
  assignedAt: null,
  createdAt: '2026-01-05T00:00:00.000Z',
  ...overrides,
});

function signedInAdmin() {
  server.use(
    signedInAs(ADMIN),
    trpcMsw.admin.perkCategories.list.query(() => CATEGORIES),
  );
}

describe('parsePerkListSearch', () => {
  it('keeps known filters and drops the rest', () => {
    expect(parsePerkListSearch({ q: 'wattle', page: 2, category: '4', featured: 'yes', status: 'expired', other: 'x' })).toEqual({
      q: 'wattle',
      page: 2,
      category: '4',
      featured: 'yes',
      status: 'expired',
    });
    expect(parsePerkListSearch({ category: 'none' })).toEqual({ category: 'none' });
    expect(parsePerkListSearch({ category: 'abc', featured: 'maybe', status: 'gone' })).toEqual({});
  });
});

describe('/admin/perks', { timeout: 20_000 }, () => {
  it('lists perks with what is left of a pool; filters live in the URL and reach the query', async () => {
    signedInAdmin();
    const calls: PerkListInput[] = [];
    server.use(
      trpcMsw.admin.perks.list.query(({ input }) => {
        calls.push(input);
        const perk = makeAdminPerk({ pool: { total: 3, handedOut: 3, left: 0 } });
        return { items: [{ ...perk, category: null }], total: 1, page: 1, pageSize: 20 };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/perks?category=none' });
    const table = await screen.findByRole('table', { name: 'Perks' }, LOAD);
    const row = within(table).getByRole('row', { name: /20% off organic baby wear/ });
    expect(row).toHaveTextContent('0 of 3 left');
    expect(row).toHaveTextContent('1 redeemed');
    expect(row).toHaveTextContent('Featured');
    expect(within(row).getByRole('link', { name: '20% off organic baby wear' })).toHaveAttribute('href', '/admin/perks/4');
    expect(within(row).getByRole('link', { name: 'Edit 20% off organic baby wear' })).toHaveAttribute('href', '/admin/perks/edit/4');
    expect(calls.at(-1)).toMatchObject({ category: 'none', page: 1 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'none', status: 'expired' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ category: 'none', expired: true }));
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/admin/perk-categories');
  });

  it('says when no perk matches, and clears the filters', async () => {
    signedInAdmin();
    const calls: PerkListInput[] = [];
    server.use(
      trpcMsw.admin.perks.list.query(({ input }) => {
        calls.push(input);
        return { items: [], total: 0, page: 1, pageSize: 20 };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/perks?featured=yes' });
    expect(await screen.findByText('No perks match', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(calls.at(-1)?.featured).toBeUndefined());
  });
});

describe('/admin/perks/new', { timeout: 20_000 }, () => {
  it('checks the fields before sending, as the server would', async () => {
    signedInAdmin();
    const created: CreatePerkInput[] = [];
    server.use(
      trpcMsw.admin.perks.create.mutation(({ input }) => {
        created.push(input);
        return makeAdminPerk();
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/perks/new' });
    await user.click(await screen.findByRole('button', { name: 'Create perk' }, LOAD));
    expect(await screen.findByText('Please fix the fields marked below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAttribute('aria-invalid', 'true');

    // A pool whose pasted list has a line that isn't a code isn't sent either.
    await user.click(screen.getByRole('radio', { name: /Single-use codes/ }));
    await user.type(screen.getByRole('textbox', { name: /^Single-use codes/ }), 'GOOD-ONE{Enter}not a code!');
    expect(await screen.findByText('1 line isn’t a code:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create perk' }));
    expect(created).toEqual([]);
  });

  it('creates a perk with a pool of single-use codes and opens its page', async () => {
    signedInAdmin();
    const created: CreatePerkInput[] = [];
    server.use(
      trpcMsw.admin.perks.create.mutation(({ input }) => {
        created.push(input);
        return makeAdminPerk({ id: 9, title: input.title });
      }),
      trpcMsw.admin.perks.detail.query(() => ({
        perk: makeAdminPerk({ id: 9, title: 'Free nappy sample pack' }),
        codes: { items: [], total: 0, page: 1, pageSize: 20 },
      })),
    );
    const { user, router } = renderWithProviders({ route: '/admin/perks/new' });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Free nappy sample pack');
    await user.type(screen.getByRole('textbox', { name: /^Brand name/ }), 'Snug Bub');
    await user.type(screen.getByRole('textbox', { name: /^Discount/ }), 'Free sample');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '4');
    await user.click(screen.getByRole('radio', { name: /Single-use codes/ }));
    await user.type(screen.getByRole('textbox', { name: /^Single-use codes/ }), 'SNUG-001{Enter}SNUG-002, SNUG-002');
    await user.click(screen.getByRole('button', { name: 'Create perk' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/perks/9'));
    expect(created).toEqual([
      expect.objectContaining({
        title: 'Free nappy sample pack',
        brandName: 'Snug Bub',
        categoryId: 4,
        redemptionMethod: 'pool',
        redemptionCode: null,
        codes: ['SNUG-001', 'SNUG-002'],
      }),
    ]);
  });
});

describe('/admin/perks/edit/{id}', { timeout: 20_000 }, () => {
  it('starts from the perk, and shows a refusal of the server next to its field', async () => {
    signedInAdmin();
    const updated: UpdatePerkInput[] = [];
    server.use(
      trpcMsw.admin.perks.byId.query(() =>
        makeAdminPerk({
          redemptionMethod: 'code',
          redemptionCode: 'WATTLE20',
          pool: null,
          categoryId: 5,
          expiryDate: '2027-03-31T12:59:59.999Z',
        }),
      ),
      trpcMsw.admin.perks.update.mutation(({ input }) => {
        updated.push(input);
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Category not found' });
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/perks/edit/4' });
    const codeBox = await screen.findByRole('textbox', { name: /^Code/ }, LOAD);
    expect(codeBox).toHaveValue('WATTLE20');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('5'));
    expect(screen.getByLabelText(/^Expiry date/)).toHaveValue('2027-03-31');

    // A link perk needs its link.
    await user.click(screen.getByRole('radio', { name: /^A link/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Link is required for a perk redeemed with a link')).toBeInTheDocument();
    expect(updated).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Link/ }), 'https://wattle.example/offer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updated).toEqual([expect.objectContaining({ id: 4, redemptionMethod: 'link', redemptionCode: null })]));
    expect(await screen.findAllByText('Category not found')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/admin/perks/{id}', { timeout: 20_000 }, () => {
  function perkWithPool(sent: { detail: PerkDetailInput[]; added: string[][]; removed: number[]; deleted: number[] }) {
    signedInAdmin();
    server.use(
      trpcMsw.admin.perks.detail.query(({ input }) => {
        sent.detail.push(input);
        const free = input.codes === 'free';
        const items = free
          ? [code({ id: 2, code: 'WATTLE-002' }), code({ id: 3, code: 'WATTLE-003' })]
          : [code({ id: 1, code: 'WATTLE-001', username: 'sarah_m', assignedAt: '2026-02-01T00:00:00.000Z' })];
        return { perk: makeAdminPerk(), codes: { items, total: items.length, page: 1, pageSize: 20 } };
      }),
      trpcMsw.admin.perks.addCodes.mutation(({ input }) => {
        sent.added.push(input.codes);
        return { added: 1, alreadyThere: ['WATTLE-002'], pool: { total: 4, handedOut: 1, left: 3 } };
      }),
      trpcMsw.admin.perks.removeCode.mutation(({ input }) => {
        sent.removed.push(Number(input.id));
        return { id: Number(input.id), perkId: 4 };
      }),
      trpcMsw.admin.perks.delete.mutation(({ input }) => {
        sent.deleted.push(Number(input.id));
        return { id: Number(input.id) };
      }),
      trpcMsw.admin.perks.list.query(() => ({ items: [], total: 0, page: 1, pageSize: 20 })),
    );
  }
  const fresh = () => ({ detail: [] as PerkDetailInput[], added: [] as string[][], removed: [] as number[], deleted: [] as number[] });

  it('shows the pool: who got which code, what is left, and adds codes', async () => {
    const sent = fresh();
    perkWithPool(sent);
    const { user, router } = renderWithProviders({ route: '/admin/perks/4' });
    const handedOut = await screen.findByRole('table', { name: 'Codes handed out to members' }, LOAD);
    expect(within(handedOut).getByRole('row', { name: /WATTLE-001\s*sarah_m/ })).toBeInTheDocument();
    const counts = screen.getByText('Codes in total').closest('dl')!;
    expect(counts).toHaveTextContent(/Codes in total\s*3\s*Handed out\s*1\s*Left\s*2/);

    await user.click(screen.getByRole('button', { name: 'Not handed out yet' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ codes: 'free' }));
    const free = await screen.findByRole('table', { name: 'Codes not handed out yet' });
    expect(within(free).getAllByRole('row')).toHaveLength(3);
    expect(sent.detail.at(-1)).toMatchObject({ id: 4, codes: 'free' });

    await user.type(screen.getByRole('textbox', { name: /^Single-use codes/ }), 'WATTLE-002{Enter}WATTLE-004');
    await user.click(screen.getByRole('button', { name: 'Add codes' }));
    await waitFor(() => expect(sent.added).toEqual([['WATTLE-002', 'WATTLE-004']]));
    expect(await screen.findByText('1 code added')).toBeInTheDocument();
    expect(screen.getByText('1 code was already in the pool: WATTLE-002')).toBeInTheDocument();
  });

  it('asks before removing a free code', async () => {
    const sent = fresh();
    perkWithPool(sent);
    const { user } = renderWithProviders({ route: '/admin/perks/4?codes=free' });
    await user.click(await screen.findByRole('button', { name: 'Remove WATTLE-003' }, LOAD));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('WATTLE-003 will be removed from the pool.');
    expect(sent.removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent.removed).toEqual([3]));
  });

  it('asks before deleting the perk, saying that members’ codes go with it, then goes back to the list', async () => {
    const sent = fresh();
    perkWithPool(sent);
    const { user, router } = renderWithProviders({ route: '/admin/perks/4' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOAD));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('including the 1 code members already have');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/perks'));
    expect(sent.deleted).toEqual([4]);
  });

  it('a shared-code perk has no pool to show, only how many members redeemed it', async () => {
    signedInAdmin();
    server.use(
      trpcMsw.admin.perks.detail.query(() => ({
        perk: makeAdminPerk({ redemptionMethod: 'code', redemptionCode: 'WATTLE20', pool: null, redemptions: 12 }),
        codes: null,
      })),
    );
    renderWithProviders({ route: '/admin/perks/4' });
    expect(await screen.findByText('WATTLE20', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Redeemed by 12 members')).toBeInTheDocument();
  });
});

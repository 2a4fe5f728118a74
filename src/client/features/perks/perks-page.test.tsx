import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { PERK_REDEEM_TEXT } from '../../../shared/constants/perks';
import { EXPIRES_SOON_TEXT } from '../../../shared/lib/perk-expiry';
import type { CurrentPerkDto, CurrentPerksDto, RedemptionDto } from '../../../shared/schemas/perks';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { perksSearch } from './perk-category-param';
import { PERKS_PAGE_TEXT as T } from './perks-text';

const LOAD = { timeout: 10_000 };
const DAY = 86_400_000;

function perk(id: number, overrides: Partial<CurrentPerkDto> = {}): CurrentPerkDto {
  return {
    id,
    title: `Perk number ${id}`,
    description: `What perk ${id} offers.`,
    brandName: `Brand ${id}`,
    brandLogo: `/uploads/demo/brands/brand-${id}.svg`,
    discountAmount: '20% off',
    expiryDate: '2027-03-31T12:59:59.999Z',
    featured: false,
    category: 'Baby & Kids',
    categoryId: 1,
    redemptionMethod: 'code',
    ...overrides,
  };
}

const BABY = { id: 1, name: 'Baby & Kids', perkCount: 2 };
const FOOD = { id: 2, name: 'Food & Drink', perkCount: 1 };

function site(perks: CurrentPerkDto[], categories = [BABY, FOOD]): CurrentPerksDto {
  return { categories, perks };
}

function redemption(perkId: number, overrides: Partial<RedemptionDto> = {}): RedemptionDto {
  return { perkId, method: 'code', code: 'SHARED20', url: null, redeemedAt: '2026-11-01T00:00:00.000Z', ...overrides };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('perksSearch', () => {
  it('keeps a category id, and reads anything else as All', () => {
    expect(perksSearch({ category: 3 })).toEqual({ category: 3 });
    expect(perksSearch({ category: '12' })).toEqual({ category: 12 });
    for (const category of ['abc', '0', '-1', '1.5', '99999999999', '', null, undefined, true])
      expect(perksSearch({ category })).toEqual({});
    expect(perksSearch({ category: 2, other: 'x' })).toEqual({ category: 2 });
  });
});

describe('/perks', { timeout: 20_000 }, () => {
  it('lists every current perk by category, with logo, discount, end date and Expires soon, filtered in the URL', async () => {
    const asked: unknown[] = [];
    server.use(
      signedInAs(makeUser()),
      trpcMsw.perks.list.query(({ input }) => {
        asked.push(input);
        const all = [
          perk(1),
          perk(2, { expiryDate: new Date(Date.now() + 5 * DAY).toISOString() }),
          perk(3, { category: 'Food & Drink', categoryId: 2, expiryDate: null }),
          perk(4, { category: null, categoryId: null }),
        ];
        return site(input?.category ? all.filter((p) => p.categoryId === input.category) : all);
      }),
    );
    const { user, router } = renderWithProviders({ route: '/perks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perks & Benefits' }, LOAD)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Perk number 1' }, LOAD);

    const baby = screen.getByRole('heading', { level: 2, name: 'Baby & Kids' }).closest('section')!;
    expect(
      within(baby)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Perk number 1', 'Perk number 2']);
    expect(screen.getByRole('heading', { level: 2, name: 'Food & Drink' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: T.otherPerks })).toBeInTheDocument();

    const first = card('Perk number 1');
    expect(within(first).getByRole('img', { name: 'Brand 1 logo' })).toHaveAttribute('src', '/uploads/demo/brands/brand-1.svg');
    expect(first).toHaveTextContent('20% off');
    expect(first).toHaveTextContent('What perk 1 offers.');
    expect(first).toHaveTextContent('Valid until March 31, 2027');
    expect(within(first).queryByText(EXPIRES_SOON_TEXT)).not.toBeInTheDocument();
    expect(within(card('Perk number 2')).getByText('Expires soon')).toBeInTheDocument();
    expect(card('Perk number 3')).toHaveTextContent(T.noExpiry);

    const filter = screen.getByRole('navigation', { name: T.filterLabel });
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filter).getByRole('link', { name: 'Food & Drink' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 2 }));
    expect(router.state.location.href).toBe('/perks?category=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Food & Drink' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Perk number 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Perk number 3' })).toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: 'Food & Drink' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toContainEqual({ category: 2 });
  });

  it('reveals a shared code with Copy and the place to use it, opening in a new tab', async () => {
    const redeemed: unknown[] = [];
    server.use(
      signedInAs(makeUser()),
      trpcMsw.perks.list.query(() => site([perk(1)])),
      trpcMsw.perks.redeem.mutation(({ input }) => {
        redeemed.push(input);
        return redemption(1, { code: 'WATTLE20', url: 'https://wattle.example/use' });
      }),
    );
    const { user } = renderWithProviders({ route: '/perks' });
    await screen.findByRole('heading', { name: 'Perk number 1' }, LOAD);
    expect(within(card('Perk number 1')).queryByText('WATTLE20')).not.toBeInTheDocument();
    await user.click(within(card('Perk number 1')).getByRole('button', { name: T.redeem }));

    const code = await within(card('Perk number 1')).findByText('WATTLE20');
    expect(redeemed).toEqual([{ id: 1 }]);
    expect(within(card('Perk number 1')).getByText(T.yourCode)).toBeInTheDocument();
    expect(within(card('Perk number 1')).queryByRole('button', { name: T.redeem })).not.toBeInTheDocument();
    // Focus follows to what she got: the button she pressed is gone.
    await waitFor(() => expect(document.activeElement).toContainElement(code));

    const use = within(card('Perk number 1')).getByRole('link', { name: /Use it at Brand 1/ });
    expect(use).toHaveAttribute('href', 'https://wattle.example/use');
    expect(use).toHaveAttribute('target', '_blank');
    expect(use).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(within(card('Perk number 1')).getByRole('button', { name: 'Copy WATTLE20' }));
    expect(await navigator.clipboard.readText()).toBe('WATTLE20');
    expect(await screen.findByText(T.copied)).toBeInTheDocument();
  });

  it('reveals a link', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.perks.list.query(() => site([perk(5, { redemptionMethod: 'link' })])),
      trpcMsw.perks.redeem.mutation(() => redemption(5, { method: 'link', code: null, url: 'https://studio.example/book' })),
    );
    const { user } = renderWithProviders({ route: '/perks' });
    await user.click(
      await within(await screen.findByRole('article', { name: 'Perk number 5' }, LOAD)).findByRole('button', { name: T.redeem }),
    );
    const link = await within(card('Perk number 5')).findByRole('link', { name: /Go to Brand 5/ });
    expect(link).toHaveAttribute('href', 'https://studio.example/book');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card('Perk number 5')).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('shows the pool code she got before, without a Redeem button', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.perks.list.query(() => site([perk(6, { redemptionMethod: 'pool' }), perk(7, { redemptionMethod: 'pool' })])),
      trpcMsw.perks.mine.query(() => [redemption(6, { method: 'pool', code: 'VIP-0042' })]),
    );
    renderWithProviders({ route: '/perks' });
    const mine = await screen.findByRole('article', { name: 'Perk number 6' }, LOAD);
    expect(await within(mine).findByText('VIP-0042')).toBeInTheDocument();
    expect(within(mine).getByText(T.yourOwnCode)).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: T.redeem })).not.toBeInTheDocument();
    const other = card('Perk number 7');
    expect(within(other).getByRole('button', { name: T.redeem })).toBeInTheDocument();
    expect(other).toHaveTextContent(T.poolHint);
  });

  it("says 'All codes claimed' when the pool is empty, and offers no second press", async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.perks.list.query(() => site([perk(8, { redemptionMethod: 'pool' })])),
      trpcMsw.perks.redeem.mutation(() => {
        throw new TRPCError({ code: 'CONFLICT', message: PERK_REDEEM_TEXT.allCodesClaimed });
      }),
    );
    const { user } = renderWithProviders({ route: '/perks' });
    await user.click(
      await within(await screen.findByRole('article', { name: 'Perk number 8' }, LOAD)).findByRole('button', { name: T.redeem }),
    );
    expect(await within(card('Perk number 8')).findByRole('alert')).toHaveTextContent('All codes claimed');
    expect(within(card('Perk number 8')).queryByRole('button', { name: T.redeem })).not.toBeInTheDocument();
  });

  it('sends a member whose session ended to sign in, and lets her retry after a failure', async () => {
    let calls = 0;
    server.use(
      signedInAs(makeUser()),
      trpcMsw.perks.list.query(() => site([perk(9), perk(10)])),
      trpcMsw.perks.redeem.mutation(({ input }) => {
        calls += 1;
        if (input.id === 9) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const { user } = renderWithProviders({ route: '/perks' });
    await user.click(
      await within(await screen.findByRole('article', { name: 'Perk number 9' }, LOAD)).findByRole('button', { name: T.redeem }),
    );
    const signIn = await within(card('Perk number 9')).findByRole('link', { name: T.signInToRedeem });
    expect(signIn).toHaveAttribute('href', '/community/auth?redirect=%2Fperks');

    await user.click(within(card('Perk number 10')).getByRole('button', { name: T.redeem }));
    expect(await within(card('Perk number 10')).findByRole('alert')).toHaveTextContent(T.redeemFailed);
    expect(within(card('Perk number 10')).getByRole('button', { name: T.redeem })).toBeEnabled();
    expect(calls).toBe(2);
  });

  it('has an empty state, one for an empty category, and a retry when the list fails', async () => {
    server.use(signedInAs(makeUser()));
    const first = renderWithProviders({ route: '/perks' });
    expect(await screen.findByRole('heading', { name: T.emptyTitle }, LOAD)).toBeInTheDocument();
    first.unmount();

    server.use(trpcMsw.perks.list.query(({ input }) => site(input?.category ? [] : [perk(1)])));
    const second = renderWithProviders({ route: '/perks?category=2' });
    expect(await screen.findByRole('heading', { name: T.emptyCategoryTitle }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.seeAll })).toHaveAttribute('href', '/perks');
    second.unmount();

    let fail = true;
    server.use(
      trpcMsw.perks.list.query(() => {
        if (fail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'down' });
        return site([perk(1)]);
      }),
    );
    const { user } = renderWithProviders({ route: '/perks' });
    const retry = await screen.findByRole('button', { name: 'Try again' }, LOAD);
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Perk number 1' })).toBeInTheDocument();
  });
});

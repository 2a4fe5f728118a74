import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { SiteContentDto } from '../../../../shared/schemas/content';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

function block(key: SiteContentDto['key'], name: string, content: SiteContentDto['content']): SiteContentDto {
  return { id: 1, key, name, section: 'home', lastUpdated: '2026-11-01T00:00:00.000Z', content };
}

const BLOCKS = [
  block('home_hero', 'Home Hero', {
    subtitle: 'Welcome',
    title: 'Your village for every stage of motherhood',
    description: 'Recipes, resources and a community of mums.',
    cta: { text: 'Join free', link: '/auth' },
  }),
  block('home_recipes_promo', 'Recipes Promo', {
    badge: 'Recipes',
    title: 'Nourishing food for busy mums',
    cta: { text: 'See recipes', link: '/recipes' },
  }),
];

function siteContent(saved: unknown[], refuse = false) {
  server.use(
    signedInAs(ADMIN),
    trpcMsw.admin.siteContent.list.query(() => BLOCKS),
    trpcMsw.admin.siteContent.update.mutation(({ input }) => {
      if (refuse) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'The block changed meanwhile' });
      saved.push(input);
      return { ...BLOCKS[0]!, content: input.content };
    }),
  );
}

describe('/admin/site-content', { timeout: 20_000 }, () => {
  it('shows each block as a form with a preview that follows the typing, under the page’s one h1', async () => {
    siteContent([]);
    const { user } = renderWithProviders({ route: '/admin/site-content' });
    const hero = await screen.findByRole('region', { name: 'Home Hero' }, LOAD);
    expect(screen.getByRole('region', { name: 'Recipes Promo' })).toBeInTheDocument();
    const title = within(hero).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Your village for every stage of motherhood');

    await user.clear(title);
    await user.type(title, 'A village for every mum');
    const preview = within(hero).getByRole('region', { name: 'Preview: Home Hero' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'A village for every mum' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Site Content']);
  });

  it('saves one block with what was typed, and refuses a link that isn’t a path or https address before sending', async () => {
    const saved: { key: string; content: { title?: string; cta?: { link: string } } }[] = [];
    siteContent(saved);
    const { user } = renderWithProviders({ route: '/admin/site-content' });
    const hero = await screen.findByRole('region', { name: 'Home Hero' }, LOAD);
    const link = within(hero).getByRole('textbox', { name: 'Button link' });
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(hero).getByRole('button', { name: 'Save Home Hero' }));
    expect(await within(hero).findByText('Link must start with / or http(s)://')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.clear(link);
    await user.type(link, '/community');
    await user.click(within(hero).getByRole('button', { name: 'Save Home Hero' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      key: 'home_hero',
      content: { title: 'Your village for every stage of motherhood', cta: { link: '/community' } },
    });
    expect(await screen.findByText('Home page updated')).toBeInTheDocument();
  });

  it('says when a block could not be saved', async () => {
    siteContent([], true);
    const { user } = renderWithProviders({ route: '/admin/site-content' });
    const promo = await screen.findByRole('region', { name: 'Recipes Promo' }, LOAD);
    await user.type(within(promo).getByRole('textbox', { name: 'Badge' }), '!');
    await user.click(within(promo).getByRole('button', { name: 'Save Recipes Promo' }));
    expect(await screen.findByText('The block could not be saved')).toBeInTheDocument();
    // The server's reason: in the toast, and in the form that was refused.
    expect(within(promo).getByRole('alert')).toHaveTextContent('The block changed meanwhile');
  });
});

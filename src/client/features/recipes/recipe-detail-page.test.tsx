import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { makeRecipeDetail } from '../../../test/content-dtos';
import { everythingInView } from '../../../test/viewport';

describe('/recipes/{slug}', () => {
  it('shows the recipe: times, difficulty, servings, Perfect for, ingredients and numbered steps', async () => {
    server.use(trpcMsw.content.recipes.bySlug.query(({ input }) => makeRecipeDetail({ slug: input.slug })));
    renderWithProviders({ route: '/recipes/lactation-oat-cookies' });

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Lactation Oat Cookies' })).toBeInTheDocument();
    expect(main.getByText('Chewy oat cookies for the night feeds.')).toBeInTheDocument();
    expect(main.getByAltText('Lactation Oat Cookies')).toHaveAttribute('src', '/uploads/demo/recipes/lactation-oat-cookies.svg');
    // The recipe's photo is the first screen's largest image: sized, fetched first, never lazily.
    expect(main.getByAltText('Lactation Oat Cookies')).toHaveAttribute('fetchpriority', 'high');
    expect(main.getByAltText('Lactation Oat Cookies')).toHaveAttribute('loading', 'eager');
    expect(main.getByAltText('Lactation Oat Cookies')).toHaveAttribute('width', '1200');
    expect(main.getByAltText('Lactation Oat Cookies')).toHaveAttribute('height', '900');
    expect(main.getByText('Featured')).toBeInTheDocument();
    expect(main.getByText('Easy')).toBeInTheDocument();

    const facts = main.getByText('Prep').closest('dl') as HTMLElement;
    // A <dl> holds groups of only <dt> and <dd> (the icon is inside the <dt>).
    expect(facts.querySelectorAll(':scope > div > :not(dt, dd)')).toHaveLength(0);
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
    expect(fact('Prep')).toBe('15 min');
    expect(fact('Cook')).toBe('14 min');
    expect(fact('Total')).toBe('29 min');
    expect(fact('Serves')).toBe('20');
    expect(main.getByText('Perfect for:').parentElement).toHaveTextContent('Perfect for: Breastfeeding mums');

    const ingredients = within(main.getByRole('region', { name: 'Ingredients' }));
    expect(ingredients.getAllByRole('checkbox')).toHaveLength(4);
    expect(ingredients.getByLabelText('125 g unsalted butter, softened')).not.toBeChecked();
    expect(ingredients.getByLabelText('165 g firmly packed brown sugar, 3/4 cup')).toBeInTheDocument();
    // The unnamed group has no heading; a named one has its own.
    expect(ingredients.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['For the glaze']);
    expect(ingredients.getByLabelText('icing sugar, to dust')).toBeInTheDocument();

    const method = within(main.getByRole('region', { name: 'Method' }));
    const steps = method.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('1Step 1: Preheat the oven to 180°C.');
    expect(steps[2]).toHaveTextContent('Bake for 12-14 minutes.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("says comments are closed, in the composer's place, when the recipe takes none (its switch or the site's mode)", async () => {
    everythingInView();
    server.use(trpcMsw.content.recipes.bySlug.query(() => makeRecipeDetail({ commentsOpen: false })));
    renderWithProviders({ route: '/recipes/lactation-oat-cookies' });
    expect(await screen.findByText('Comments are closed for this page.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to join the conversation' })).not.toBeInTheDocument();
  });

  it('invites a visitor to join the conversation when the recipe takes comments', async () => {
    everythingInView();
    server.use(trpcMsw.content.recipes.bySlug.query(() => makeRecipeDetail()));
    renderWithProviders({ route: '/recipes/lactation-oat-cookies' });
    expect(await screen.findByRole('link', { name: 'Sign in to join the conversation' })).toBeInTheDocument();
    expect(screen.queryByText('Comments are closed for this page.')).not.toBeInTheDocument();
  });

  it('ticks ingredients off', async () => {
    server.use(trpcMsw.content.recipes.bySlug.query(() => makeRecipeDetail()));
    const { user } = renderWithProviders({ route: '/recipes/lactation-oat-cookies' });
    const box = await screen.findByLabelText('1 egg, at room temperature');
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('scales the ingredients to the number of servings, and back', async () => {
    server.use(trpcMsw.content.recipes.bySlug.query(() => makeRecipeDetail({ servings: 2 })));
    const { user } = renderWithProviders({ route: '/recipes/lactation-oat-cookies' });
    const ingredients = within(await screen.findByRole('region', { name: 'Ingredients' }));
    await user.click(ingredients.getByRole('button', { name: 'More servings' }));
    await user.click(ingredients.getByRole('button', { name: 'More servings' }));
    expect(ingredients.getByRole('group', { name: 'Serves' })).toHaveTextContent('4');
    expect(ingredients.getByLabelText('250 g unsalted butter, softened')).toBeInTheDocument();
    expect(ingredients.getByLabelText('330 g firmly packed brown sugar, 1 1/2 cups')).toBeInTheDocument();
    expect(ingredients.getByLabelText('2 egg, at room temperature')).toBeInTheDocument();
    expect(ingredients.getByLabelText('icing sugar, to dust')).toBeInTheDocument();
    expect(ingredients.getByText('Quantities scaled from the original 2 servings.')).toBeInTheDocument();

    await user.click(ingredients.getByRole('button', { name: 'Reset' }));
    expect(ingredients.getByLabelText('125 g unsalted butter, softened')).toBeInTheDocument();
  });

  it("prints with 'Print recipe'", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(trpcMsw.content.recipes.bySlug.query(() => makeRecipeDetail()));
    const { user } = renderWithProviders({ route: '/recipes/lactation-oat-cookies' });
    await user.click(await screen.findByRole('button', { name: 'Print recipe' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows the not-found page for an unknown recipe', async () => {
    server.use(
      trpcMsw.content.recipes.bySlug.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Recipe not found' });
      }),
    );
    renderWithProviders({ route: '/recipes/no-such-recipe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

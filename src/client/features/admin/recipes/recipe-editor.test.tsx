import { makeAdminRecipe } from '../../../../test/admin-dtos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { RecipeFieldsInput } from '../../../../shared/schemas/admin/recipes';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';

const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });

/** Types by pasting: a form full of fields typed key by key is slow on a busy machine. */
async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** The first look waits for the admin's lazily loaded page. */
const LOAD = { timeout: 10_000 };

const emptyList = () => trpcMsw.admin.recipes.list.query(() => ({ items: [], total: 0, page: 1, pageSize: 20 }));

// A whole form typed into on a shared 2-core machine: more than the default 5 s.
describe('the recipe editor', { timeout: 30_000 }, () => {
  it('shows what is wrong next to each field before sending anything', async () => {
    let sent = 0;
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.recipes.create.mutation(() => {
        sent += 1;
        throw new TRPCError({ code: 'BAD_REQUEST' });
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/recipes/new' });
    await screen.findByRole('heading', { level: 1, name: 'New Recipe' }, LOAD);
    await fill(user, screen.getByRole('textbox', { name: 'Quantity, ingredient 1' }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByText('Please fix the fields marked below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleErrorMessage('Title is required');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleErrorMessage('Slug is required');
    expect(screen.getByRole('textbox', { name: /^Prep time/ })).toHaveAccessibleErrorMessage('Prep time must be a whole number of minutes');
    expect(screen.getByRole('textbox', { name: 'Quantity, ingredient 1' })).toHaveAccessibleErrorMessage(
      'Quantity must be a number such as 165, 1.5, 3/4, 1 1/2 or 2-3, or empty',
    );
    expect(screen.getByRole('textbox', { name: /^Ingredient, ingredient 1/ })).toHaveAccessibleErrorMessage('Ingredient is required');
    expect(screen.getByRole('textbox', { name: /^Step 1/ })).toHaveAccessibleErrorMessage('Step is required');
    expect(sent).toBe(0);
  });

  it('creates a recipe: the address follows the title, units offer metric first, groups and steps are sent in order', async () => {
    let received: RecipeFieldsInput | undefined;
    server.use(
      signedInAs(ADMIN),
      emptyList(),
      trpcMsw.admin.recipes.create.mutation(({ input }) => {
        received = input;
        return makeAdminRecipe({ id: 9, title: input.title, slug: input.slug });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/recipes/new' });
    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }, LOAD), "Mum's Banana Bread");
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('mums-banana-bread');
    await fill(user, screen.getByRole('textbox', { name: /^Prep time/ }), '15');
    await fill(user, screen.getByRole('textbox', { name: /^Cook time/ }), '50');

    const unit = screen.getByRole('combobox', { name: 'Unit, ingredient 1' });
    const units = within(unit)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(units.slice(0, 4)).toEqual(['g', 'kg', 'ml', 'L']);
    await fill(user, screen.getByRole('textbox', { name: 'Quantity, ingredient 1' }), '225');
    await fill(user, screen.getByRole('textbox', { name: /^Ingredient, ingredient 1/ }), 'self-raising flour');
    await fill(user, screen.getByRole('textbox', { name: 'Note, ingredient 1' }), '1 1/2 cups');

    await user.click(screen.getByRole('button', { name: 'Add group' }));
    await fill(user, screen.getByRole('textbox', { name: 'Group name, group 2' }), 'Topping');
    await fill(user, screen.getByRole('textbox', { name: 'Quantity, group 2 ingredient 1' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit, group 2 ingredient 1' }), 'tbsp');
    await fill(user, screen.getByRole('textbox', { name: /^Ingredient, group 2 ingredient 1/ }), 'demerara sugar');

    await fill(user, screen.getByRole('textbox', { name: /^Step 1/ }), 'Mix.');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await fill(user, screen.getByRole('textbox', { name: /^Step 2/ }), 'Bake.');
    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/recipes'));
    expect(await screen.findByText('Recipe saved')).toBeInTheDocument();
    expect(received).toMatchObject({
      title: "Mum's Banana Bread",
      slug: 'mums-banana-bread',
      prepTime: 15,
      cookTime: 50,
      servings: 4,
      ingredients: [
        { name: '', items: [{ quantity: '225', unit: 'g', item: 'self-raising flour', note: '1 1/2 cups' }] },
        { name: 'Topping', items: [{ quantity: '1', unit: 'tbsp', item: 'demerara sugar', note: '' }] },
      ],
      steps: ['Bake.', 'Mix.'],
    });
  });

  it('reorders ingredients with Move up / Move down and steps by dragging, and saves the new order', async () => {
    let received: (RecipeFieldsInput & { id: unknown }) | undefined;
    server.use(
      signedInAs(ADMIN),
      emptyList(),
      trpcMsw.admin.recipes.byId.query(() => makeAdminRecipe()),
      trpcMsw.admin.recipes.update.mutation(({ input }) => {
        received = input;
        return makeAdminRecipe();
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/recipes/edit/5' });
    expect(await screen.findByRole('textbox', { name: /^Ingredient, ingredient 1/ }, LOAD)).toHaveValue('rolled oats');
    expect(screen.getByRole('button', { name: 'Move ingredient 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move ingredient 2 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move ingredient 1 down' }));
    expect(screen.getByRole('textbox', { name: /^Ingredient, ingredient 1/ })).toHaveValue('milk');
    expect(screen.getByRole('textbox', { name: /^Ingredient, ingredient 2/ })).toHaveValue('rolled oats');

    // Steps: step 2 dragged by its grip onto step 1's place; an added step removed again.
    const stepRow = (n: number) => screen.getByRole('textbox', { name: new RegExp(`^Step ${n}`) }).closest('li')!;
    fireEvent.dragStart(within(stepRow(2)).getByTestId('drag-grip'));
    fireEvent.dragOver(stepRow(1));
    fireEvent.drop(stepRow(1));
    expect(screen.getByRole('textbox', { name: /^Step 1/ })).toHaveValue('Chill overnight.');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Remove step 3' }));
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() => expect(received).toBeDefined());
    expect(received!.id).toBe(5);
    expect(received!.ingredients[0]!.items.map((item) => item.item)).toEqual(['milk', 'rolled oats']);
    expect(received!.steps).toEqual(['Chill overnight.', 'Mix everything.']);
  });

  it('says a taken address as soon as the address field is left', async () => {
    const asked: unknown[] = [];
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.recipes.checkSlug.query(({ input }) => {
        asked.push(input);
        return { free: input.slug !== 'banana-bread' };
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/recipes/new' });
    const slug = await screen.findByRole('textbox', { name: /^Address/ }, LOAD);
    await fill(user, slug, 'banana-bread');
    await user.tab();
    await waitFor(() => expect(slug).toHaveAccessibleErrorMessage('That address is already used by another recipe.'));
    expect(asked).toEqual([{ slug: 'banana-bread' }]);
  });

  it("shows the server's refusal of a taken address next to the address", async () => {
    server.use(
      signedInAs(ADMIN),
      trpcMsw.admin.recipes.checkSlug.query(() => ({ free: true })),
      trpcMsw.admin.recipes.byId.query(() => makeAdminRecipe()),
      trpcMsw.admin.recipes.update.mutation(() => {
        throw new TRPCError({ code: 'CONFLICT', message: 'That address is already used by another recipe.' });
      }),
    );
    const { user } = renderWithProviders({ route: '/admin/recipes/edit/5' });
    const slug = await screen.findByRole('textbox', { name: /^Address/ }, LOAD);
    await user.clear(slug);
    await fill(user, slug, 'banana-bread');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    await waitFor(() => expect(slug).toHaveAccessibleErrorMessage('That address is already used by another recipe.'));
    expect(slug).toHaveFocus();
  });

  it('asks before deleting, then deletes and goes back to the list', async () => {
    let deleted: number | undefined;
    server.use(
      signedInAs(ADMIN),
      emptyList(),
      trpcMsw.admin.recipes.byId.query(() => makeAdminRecipe()),
      trpcMsw.admin.recipes.delete.mutation(({ input }) => {
        deleted = Number(input.id);
        return { id: Number(input.id) };
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/recipes/edit/5' });
    await user.click(await screen.findByRole('button', { name: 'Delete recipe' }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this recipe?' });
    expect(deleted).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/recipes'));
    expect(deleted).toBe(5);
  });
});

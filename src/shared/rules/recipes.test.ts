import { describe, expect, it } from 'vitest';
import { recipeFieldsInput } from '../schemas/admin/recipes';
import { checkQuantity, checkRecipeSlug, recipeFormErrors, type RecipeFormValues } from './recipes';

const valid = (): RecipeFormValues => ({
  title: 'Overnight Oats',
  slug: 'overnight-oats',
  description: 'Breakfast ready when you are.',
  image: null,
  featured: false,
  prepTime: 10,
  cookTime: 0,
  difficulty: 'Easy',
  perfectFor: '',
  servings: 2,
  ingredients: [{ name: '', items: [{ quantity: '90', unit: 'g', item: 'rolled oats', note: '1 cup' }] }],
  steps: ['Mix and chill overnight.'],
});

describe('recipe rules', () => {
  it('reads kitchen quantities, and empty for to taste', () => {
    for (const ok of ['165', '1.5', '3/4', '1 1/2', '2-3', '1/2 - 3/4', '']) expect(checkQuantity(ok)).toBeNull();
    for (const bad of ['a few', '1/0', '-2', '1,5', '12345678901234567890123']) expect(checkQuantity(bad)).not.toBeNull();
  });

  it('takes slugs of lower-case letters, digits and single dashes', () => {
    expect(checkRecipeSlug('overnight-oats-2')).toBeNull();
    expect(checkRecipeSlug('')).toBe('Slug is required');
    expect(checkRecipeSlug('Overnight Oats')).toBe('Slug may only contain lower-case letters, digits and dashes');
    expect(checkRecipeSlug('oats--2')).not.toBeNull();
    expect(checkRecipeSlug(' overnight-oats ')).toBeNull();
  });

  it('finds every problem under the path the server names it by', () => {
    const values = valid();
    values.title = ' ';
    values.servings = 0;
    values.prepTime = 2000;
    values.ingredients[0]!.items.push({ quantity: 'lots', unit: 'g', item: '', note: '' });
    values.steps.push('');
    expect(recipeFormErrors(values)).toEqual({
      title: 'Title is required',
      servings: 'Servings must be a whole number from 1 to 100',
      prepTime: 'Prep time must be between 0 and 1,440 minutes',
      'ingredients.0.items.1.quantity': 'Quantity must be a number such as 165, 1.5, 3/4, 1 1/2 or 2-3, or empty',
      'ingredients.0.items.1.item': 'Ingredient is required',
      'steps.1': 'Step is required',
    });
    const server = recipeFieldsInput.safeParse(values);
    expect(server.success).toBe(false);
    const byPath = Object.fromEntries(server.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toEqual(recipeFormErrors(values));
  });

  it('accepts a good recipe, as the server does', () => {
    expect(recipeFormErrors(valid())).toEqual({});
    expect(recipeFieldsInput.safeParse(valid()).success).toBe(true);
  });

  it('needs an ingredient and a step', () => {
    expect(recipeFormErrors({ ...valid(), ingredients: [], steps: [] })).toEqual({
      ingredients: 'Add at least one ingredient',
      steps: 'Add at least one step',
    });
    expect(recipeFormErrors({ ...valid(), ingredients: [{ name: 'Empty', items: [] }] })).toEqual({
      'ingredients.0.items': 'A group needs at least one ingredient',
    });
  });
});

import { RECIPE_DIFFICULTIES, type RecipeDifficulty, type RecipeUnit } from '../../../../shared/constants/recipes';
import { slugify } from '../../../../shared/lib/slugify';
import type { RecipeFormValues } from '../../../../shared/rules/recipes';
import type { AdminRecipeDto, RecipeFieldsInput } from '../../../../shared/schemas/admin/recipes';
import { rowKey } from './reorder';

/** The editor's state: the recipe's fields as typed, each row with a key that moves with it. */
export interface IngredientRow {
  key: string;
  quantity: string;
  unit: RecipeUnit;
  item: string;
  note: string;
}
export interface GroupRow {
  key: string;
  name: string;
  items: IngredientRow[];
}
export interface StepRow {
  key: string;
  text: string;
}
export interface RecipeForm {
  title: string;
  slug: string;
  /** The admin typed the address herself: it no longer follows the title. */
  slugEdited: boolean;
  description: string;
  image: string | null;
  featured: boolean;
  /** Members may comment on and rate it (docs/PRODUCT.md "Comments"). */
  commentsOpen: boolean;
  prepTime: string;
  cookTime: string;
  difficulty: RecipeDifficulty;
  perfectFor: string;
  servings: string;
  ingredients: GroupRow[];
  steps: StepRow[];
}

export const emptyIngredient = (): IngredientRow => ({ key: rowKey(), quantity: '', unit: 'g', item: '', note: '' });
export const emptyGroup = (): GroupRow => ({ key: rowKey(), name: '', items: [emptyIngredient()] });
export const emptyStep = (): StepRow => ({ key: rowKey(), text: '' });

export function formFromRecipe(recipe?: AdminRecipeDto): RecipeForm {
  if (!recipe) {
    return {
      title: '',
      slug: '',
      slugEdited: false,
      description: '',
      image: null,
      featured: false,
      commentsOpen: true,
      prepTime: '',
      cookTime: '',
      difficulty: RECIPE_DIFFICULTIES[0],
      perfectFor: '',
      servings: '4',
      ingredients: [emptyGroup()],
      steps: [emptyStep()],
    };
  }
  return {
    title: recipe.title,
    slug: recipe.slug,
    slugEdited: true,
    description: recipe.description,
    image: recipe.image,
    featured: recipe.featured,
    commentsOpen: recipe.commentsOpen,
    prepTime: String(recipe.prepTime),
    cookTime: String(recipe.cookTime),
    difficulty: recipe.difficulty,
    perfectFor: recipe.perfectFor,
    servings: String(recipe.servings),
    ingredients: recipe.ingredients.map((group) => ({
      key: rowKey(),
      name: group.name,
      items: group.items.map((item) => ({ key: rowKey(), ...item })),
    })),
    steps: recipe.steps.map((text) => ({ key: rowKey(), text })),
  };
}

/** A typed number: '' and anything not a number read as NaN, which the rules refuse. */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** What the rules check and the server receives. */
export function valuesOf(form: RecipeForm): RecipeFormValues & RecipeFieldsInput {
  return {
    title: form.title,
    slug: form.slug,
    description: form.description,
    image: form.image,
    featured: form.featured,
    commentsOpen: form.commentsOpen,
    prepTime: typedNumber(form.prepTime),
    cookTime: typedNumber(form.cookTime),
    difficulty: form.difficulty,
    perfectFor: form.perfectFor,
    servings: typedNumber(form.servings),
    ingredients: form.ingredients.map((group) => ({
      name: group.name,
      items: group.items.map(({ quantity, unit, item, note }) => ({ quantity, unit, item, note })),
    })),
    steps: form.steps.map((step) => step.text),
  };
}

/** A new title also changes the address, until the admin edits the address herself. */
export function withTitle(form: RecipeForm, title: string): RecipeForm {
  return { ...form, title, slug: form.slugEdited ? form.slug : slugify(title) };
}

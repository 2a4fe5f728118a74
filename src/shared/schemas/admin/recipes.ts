import { z } from 'zod';
import {
  RECIPE_DIFFICULTIES,
  RECIPE_FEATURED_FILTERS,
  RECIPE_LIMITS,
  RECIPE_UNITS,
  type RecipeDifficulty,
  type RecipeIngredientGroup,
} from '../../constants/recipes';
import {
  checkGroupName,
  checkContentImage,
  checkIngredientItem,
  checkIngredientNote,
  checkMinutes,
  checkPerfectFor,
  checkQuantity,
  checkRecipeDescription,
  checkRecipeTitle,
  checkServings,
  checkRecipeSlug,
  checkStep,
  RECIPE_RULE_TEXT,
} from '../../rules/recipes';
import { sanitizeImageUrl } from '../../lib/images';
import { id } from '../common';
import { rule, ruledText } from '../text';
import { adminListInput } from './list';

const L = RECIPE_LIMITS;

/** A content image's address, sanitised (shared/lib/images.ts); null or '' for none. */
export const contentImageInput = ruledText('Image', checkContentImage)
  .nullable()
  .transform((value) => (value ? sanitizeImageUrl(value) : null));

const minutes = (name: string) => z.number({ error: `${name} must be a number` }).check(rule((value: number) => checkMinutes(name, value)));

export const recipeIngredientInput = z.object({
  quantity: ruledText('Quantity', checkQuantity),
  unit: z.enum(RECIPE_UNITS, { error: RECIPE_RULE_TEXT.unit }),
  item: ruledText('Ingredient', checkIngredientItem),
  note: ruledText('Note', checkIngredientNote),
});

export const recipeIngredientGroupInput = z.object({
  name: ruledText('Group name', checkGroupName),
  items: z
    .array(recipeIngredientInput)
    .min(L.itemsMin, { error: RECIPE_RULE_TEXT.itemsMin })
    .max(L.itemsMax, { error: RECIPE_RULE_TEXT.itemsMax }),
});

export const recipeSlugInput = ruledText('Slug', checkRecipeSlug);

/** Every field an admin writes; create takes it as is, update with the recipe's id. */
export const recipeFieldsInput = z.object({
  title: ruledText('Title', checkRecipeTitle),
  slug: recipeSlugInput,
  description: ruledText('Description', checkRecipeDescription),
  /** An uploaded image's address; null or '' for none (the page shows the recipe placeholder). */
  image: contentImageInput,
  featured: z.boolean({ error: 'Featured must be true or false' }),
  /** Members may comment on it (docs/PRODUCT.md "Comments"); left out: open. */
  commentsOpen: z.boolean({ error: 'Comments open must be true or false' }).default(true),
  prepTime: minutes('Prep time'),
  cookTime: minutes('Cook time'),
  difficulty: z.enum(RECIPE_DIFFICULTIES, { error: 'Difficulty must be Easy, Medium or Hard' }),
  /** '' for none. */
  perfectFor: ruledText('Perfect for', checkPerfectFor),
  servings: z.number({ error: 'Servings must be a number' }).check(rule(checkServings)),
  ingredients: z
    .array(recipeIngredientGroupInput)
    .min(L.groupsMin, { error: RECIPE_RULE_TEXT.groupsMin })
    .max(L.groupsMax, { error: RECIPE_RULE_TEXT.groupsMax }),
  steps: z
    .array(ruledText('Step', checkStep))
    .min(L.stepsMin, { error: RECIPE_RULE_TEXT.stepsMin })
    .max(L.stepsMax, { error: RECIPE_RULE_TEXT.stepsMax }),
});
export type RecipeFieldsInput = z.input<typeof recipeFieldsInput>;
export type RecipeFields = z.output<typeof recipeFieldsInput>;

export const createRecipeInput = recipeFieldsInput;
export const updateRecipeInput = recipeFieldsInput.extend({ id });
export type UpdateRecipeInput = z.input<typeof updateRecipeInput>;

/** Is this address free? `exceptId`: the recipe being edited, whose own slug is free to keep. */
export const checkRecipeSlugInput = z.object({ slug: recipeSlugInput, exceptId: id.optional() });

export const adminRecipeListInput = adminListInput.extend({
  featured: z.enum(RECIPE_FEATURED_FILTERS, { error: 'Unknown featured filter' }).optional(),
  difficulty: z.enum(RECIPE_DIFFICULTIES, { error: 'Difficulty must be Easy, Medium or Hard' }).optional(),
});
export type AdminRecipeListInput = z.input<typeof adminRecipeListInput>;
export type AdminRecipeListQuery = z.output<typeof adminRecipeListInput>;

/** A row of /admin/recipes. */
export interface AdminRecipeListItemDto {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  featured: boolean;
  difficulty: RecipeDifficulty;
  publishedAt: string;
  updatedAt: string;
}

/** A recipe as the editor loads it (and as the audit log records it). */
export interface AdminRecipeDto {
  id: number;
  title: string;
  slug: string;
  description: string;
  image: string | null;
  featured: boolean;
  commentsOpen: boolean;
  prepTime: number;
  cookTime: number;
  difficulty: RecipeDifficulty;
  perfectFor: string;
  servings: number;
  ingredients: RecipeIngredientGroup[];
  steps: string[];
  publishedAt: string;
  updatedAt: string;
}

import { RECIPE_LIMITS, RECIPE_UNITS } from '../constants/recipes';
import { UPLOADS_TEXT } from '../constants/uploads';
import { sanitizeImageUrl } from '../lib/images';
import { checkSlug } from './slug';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

/**
 * What an admin writes into a recipe: each rule once, zod-free. schemas/admin/recipes.ts builds
 * the server's input from these, and the editor calls them directly (recipeFormErrors), under the
 * same field paths, so a message shows next to its field before and after the round trip.
 */

const L = RECIPE_LIMITS;
const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

/** Plain text, at most `max` characters once trimmed; `required` refuses empty or blank. */
export function checkRecipeText(name: string, max: number, value: string, required = false): string | null {
  const plain = checkPlainText(name, value);
  if (plain) return plain;
  const length = value.trim().length;
  if (required && length === 0) return `${name} is required`;
  if (length > max) return tooLong(name, max);
  return null;
}

export const RECIPE_RULE_TEXT = {
  slugTaken: 'That address is already used by another recipe.',
  quantity: 'Quantity must be a number such as 165, 1.5, 3/4, 1 1/2 or 2-3, or empty',
  unit: 'Choose a unit from the list',
  groupsMin: 'Add at least one ingredient',
  groupsMax: `At most ${L.groupsMax} ingredient groups`,
  itemsMin: 'A group needs at least one ingredient',
  itemsMax: `At most ${L.itemsMax} ingredients in a group`,
  stepsMin: 'Add at least one step',
  stepsMax: `At most ${L.stepsMax} steps`,
} as const;

export const checkRecipeTitle = (value: string) => checkRecipeText('Title', L.titleMax, value, true);
export const checkRecipeDescription = (value: string) => checkRecipeText('Description', L.descriptionMax, value);
export const checkPerfectFor = (value: string) => checkRecipeText('Perfect for', L.perfectForMax, value);
export const checkGroupName = (value: string) => checkRecipeText('Group name', L.groupNameMax, value);
export const checkIngredientItem = (value: string) => checkRecipeText('Ingredient', L.itemMax, value, true);
export const checkIngredientNote = (value: string) => checkRecipeText('Note', L.noteMax, value);
export const checkStep = (value: string) => checkRecipeText('Step', L.stepMax, value, true);

/** A page address (rules/slug.ts, shared with blog posts), checked as typed: plain text, trimmed. */
export function checkRecipeSlug(value: string): string | null {
  return checkPlainText('Slug', value) ?? checkSlug(value.trim());
}

const NUMBER = String.raw`\d+(?:\.\d+)?|\d+\/[1-9]\d*|\d+ \d+\/[1-9]\d*`;
const QUANTITY = new RegExp(String.raw`^(?:${NUMBER})(?:\s*-\s*(?:${NUMBER}))?$`);

/** '165', '1.5', '3/4', '1 1/2', a range '2-3', or '' (to taste). */
export function checkQuantity(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.length > L.quantityMax || !QUANTITY.test(trimmed)) return RECIPE_RULE_TEXT.quantity;
  return null;
}

export function checkUnit(value: string): string | null {
  return (RECIPE_UNITS as readonly string[]).includes(value) ? null : RECIPE_RULE_TEXT.unit;
}

/** Whole minutes, 0 to a day. */
export function checkMinutes(name: string, value: number): string | null {
  if (!Number.isInteger(value)) return `${name} must be a whole number of minutes`;
  if (value < 0 || value > L.minutesMax) return `${name} must be between 0 and ${formatNumber(L.minutesMax)} minutes`;
  return null;
}

export function checkServings(value: number): string | null {
  if (!Number.isInteger(value) || value < L.servingsMin || value > L.servingsMax) {
    return `Servings must be a whole number from ${L.servingsMin} to ${L.servingsMax}`;
  }
  return null;
}

/**
 * A content image (a recipe's, a masterclass's): '' for none, or an address the image rules keep
 * (an upload, a path on this site, a stock photo; shared/lib/images.ts). Stored as sanitised.
 */
export function checkContentImage(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.length > 500) return tooLong('Image', 500);
  return sanitizeImageUrl(trimmed) ? null : UPLOADS_TEXT.badAddress;
}

/** The recipe as the editor holds it (numbers already read from their inputs). */
export interface RecipeFormValues {
  title: string;
  slug: string;
  description: string;
  image: string | null;
  featured: boolean;
  prepTime: number;
  cookTime: number;
  difficulty: string;
  perfectFor: string;
  servings: number;
  ingredients: { name: string; items: { quantity: string; unit: string; item: string; note: string }[] }[];
  steps: string[];
}

/**
 * Every problem of a recipe, by the path the server's field errors use ('ingredients.0.items.2.item',
 * 'steps.3'); empty when the server would take it.
 */
export function recipeFormErrors(values: RecipeFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | null) => {
    if (message && !errors[path]) errors[path] = message;
  };
  put('title', checkRecipeTitle(values.title));
  put('slug', checkRecipeSlug(values.slug));
  put('description', checkRecipeDescription(values.description));
  put('image', checkContentImage(values.image ?? ''));
  put('prepTime', checkMinutes('Prep time', values.prepTime));
  put('cookTime', checkMinutes('Cook time', values.cookTime));
  put('perfectFor', checkPerfectFor(values.perfectFor));
  put('servings', checkServings(values.servings));
  if (values.ingredients.length < L.groupsMin) put('ingredients', RECIPE_RULE_TEXT.groupsMin);
  if (values.ingredients.length > L.groupsMax) put('ingredients', RECIPE_RULE_TEXT.groupsMax);
  values.ingredients.forEach((group, g) => {
    put(`ingredients.${g}.name`, checkGroupName(group.name));
    if (group.items.length < L.itemsMin) put(`ingredients.${g}.items`, RECIPE_RULE_TEXT.itemsMin);
    if (group.items.length > L.itemsMax) put(`ingredients.${g}.items`, RECIPE_RULE_TEXT.itemsMax);
    group.items.forEach((item, i) => {
      const at = `ingredients.${g}.items.${i}`;
      put(`${at}.quantity`, checkQuantity(item.quantity));
      put(`${at}.unit`, checkUnit(item.unit));
      put(`${at}.item`, checkIngredientItem(item.item));
      put(`${at}.note`, checkIngredientNote(item.note));
    });
  });
  if (values.steps.length < L.stepsMin) put('steps', RECIPE_RULE_TEXT.stepsMin);
  if (values.steps.length > L.stepsMax) put('steps', RECIPE_RULE_TEXT.stepsMax);
  values.steps.forEach((step, s) => put(`steps.${s}`, checkStep(step)));
  return errors;
}

import type { RecipeIngredient } from '../../../shared/constants/recipes';
import { METRIC_UNITS } from '../../../shared/constants/recipes';

/**
 * Scaling a recipe's ingredients to another number of servings (docs/PRODUCT.md: "Servings can
 * be scaled on the page"). Each ingredient carries its quantity apart ('165', '1 1/2', '2-3'), so
 * scaling multiplies it; a note that starts with a measure ('3/4 cup', '2 x 400 g cans') is scaled
 * alike. An item without a quantity (to taste, or a line kept as text from before ingredients had
 * quantities) stays as written.
 */

const NUMBER = String.raw`\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?`;
const RANGE = new RegExp(String.raw`^(${NUMBER})(?:(\s*(?:-|–|to)\s*)(${NUMBER}))?$`);
const LEADING = new RegExp(String.raw`^(${NUMBER})(?:(\s*(?:-|–|to)\s*)(${NUMBER}))?(\s+cups?\b)?(?=\s|,|$)`);

/** '1 1/2' → 1.5, '3/4' → 0.75, '2.5' → 2.5. */
export function parseQuantity(text: string): number {
  const parts = text.trim().split(/\s+/);
  return parts.reduce((sum, part) => {
    const [numerator, denominator] = part.split('/');
    return sum + (denominator ? Number(numerator) / Number(denominator) : Number(numerator));
  }, 0);
}

const FRACTIONS: [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

/** Kitchen-style: 1.5 → '1 1/2', 0.333 → '1/3', 2 → '2'; otherwise one decimal place. */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 0.02) return String(whole);
  if (rest > 0.98) return String(whole + 1);
  const fraction = FRACTIONS.find(([amount]) => Math.abs(amount - rest) < 0.02);
  if (fraction) return whole > 0 ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(value * 10) / 10);
}

/** Grams and millilitres round to whole numbers (to 5 above 50); kilos and litres to 0.1. */
function formatMetric(value: number, unit: string): string {
  const lower = unit.toLowerCase();
  if (lower === 'g' || lower === 'ml') {
    return String(value >= 50 ? Math.round(value / 5) * 5 : Math.max(1, Math.round(value)));
  }
  return String(Math.round(value * 10) / 10);
}

function scaleNumber(text: string, factor: number, unit: string): string {
  const value = parseQuantity(text) * factor;
  return (METRIC_UNITS as readonly string[]).includes(unit) ? formatMetric(value, unit) : formatQuantity(value);
}

const isOne = (factor: number) => !Number.isFinite(factor) || factor <= 0 || Math.abs(factor - 1) < 1e-9;

/** A quantity ('3/4', '1 1/2', '2-3') for `factor` times the servings; '' and text it can't read stay. */
export function scaleQuantity(quantity: string, unit: string, factor: number): string {
  const match = RANGE.exec(quantity.trim());
  if (!match || isOne(factor)) return quantity.trim();
  const [, first, separator, second] = match;
  const from = scaleNumber(first!, factor, unit);
  return second ? `${from}${separator}${scaleNumber(second, factor, unit)}` : from;
}

const PLURALS: Partial<Record<string, string>> = { cup: 'cups', pinch: 'pinches', bunch: 'bunches', can: 'cans' };

/** 'cup' → 'cups' for more than one. */
function unitFor(unit: string, quantity: string): string {
  const plural = PLURALS[unit];
  if (!plural) return unit;
  const match = RANGE.exec(quantity);
  const most = match ? parseQuantity(match[3] ?? match[1]!) : 0;
  return most > 1 ? plural : unit;
}

/** A note's leading measure ('3/4 cup', '2 x 400 g cans') for `factor` times the servings. */
export function scaleNote(note: string, factor: number): string {
  if (isOne(factor)) return note;
  return note.replace(LEADING, (_match, first: string, separator?: string, second?: string, cup?: string) => {
    const amount = second
      ? `${scaleNumber(first, factor, '')}${separator}${scaleNumber(second, factor, '')}`
      : scaleNumber(first, factor, '');
    return cup ? `${amount} ${unitFor('cup', amount)}` : amount;
  });
}

/** One ingredient as the page shows it: '165 g firmly packed brown sugar, 3/4 cup'. */
export function ingredientText(ingredient: RecipeIngredient, factor = 1): string {
  const quantity = scaleQuantity(ingredient.quantity, ingredient.unit, factor);
  const measure = [quantity, quantity ? unitFor(ingredient.unit, quantity) : ingredient.unit].filter(Boolean).join(' ');
  const note = ingredient.note.trim() ? `, ${scaleNote(ingredient.note.trim(), factor)}` : '';
  return `${measure ? `${measure} ` : ''}${ingredient.item}${note}`;
}

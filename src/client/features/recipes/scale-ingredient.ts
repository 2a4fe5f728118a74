/**
 * Scaling a recipe's ingredient lines to another number of servings (docs/PRODUCT.md: "Servings
 * can be scaled on the page"). Ingredient lines are free text such as
 * '3/4 cup (165 g) firmly packed brown sugar' or '2 x 400 g cans crushed tomatoes'; we scale:
 * - the quantity the line starts with ('3/4', '1 1/2', '2.5', '12-14'), and
 * - a metric amount in brackets ('(165 g)', '(about 1.6 kg)'), unless the brackets say 'each'.
 * Everything else (sizes inside the name, '2 x 400 g' can sizes, 'Pinch of ...') stays as written.
 */

const NUMBER = String.raw`\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?`;
const LEADING = new RegExp(String.raw`^(${NUMBER})(?:(\s*(?:-|–|to)\s*)(${NUMBER}))?(?=\s|$)`);
const BRACKETED = new RegExp(String.raw`\(((?:about\s+)?)(${NUMBER})(\s*)(kg|g|ml|l|litres?|liters?)\b([^)]*)\)`, 'gi');

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

/** One ingredient line for `factor` times the servings (factor 1 gives the line unchanged). */
export function scaleIngredient(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || Math.abs(factor - 1) < 1e-9) return line;
  let result = line.replace(LEADING, (_match, first: string, separator?: string, second?: string) => {
    const from = formatQuantity(parseQuantity(first) * factor);
    return second ? `${from}${separator}${formatQuantity(parseQuantity(second) * factor)}` : from;
  });
  result = result.replace(BRACKETED, (match, about: string, amount: string, space: string, unit: string, rest: string) => {
    if (/\beach\b/i.test(rest)) return match;
    return `(${about}${formatMetric(parseQuantity(amount) * factor, unit)}${space}${unit}${rest})`;
  });
  return result;
}

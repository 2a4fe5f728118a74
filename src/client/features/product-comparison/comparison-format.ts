/** Texts of the product comparison page. */
export const COMPARISON_TEXT = {
  eyebrow: 'Product comparison',
  feature: 'Feature',
  bestFor: 'Best for',
  pros: 'Pros',
  cons: 'Cons',
  price: 'Price',
  notListed: 'Not listed',
  otherComparisons: 'Compare other products',
  swipeHint: 'Swipe sideways to see every product.',
  priceNote: 'Prices are recommended retail prices in Australian dollars and may vary between retailers.',
  caption: (name: string) => `${name} compared side by side`,
  rating: (rating: number) => `Rated ${formatRating(rating)} out of 5`,
  productImageAlt: (brand: string, name: string) => `${brand} ${name}`,
} as const;

/** Prices are whole Australian dollars in the data: 1299 → 'A$1,299'; cents show when present. */
export function formatAud(amount: number): string {
  if (!Number.isFinite(amount)) return 'A$0';
  const cents = !Number.isInteger(amount);
  return `A$${amount.toLocaleString('en-AU', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** Ratings out of 5, one decimal: 4.6 → '4.6', 4 → '4.0'. */
export function formatRating(rating: number): string {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return clamped.toFixed(1);
}

/** Five stars for a rating, each 'full', 'half' or 'empty' (to the nearest half star). */
export function starsFor(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0)) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

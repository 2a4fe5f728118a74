/** One formatter for the site's numbers ('12,345'). */
let formatter: Intl.NumberFormat | undefined;

/**
 * A number as the site writes it (Australian English: '12,345'). The formatter is built once:
 * `toLocaleString('en-AU')` built one on every call (14 µs in Node against 1 µs, and a phone
 * drawing a forum page formats every count on it).
 */
export function formatNumber(value: number): string {
  formatter ??= new Intl.NumberFormat('en-AU');
  return formatter.format(value);
}

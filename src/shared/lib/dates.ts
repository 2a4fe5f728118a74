/** PRODUCT.md "Records and their fields": what a date that can't be read shows. */
export const INVALID_DATE_TEXT = 'Invalid date';

/**
 * Every date is formatted in UTC. A date-only value such as '2024-01-05' is midnight UTC, so in
 * any other zone it would show as January 4 on some machines and January 5 on others; in UTC
 * server and browser agree. A full timestamp therefore shows its UTC calendar day.
 *
 * Written by hand rather than with Intl.DateTimeFormat, which gives the same text (dates.test.ts
 * compares them): a browser's first DateTimeFormat loads its locale data, about 90 ms of main
 * thread at Lighthouse's phone slowdown, in the middle of taking over any page with a date.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A valid Date from a Date or a string Date can parse (ISO 8601 expected); otherwise null. */
export function toValidDate(value: string | Date | null | undefined): Date | null {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' && value.trim()) date = new Date(value.trim());
  else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Some stored dates carry placeholder years; this year bounds what we believe. */
const PLACEHOLDER_YEAR = 2050;
const MAX_YEARS_AHEAD = 5;

/**
 * PRODUCT.md "Records and their fields": "Any year 2050, or more than 5 years beyond the current year, is replaced by
 * the current year." We read that as two rules: exactly 2050 (a placeholder seen in the data,
 * replaced even once 2050 is near), or any year past currentYear + 5.
 */
export function displayYear(year: number, currentYear: number): number {
  return year === PLACEHOLDER_YEAR || year > currentYear + MAX_YEARS_AHEAD ? currentYear : year;
}

/**
 * Formats with the year rule applied. Only the year text changes, so month and day stay as
 * stored, even February 29 landing in a year without one: the date is a placeholder anyway.
 */
function formatWithYearRule(month: 'long' | 'short', value: string | Date | null | undefined, now: Date): string {
  const date = toValidDate(value);
  if (!date) return INVALID_DATE_TEXT;
  const currentYear = Number.isNaN(now.getTime()) ? new Date().getUTCFullYear() : now.getUTCFullYear();
  const year = displayYear(date.getUTCFullYear(), currentYear);
  const monthName = MONTHS[date.getUTCMonth()]!;
  return `${month === 'long' ? monthName : monthName.slice(0, 3)} ${date.getUTCDate()}, ${year}`;
}

/** PRODUCT.md "Records and their fields": 'January 5, 2024', or 'Invalid date'. */
export function formatDisplayDate(value: string | Date | null | undefined, now: Date = new Date()): string {
  return formatWithYearRule('long', value, now);
}

/** PRODUCT.md "Screens", blog cards: 'Jan 5, 2024', or 'Invalid date'; same year rule. */
export function formatShortDate(value: string | Date | null | undefined, now: Date = new Date()): string {
  return formatWithYearRule('short', value, now);
}

/** One formatter for the site's numbers ('12,345'), built at first need. */
let formatter: Intl.NumberFormat | undefined;

/**
 * A number as the site writes it (Australian English: '12,345'). Whole numbers, the counts a page
 * shows, are grouped by hand: a browser's first NumberFormat loads its locale data (15–20 ms of
 * main thread at Lighthouse's phone slowdown) and gives the same text (numbers.test.ts compares
 * them). Others go through one formatter, built once: `toLocaleString('en-AU')` built one on
 * every call.
 */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  formatter ??= new Intl.NumberFormat('en-AU');
  return formatter.format(value);
}

const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A file's size as people read it: '812 bytes', '4.2 MB' (powers of 1,024, one decimal under 10). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : value.toFixed(1);
  return `${shown} ${SIZE_UNITS[unit]}`;
}

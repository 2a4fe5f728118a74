/**
 * A CSV cell (RFC 4180): quoted, and a leading = + - @ tab or return defused with a quote mark, so a
 * spreadsheet never runs it as a formula. Every CSV the admins download is written with it.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line of cells, ending CRLF. */
export const csvLine = (cells: (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

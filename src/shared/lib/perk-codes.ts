import { checkPerkCode } from '../rules/perks';

/**
 * Single-use codes as an admin brings them: pasted (one per line, commas allowed) or a CSV file
 * (its first column). Read in the browser, so the server gets a clean list and the admin sees
 * what was wrong with which line before anything is sent.
 */

export interface CodeProblem {
  /** 1-based line of the pasted text or file. */
  line: number;
  value: string;
  message: string;
}

export interface ReadCodes {
  /** Trimmed, valid, each once, in the order given. */
  codes: string[];
  problems: CodeProblem[];
  /** How many repeats of a code already in the list were dropped. */
  repeated: number;
}

function collect(entries: { line: number; value: string }[]): ReadCodes {
  const seen = new Set<string>();
  const codes: string[] = [];
  const problems: CodeProblem[] = [];
  let repeated = 0;
  for (const { line, value } of entries) {
    if (value === '') continue;
    const message = checkPerkCode(value);
    if (message) problems.push({ line, value, message });
    else if (seen.has(value)) repeated += 1;
    else {
      seen.add(value);
      codes.push(value);
    }
  }
  return { codes, problems, repeated };
}

const lines = (text: string) => text.split(/\r\n|\r|\n/);

/** Pasted codes: one per line, several on a line separated by commas. */
export function readPastedCodes(text: string): ReadCodes {
  return collect(lines(text).flatMap((row, index) => row.split(',').map((value) => ({ line: index + 1, value: value.trim() }))));
}

/** The first field of a CSV row: quoted ("a,b" and "" for a quote) or up to the first comma or semicolon. */
export function firstCsvField(row: string): string {
  const text = row.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('"')) {
    let value = '';
    for (let i = 1; i < text.length; i += 1) {
      if (text[i] === '"') {
        if (text[i + 1] === '"') {
          value += '"';
          i += 1;
        } else break;
      } else value += text[i];
    }
    return value.trim();
  }
  return text.split(/[,;\t]/)[0]!.trim();
}

/** Words a spreadsheet's first row uses for its code column. */
const HEADER_WORDS = /^(codes?|vouchers?|coupons?|promo|discount|redemption)([ _-]?(codes?|numbers?|ids?))?$/i;

/** A first row that names the column rather than holding a code. */
export function looksLikeHeader(value: string): boolean {
  return checkPerkCode(value) !== null || HEADER_WORDS.test(value);
}

/** A CSV file's codes: the first column of every row, its first row skipped when it is a header. */
export function readCsvCodes(text: string): ReadCodes {
  const entries = lines(text).map((row, index) => ({ line: index + 1, value: firstCsvField(row) }));
  const firstFilled = entries.findIndex((entry) => entry.value !== '');
  if (firstFilled >= 0 && looksLikeHeader(entries[firstFilled]!.value)) entries.splice(firstFilled, 1);
  return collect(entries);
}

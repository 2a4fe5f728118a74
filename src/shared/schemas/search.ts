import { z } from 'zod';
import { SEARCH_LIMITS, SEARCH_TEXT, SEARCH_TYPES, type SearchType } from '../constants/search';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants/search-query';
import { plainText } from './text';

/** Opaque to clients: how many results came before this page. */
export const searchCursor = z
  .string()
  .regex(/^\d{1,4}$/, { error: SEARCH_TEXT.cursorInvalid })
  .transform(Number)
  .refine((offset) => offset <= SEARCH_LIMITS.maxOffset, { error: SEARCH_TEXT.cursorInvalid });

export const searchInput = z.object({
  q: plainText('Search query')
    .max(SEARCH_QUERY_MAX_LENGTH, { error: SEARCH_TEXT.queryTooLong })
    .trim()
    .min(1, { error: SEARCH_TEXT.queryRequired }),
  type: z.enum(SEARCH_TYPES, { error: SEARCH_TEXT.typeInvalid }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(SEARCH_LIMITS.maxLimit, { error: `Limit must be at most ${SEARCH_LIMITS.maxLimit}` })
    .default(SEARCH_LIMITS.pageSize),
  cursor: searchCursor.optional(),
});
export type SearchInput = z.input<typeof searchInput>;
export type SearchQuery = z.output<typeof searchInput>;

export interface SearchResultDto {
  type: SearchType;
  id: number;
  title: string;
  /** The result's page on this site (a path). */
  url: string;
  /** Plain text; the matched words are wrapped in <mark>…</mark>, nothing else is markup. */
  snippet: string;
  image: string | null;
  /** ISO 8601: when it was published (a thread: its latest activity, or the reply it was found by). */
  date: string;
}

export interface SearchPageDto {
  results: SearchResultDto[];
  nextCursor: string | null;
}

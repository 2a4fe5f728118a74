import { z } from 'zod';
import { plainText } from '../text';

/** Admin lists are paged by number (an admin jumps to page 4), 20 to a page unless asked. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/**
 * What every admin list takes: a search text and a page. A list with filters extends it
 * (`adminListInput.extend({ status: ... })`); the client keeps all of them in the URL.
 */
export const adminListInput = z.object({
  q: plainText('Search').trim().max(200, { error: 'Search is too long' }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be at least 1' })
    .max(100_000, { error: 'Page is too far' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int({ error: 'Page size must be a whole number' })
    .min(1, { error: 'Page size must be at least 1' })
    .max(ADMIN_PAGE_SIZE_MAX, { error: `Page size must be at most ${ADMIN_PAGE_SIZE_MAX}` })
    .default(ADMIN_PAGE_SIZE),
});
export type AdminListInput = z.input<typeof adminListInput>;
export type AdminListQuery = z.output<typeof adminListInput>;

/** One page of an admin list, with the total so the pager can show "Page 2 of 7". */
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

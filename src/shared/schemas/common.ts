import { z } from 'zod';
import { checkIdInput, ID_TEXT } from '../rules/ids';
import { plainText, rule } from './text';

export const LIST_LIMIT_MAX = 50;

/** Opaque to clients: the position after the last item of the previous page. */
export const cursor = plainText('Cursor').max(100, { error: 'Cursor is too long' });

/** One page of a list paged by cursor (db/cursor.ts); `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const limit = z.coerce
  .number({ error: 'Limit must be a number' })
  .int({ error: 'Limit must be a whole number' })
  .min(1, { error: 'Limit must be at least 1' })
  .max(LIST_LIMIT_MAX, { error: `Limit must be at most ${LIST_LIMIT_MAX}` });

/**
 * A database id (rules/ids.ts): a number, or digits as text (path segments and query strings
 * arrive as text). The one id rule of every procedure's input: no coercion of anything else.
 */
export const id = z.union([z.number(), z.string()], { error: ID_TEXT.notNumber }).check(rule(checkIdInput)).transform(Number);

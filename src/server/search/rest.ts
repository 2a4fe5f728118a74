import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** Empty query parameters (`type=`) mean "not given". */
const given = <T>(value: T): T | undefined => (value === '' ? undefined : value);

/** `GET /api/search?q=&type=&limit=&cursor=` → `{ results, nextCursor }` (issue 13 §1). */
export const searchRest = new Hono<AppEnv>().get(
  '/search',
  rest(({ caller, query }) =>
    caller.search.find({ q: query.q ?? '', type: given(query.type), limit: given(query.limit), cursor: given(query.cursor) }),
  ),
);

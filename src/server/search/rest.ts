import { operations } from '../api/operation';
import { UNDOCUMENTED } from '../api/schemas';
import { API_V1 } from '../api/versions';

/** Empty query parameters (`type=`) mean "not given". */
const given = <T>(value: T): T | undefined => (value === '' ? undefined : value);

/** `GET /api/search?q=&type=&limit=&cursor=` → `{ results, nextCursor }` (issue 13 §1). */
export const searchOperations = operations([
  {
    method: 'get',
    path: '/api/search',
    operationId: 'search',
    summary: 'Search articles, recipes, resources and the forum',
    tags: ['Search'],
    procedure: 'search.find',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'content:read',
    since: API_V1,
    handler: ({ caller, query }) =>
      caller.search.find({ q: query.q ?? '', type: given(query.type), limit: given(query.limit), cursor: given(query.cursor) }),
  },
]);

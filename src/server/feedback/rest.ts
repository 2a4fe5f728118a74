import { Hono } from 'hono';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';

/** Product feedback for integrators: send one, read her own (newest first; `?cursor=` pages on). */
export const feedbackRest = new Hono<AppEnv>()
  .post(
    '/feedback',
    rest(({ caller, body }) => caller.feedback.submit(body), { status: 201 }),
  )
  .get(
    '/feedback',
    rest(async ({ caller, query }) => {
      const page = await caller.feedback.mine({ cursor: query.cursor, limit: query.limit });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }),
  );

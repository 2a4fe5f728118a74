import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

export const newsletterRest = new Hono<AppEnv>()
  .post(
    '/newsletter/subscribe',
    rest(({ caller, body }) => caller.newsletter.subscribe(body)),
  )
  // The token may come in the address (the List-Unsubscribe header's) or in a JSON body (the page).
  .get(
    '/email/unsubscribe',
    rest(({ caller, query }) => caller.newsletter.unsubscribeLink({ token: query.token })),
  )
  .post(
    '/email/unsubscribe',
    rest(({ caller, query, body }) => caller.newsletter.unsubscribe({ token: query.token ?? body?.token })),
  );

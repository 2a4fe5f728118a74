import { Hono } from 'hono';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';

/** PRODUCT.md "Calls and answers"'s notification calls. The list answers an array; `?cursor=` pages on. */
export const notificationsRest = new Hono<AppEnv>()
  .get(
    '/notifications/unread-count',
    rest(({ caller }) => caller.notifications.unreadCount()),
  )
  .get(
    '/notifications',
    rest(async ({ caller, query }) => {
      const page = await caller.notifications.list({ cursor: query.cursor, limit: query.limit });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }),
  )
  .put(
    '/notifications/mark-all-read',
    rest(({ caller }) => caller.notifications.markAllRead()),
  )
  .put(
    '/notifications/:id/read',
    rest(({ caller, params }) => caller.notifications.markRead({ id: params.id })),
  );

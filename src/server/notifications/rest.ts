import { operations } from '../api/operation';
import { UNDOCUMENTED } from '../api/schemas';
import { API_V1 } from '../api/versions';
import { withHeaders } from '../http/rest';

const tags = ['Notifications'];

/** PRODUCT.md "Calls and answers"'s notification calls. The list answers an array; `?cursor=` pages on. */
export const notificationsOperations = operations([
  {
    method: 'get',
    path: '/api/notifications/unread-count',
    operationId: 'countUnreadNotifications',
    summary: 'How many of her notifications are unread (0 for a visitor)',
    tags,
    procedure: 'notifications.unreadCount',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    since: API_V1,
    handler: ({ caller }) => caller.notifications.unreadCount(),
  },
  {
    method: 'get',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary: 'Her notifications, newest first',
    tags,
    procedure: 'notifications.list',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    paged: true,
    since: API_V1,
    handler: async ({ caller, query }) => {
      const page = await caller.notifications.list({ cursor: query.cursor, limit: query.limit });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    },
  },
  {
    method: 'put',
    path: '/api/notifications/mark-all-read',
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all her notifications read',
    tags,
    procedure: 'notifications.markAllRead',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller }) => caller.notifications.markAllRead(),
  },
  {
    method: 'put',
    path: '/api/notifications/{id}/read',
    operationId: 'markNotificationRead',
    summary: 'Mark one notification read',
    tags,
    procedure: 'notifications.markRead',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params }) => caller.notifications.markRead({ id: params.id }),
  },
]);

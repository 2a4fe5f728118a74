import { Hono } from 'hono';
import { rest } from '../../http/rest';
import type { AppEnv } from '../../http/types';

/**
 * GET /api/admin/newsletter/subscribers.csv?q=&status=&source=: what the admin list's filters
 * match, as a download; GET /api/admin/newsletter/subscribers: the list's page (admins, or an API
 * token with newsletter:read).
 */
export const newsletterAdminRest = new Hono<AppEnv>()
  .get(
    '/admin/newsletter/subscribers',
    rest(({ caller, query }) => caller.admin.newsletter.subscribers(query)),
  )
  .get(
    '/admin/newsletter/subscribers.csv',
    rest(async ({ caller, query }) => {
      const csv = await caller.admin.newsletter.exportCsv(query);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="subscribers-${day}.csv"` },
      });
    }),
  );

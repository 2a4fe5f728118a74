import { z } from 'zod';
import { operations } from '../../api/operation';
import { subscriberPageSchema } from '../../api/schemas';
import { API_V1, INTEGRATOR_API } from '../../api/versions';

/**
 * GET /api/admin/newsletter/subscribers: the admin list's page; .csv: what its filters match, as a
 * download. Admins, or an API token with newsletter:read.
 */
export const newsletterAdminOperations = operations([
  {
    method: 'get',
    path: '/api/admin/newsletter/subscribers',
    operationId: 'listNewsletterSubscribers',
    summary: 'The newsletter subscribers the filters match, a page at a time',
    tags: ['Newsletter'],
    procedure: 'admin.newsletter.subscribers',
    responses: { 200: subscriberPageSchema },
    access: 'admin',
    scope: 'newsletter:read',
    since: INTEGRATOR_API,
    handler: ({ caller, query }) => caller.admin.newsletter.subscribers(query),
  },
  {
    method: 'get',
    path: '/api/admin/newsletter/subscribers.csv',
    operationId: 'exportNewsletterSubscribers',
    summary: 'The newsletter subscribers the filters match, as CSV',
    tags: ['Newsletter'],
    procedure: 'admin.newsletter.exportCsv',
    responses: { 200: { contentType: 'text/csv', description: 'One subscriber a line, after a header line', schema: z.string() } },
    access: 'admin',
    scope: 'newsletter:read',
    since: API_V1,
    handler: async ({ caller, query }) => {
      const csv = await caller.admin.newsletter.exportCsv(query);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="subscribers-${day}.csv"` },
      });
    },
  },
]);

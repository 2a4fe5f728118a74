import { z } from 'zod';
import { operations } from '../api/operation';
import { unsubscribedSchema, unsubscribeLinkSchema } from '../api/schemas';
import { API_V1 } from '../api/versions';

const tags = ['Newsletter'];

export const newsletterOperations = operations([
  {
    method: 'post',
    path: '/api/newsletter/subscribe',
    operationId: 'subscribeToNewsletter',
    summary: 'Subscribe an email address (a confirmation email)',
    tags,
    procedure: 'newsletter.subscribe',
    responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
    access: 'public',
    since: API_V1,
    handler: ({ caller, body }) => caller.newsletter.subscribe(body),
  },
  // The token may come in the address (the List-Unsubscribe header's) or in a JSON body (the page).
  {
    method: 'get',
    path: '/api/email/unsubscribe',
    operationId: 'readUnsubscribeLink',
    summary: 'What an unsubscribe link unsubscribes',
    tags,
    procedure: 'newsletter.unsubscribeLink',
    responses: { 200: unsubscribeLinkSchema },
    errors: [404],
    access: 'public',
    since: API_V1,
    handler: ({ caller, query }) => caller.newsletter.unsubscribeLink({ token: query.token }),
  },
  {
    method: 'post',
    path: '/api/email/unsubscribe',
    operationId: 'unsubscribe',
    summary: 'Unsubscribe (RFC 8058 one-click, or the page’s JSON)',
    tags,
    procedure: 'newsletter.unsubscribe',
    responses: { 200: unsubscribedSchema },
    errors: [404],
    access: 'public',
    since: API_V1,
    handler: ({ caller, query, body }) => caller.newsletter.unsubscribe({ token: query.token ?? body?.token }),
  },
]);

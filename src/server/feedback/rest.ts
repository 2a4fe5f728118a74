import { operations } from '../api/operation';
import { feedbackSchema, listOf } from '../api/schemas';
import { API_V1 } from '../api/versions';
import { withHeaders } from '../http/rest';

const tags = ['Feedback'];

/** Product feedback for integrators: send one, read her own (newest first; `?cursor=` pages on). */
export const feedbackOperations = operations([
  {
    method: 'post',
    path: '/api/feedback',
    operationId: 'submitFeedback',
    summary: 'Send product feedback',
    tags,
    procedure: 'feedback.submit',
    responses: { 201: feedbackSchema },
    access: 'member',
    since: API_V1,
    handler: ({ caller, body }) => caller.feedback.submit(body),
  },
  {
    method: 'get',
    path: '/api/feedback',
    operationId: 'listMyFeedback',
    summary: 'The feedback she sent, newest first',
    tags,
    procedure: 'feedback.mine',
    responses: { 200: listOf(feedbackSchema) },
    access: 'member',
    paged: true,
    since: API_V1,
    handler: async ({ caller, query }) => {
      const page = await caller.feedback.mine({ cursor: query.cursor, limit: query.limit });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    },
  },
]);

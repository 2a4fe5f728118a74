import type { CommentDto } from '../../shared/schemas/comments';
import { UNDOCUMENTED } from '../api/schemas';
import { operations } from '../api/operation';
import { API_V1 } from '../api/versions';
import { withHeaders } from '../http/rest';

/** 202 for a comment held for a check (`status: 'pending'`), 201 for one that is out. */
const createdStatus = (comment: CommentDto) => (comment.status === 'pending' ? 202 : 201);

const tags = ['Comments'];

/**
 * Comments for the mobile app and integrators (docs/PRODUCT.md "Comments"): thin paths over the
 * procedures the site calls. The team's side stays tRPC-only. Lists and counts are the same for
 * every visitor, and kept until a comment write.
 */
export const commentsOperations = operations([
  {
    method: 'get',
    path: '/api/comments/{contentType}/{contentId}',
    operationId: 'listComments',
    summary: 'Comments under an article, recipe or resource',
    tags,
    procedure: 'comments.list',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'content:read',
    cache: 'comments',
    paged: true,
    since: API_V1,
    handler: async ({ caller, params, query }) => {
      const page = await caller.comments.list({
        contentType: params.contentType,
        contentId: params.contentId,
        limit: query.limit,
        cursor: query.cursor,
      });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    },
  },
  {
    method: 'get',
    path: '/api/comments/{contentType}/{contentId}/count',
    operationId: 'countComments',
    summary: 'How many comments an article, recipe or resource has',
    tags,
    procedure: 'comments.count',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'content:read',
    cache: 'comments',
    since: API_V1,
    handler: ({ caller, params }) => caller.comments.count({ contentType: params.contentType, contentId: params.contentId }),
  },
  {
    method: 'post',
    path: '/api/comments',
    operationId: 'createComment',
    summary: 'Comment (201), or comment held for a check (202)',
    tags,
    procedure: 'comments.create',
    responses: { 201: UNDOCUMENTED, 202: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: async ({ caller, c, body }) => {
      const comment = await caller.comments.create(body);
      return c.json(comment, createdStatus(comment));
    },
  },
  {
    method: 'patch',
    path: '/api/comments/{id}',
    operationId: 'updateComment',
    summary: 'Edit her comment',
    tags,
    procedure: 'comments.update',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params, body }) => caller.comments.update({ ...body, id: params.id }),
  },
  {
    method: 'delete',
    path: '/api/comments/{id}',
    operationId: 'deleteComment',
    summary: 'Delete her comment',
    tags,
    procedure: 'comments.delete',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params }) => caller.comments.delete({ id: params.id }),
  },
]);

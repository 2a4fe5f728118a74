import { Hono } from 'hono';
import type { CommentDto } from '../../shared/schemas/comments';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';

/** The same for every visitor, and kept until a comment write. */
const COMMENTS = { cache: 'comments' } as const;

/** 202 for a comment held for a check (`status: 'pending'`), 201 for one that is out. */
const createdStatus = (comment: CommentDto) => (comment.status === 'pending' ? 202 : 201);

/**
 * Comments for the mobile app and integrators (docs/PRODUCT.md "Comments"): thin paths over the
 * procedures the site calls. The team's side stays tRPC-only.
 */
export const commentsRest = new Hono<AppEnv>()
  .get(
    '/comments/:contentType/:contentId',
    rest(async ({ caller, params, query }) => {
      const page = await caller.comments.list({
        contentType: params.contentType,
        contentId: params.contentId,
        limit: query.limit,
        cursor: query.cursor,
      });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }, COMMENTS),
  )
  .get(
    '/comments/:contentType/:contentId/count',
    rest(({ caller, params }) => caller.comments.count({ contentType: params.contentType, contentId: params.contentId }), COMMENTS),
  )
  .post(
    '/comments',
    rest(async ({ caller, c, body }) => {
      const comment = await caller.comments.create(body);
      return c.json(comment, createdStatus(comment));
    }),
  )
  .patch(
    '/comments/:id',
    rest(({ caller, params, body }) => caller.comments.update({ ...body, id: params.id })),
  )
  .delete(
    '/comments/:id',
    rest(({ caller, params }) => caller.comments.delete({ id: params.id })),
  );

import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** PRODUCT.md "Calls and answers"'s likes and saved-items calls, over the reactions procedures. */
export const reactionsRest = new Hono<AppEnv>()
  .get(
    '/likes/:contentType/:contentId',
    rest(({ caller, params }) => caller.reactions.likes.status({ contentType: params.contentType, contentId: params.contentId })),
  )
  .get(
    '/likes/:contentType/:contentId/count',
    rest(({ caller, params }) => caller.reactions.likes.count({ contentType: params.contentType, contentId: params.contentId })),
  )
  .post(
    '/likes',
    rest(({ caller, body }) => caller.reactions.likes.like(body)),
  )
  .delete(
    '/likes/:contentType/:contentId',
    rest(({ caller, params }) => caller.reactions.likes.unlike({ contentType: params.contentType, contentId: params.contentId })),
  )
  .get(
    '/saved-items/check/:contentType/:contentId',
    rest(({ caller, params }) => caller.reactions.saved.check({ contentType: params.contentType, contentId: params.contentId })),
  )
  .get(
    '/saved-items',
    rest(({ caller }) => caller.reactions.saved.list()),
  )
  .post(
    '/saved-items',
    rest(({ caller, body }) => caller.reactions.saved.save(body)),
  )
  .delete(
    '/saved-items/:contentType/:contentId',
    rest(({ caller, params }) => caller.reactions.saved.remove({ contentType: params.contentType, contentId: params.contentId })),
  );

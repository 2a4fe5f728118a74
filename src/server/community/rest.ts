import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';
import { uploadAvatarRest } from '../uploads/avatar-http';

/** The same for every visitor, and kept until a forum write. */
const FORUM = { cache: 'forum' } as const;

/**
 * SPEC section 7's community, likes and saved-items calls. Forum writes go through tRPC; the
 * REST paths are the ones integrators were promised.
 */
export const communityRest = new Hono<AppEnv>()
  .get('/community/threads/recent', rest(({ caller, query }) => caller.community.threads.recent({ limit: query.limit }), FORUM))
  .get('/community/stats', rest(({ caller }) => caller.community.stats(), FORUM))
  .get('/community/profiles/me', rest(({ caller }) => caller.community.profiles.me()))
  // multipart/form-data, the image in the `avatar` field; the answer is the updated profile.
  .post('/community/profiles/me/avatar', uploadAvatarRest)
  .delete('/community/profiles/me/avatar', rest(({ caller }) => caller.community.profiles.removeAvatar()))
  .get(
    '/likes/:contentType/:contentId',
    rest(({ caller, params }) => caller.community.likes.status({ contentType: params.contentType, contentId: params.contentId })),
  )
  .get(
    '/likes/:contentType/:contentId/count',
    rest(({ caller, params }) => caller.community.likes.count({ contentType: params.contentType, contentId: params.contentId })),
  )
  .post('/likes', rest(({ caller, body }) => caller.community.likes.like(body)))
  .delete(
    '/likes/:contentType/:contentId',
    rest(({ caller, params }) => caller.community.likes.unlike({ contentType: params.contentType, contentId: params.contentId })),
  )
  .get(
    '/saved-items/check/:contentType/:contentId',
    rest(({ caller, params }) => caller.community.saved.check({ contentType: params.contentType, contentId: params.contentId })),
  )
  .get('/saved-items', rest(({ caller }) => caller.community.saved.list()))
  .post('/saved-items', rest(({ caller, body }) => caller.community.saved.save(body)))
  .delete(
    '/saved-items/:contentType/:contentId',
    rest(({ caller, params }) => caller.community.saved.remove({ contentType: params.contentType, contentId: params.contentId })),
  );

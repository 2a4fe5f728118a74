import { Hono } from 'hono';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';
import { uploadAvatarRest } from '../uploads/http';

/** The same for every visitor, and kept until a forum write. */
const FORUM = { cache: 'forum' } as const;

/**
 * SPEC section 7's community calls (likes and saved items: reactions/rest.ts). Forum writes go
 * through tRPC; the REST paths are the ones integrators were promised.
 */
export const communityRest = new Hono<AppEnv>()
  .get('/community/threads/recent', rest(({ caller, query }) => caller.community.threads.recent({ limit: query.limit }), FORUM))
  .get('/community/stats', rest(({ caller }) => caller.community.stats(), FORUM))
  .get('/community/profiles/me', rest(({ caller }) => caller.community.profiles.me()))
  // multipart/form-data, the image in the `avatar` field; the answer is the updated profile.
  .post('/community/profiles/me/avatar', uploadAvatarRest)
  .delete('/community/profiles/me/avatar', rest(({ caller }) => caller.community.profiles.removeAvatar()));

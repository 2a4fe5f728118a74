import { Hono } from 'hono';
import { rest, withHeaders } from '../http/rest';
import type { AppEnv } from '../http/types';
import type { PostOutcome } from '../../shared/schemas/community';
import { uploadAvatarRest } from '../uploads/http';

const createdStatus = (post: { status: PostOutcome }) => (post.status === 'pending' ? 202 : 201);

/** The same for every visitor, and kept until a forum write. */
const FORUM = { cache: 'forum' } as const;

/**
 * PRODUCT.md "Calls and answers"'s community calls (likes and saved items: reactions/rest.ts), and the forum for
 * the mobile app and integrators: thin paths over the procedures the site calls. Edits and
 * moderation stay tRPC-only.
 */
export const communityRest = new Hono<AppEnv>()
  .get(
    '/community/topics',
    rest(async ({ caller }) => {
      const topics = await caller.community.topics.list();
      return topics.map(({ id, name, slug, description, threadCount }) => ({ id, name, slug, description, threadCount }));
    }, FORUM),
  )
  // 202 for a post held for a moderator's check (`status: 'pending'`), 201 for one that is out.
  .post(
    '/community/threads',
    rest(async ({ caller, c, body }) => {
      const thread = await caller.community.threads.create(body);
      return c.json(thread, createdStatus(thread));
    }),
  )
  .get(
    '/community/threads/recent',
    rest(({ caller, query }) => caller.community.threads.recent({ limit: query.limit }), FORUM),
  )
  .get(
    '/community/threads/:id',
    rest(({ caller, params }) => caller.community.threads.byId({ id: params.id }), FORUM),
  )
  .delete(
    '/community/threads/:id',
    rest(({ caller, params }) => caller.community.threads.delete({ id: params.id })),
  )
  .get(
    '/community/threads/:id/replies',
    rest(async ({ caller, params, query }) => {
      const page = await caller.community.threads.replies({ threadId: params.id, limit: query.limit, cursor: query.cursor });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    }, FORUM),
  )
  .post(
    '/community/threads/:id/replies',
    rest(async ({ caller, c, params, body }) => {
      const reply = await caller.community.replies.create({ ...body, threadId: params.id });
      return c.json(reply, createdStatus(reply));
    }),
  )
  .delete(
    '/community/replies/:id',
    rest(({ caller, params }) => caller.community.replies.delete({ id: params.id })),
  )
  .get(
    '/community/stats',
    rest(({ caller }) => caller.community.stats(), FORUM),
  )
  .get(
    '/community/profiles/me',
    rest(({ caller }) => caller.community.profiles.me()),
  )
  // multipart/form-data, the image in the `avatar` field; the answer is the updated profile.
  .post('/community/profiles/me/avatar', uploadAvatarRest)
  .delete(
    '/community/profiles/me/avatar',
    rest(({ caller }) => caller.community.profiles.removeAvatar()),
  )
  // Her mutes and blocks: 201 for a new one, 200 when a repeat sets a new duration.
  .get(
    '/members/me/relations',
    rest(({ caller }) => caller.community.relations.list()),
  )
  .post(
    '/members/:id/mute',
    rest(async ({ caller, c, params, body }) => {
      const { relation, created } = await caller.community.relations.mute({ ...body, memberId: params.id });
      return c.json(relation, created ? 201 : 200);
    }),
  )
  .delete(
    '/members/:id/mute',
    rest(({ caller, params }) => caller.community.relations.unmute({ memberId: params.id })),
  )
  .post(
    '/members/:id/block',
    rest(async ({ caller, c, params, body }) => {
      const { relation, created } = await caller.community.relations.block({ ...body, memberId: params.id });
      return c.json(relation, created ? 201 : 200);
    }),
  )
  .delete(
    '/members/:id/block',
    rest(({ caller, params }) => caller.community.relations.unblock({ memberId: params.id })),
  );

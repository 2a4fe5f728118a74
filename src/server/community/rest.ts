import { operations } from '../api/operation';
import { UNDOCUMENTED } from '../api/schemas';
import { API_V1 } from '../api/versions';
import { withHeaders } from '../http/rest';
import type { PostOutcome } from '../../shared/schemas/community';

const createdStatus = (post: { status: PostOutcome }) => (post.status === 'pending' ? 202 : 201);

const tags = ['Forum'];
const memberTags = ['Members'];

/**
 * PRODUCT.md "Calls and answers"'s community calls (likes and saved items: reactions/rest.ts), and the forum for
 * the mobile app and integrators: thin paths over the procedures the site calls. Edits and
 * moderation stay tRPC-only. Forum reads are the same for every visitor, and kept until a forum write.
 */
export const communityOperations = operations([
  {
    method: 'get',
    path: '/api/community/topics',
    operationId: 'listTopics',
    summary: 'The forum’s topics',
    tags,
    procedure: 'community.topics.list',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'forum:read',
    cache: 'forum',
    since: API_V1,
    handler: async ({ caller }) => {
      const topics = await caller.community.topics.list();
      return topics.map(({ id, name, slug, description, threadCount }) => ({ id, name, slug, description, threadCount }));
    },
  },
  // 202 for a post held for a moderator's check (`status: 'pending'`), 201 for one that is out.
  {
    method: 'post',
    path: '/api/community/threads',
    operationId: 'createThread',
    summary: 'Start a thread (201), or one held for a check (202)',
    tags,
    procedure: 'community.threads.create',
    responses: { 201: UNDOCUMENTED, 202: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: async ({ caller, c, body }) => {
      const thread = await caller.community.threads.create(body);
      return c.json(thread, createdStatus(thread));
    },
  },
  {
    method: 'get',
    path: '/api/community/threads/recent',
    operationId: 'listRecentThreads',
    summary: 'The newest threads',
    tags,
    procedure: 'community.threads.recent',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'forum:read',
    cache: 'forum',
    since: API_V1,
    handler: ({ caller, query }) => caller.community.threads.recent({ limit: query.limit }),
  },
  {
    method: 'get',
    path: '/api/community/threads/{id}',
    operationId: 'getThread',
    summary: 'One thread',
    tags,
    procedure: 'community.threads.byId',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'forum:read',
    cache: 'forum',
    since: API_V1,
    handler: ({ caller, params }) => caller.community.threads.byId({ id: params.id }),
  },
  {
    method: 'delete',
    path: '/api/community/threads/{id}',
    operationId: 'deleteThread',
    summary: 'Delete her thread',
    tags,
    procedure: 'community.threads.delete',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params }) => caller.community.threads.delete({ id: params.id }),
  },
  {
    method: 'get',
    path: '/api/community/threads/{id}/replies',
    operationId: 'listReplies',
    summary: 'A thread’s replies, oldest first',
    tags,
    procedure: 'community.threads.replies',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'forum:read',
    cache: 'forum',
    paged: true,
    since: API_V1,
    handler: async ({ caller, params, query }) => {
      const page = await caller.community.threads.replies({ threadId: params.id, limit: query.limit, cursor: query.cursor });
      return withHeaders(page.items, { 'X-Next-Cursor': page.nextCursor });
    },
  },
  {
    method: 'post',
    path: '/api/community/threads/{id}/replies',
    operationId: 'createReply',
    summary: 'Reply to a thread (201), or a reply held for a check (202)',
    tags,
    procedure: 'community.replies.create',
    responses: { 201: UNDOCUMENTED, 202: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: async ({ caller, c, params, body }) => {
      const reply = await caller.community.replies.create({ ...body, threadId: params.id });
      return c.json(reply, createdStatus(reply));
    },
  },
  {
    method: 'delete',
    path: '/api/community/replies/{id}',
    operationId: 'deleteReply',
    summary: 'Delete her reply',
    tags,
    procedure: 'community.replies.delete',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params }) => caller.community.replies.delete({ id: params.id }),
  },
  {
    method: 'get',
    path: '/api/community/stats',
    operationId: 'getCommunityStats',
    summary: 'The forum’s counts',
    tags,
    procedure: 'community.stats',
    responses: { 200: UNDOCUMENTED },
    access: 'public',
    scope: 'forum:read',
    cache: 'forum',
    since: API_V1,
    handler: ({ caller }) => caller.community.stats(),
  },
  {
    method: 'get',
    path: '/api/community/profiles/me',
    operationId: 'getMyProfile',
    summary: 'Her community profile',
    tags: memberTags,
    procedure: 'community.profiles.me',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller }) => caller.community.profiles.me(),
  },
  // multipart/form-data, the image in the `avatar` field; the answer is the updated profile.
  {
    method: 'post',
    path: '/api/community/profiles/me/avatar',
    operationId: 'uploadMyAvatar',
    summary: 'Upload her avatar (multipart, the image in `avatar`)',
    tags: memberTags,
    procedure: 'community.profiles.uploadAvatar',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    form: (caller, form) => caller.community.profiles.uploadAvatar(form),
  },
  {
    method: 'delete',
    path: '/api/community/profiles/me/avatar',
    operationId: 'removeMyAvatar',
    summary: 'Remove her avatar',
    tags: memberTags,
    procedure: 'community.profiles.removeAvatar',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller }) => caller.community.profiles.removeAvatar(),
  },
  // Her mutes and blocks: 201 for a new one, 200 when a repeat sets a new duration.
  {
    method: 'get',
    path: '/api/members/me/relations',
    operationId: 'listMyRelations',
    summary: 'The members she muted or blocked',
    tags: memberTags,
    procedure: 'community.relations.list',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller }) => caller.community.relations.list(),
  },
  {
    method: 'post',
    path: '/api/members/{id}/mute',
    operationId: 'muteMember',
    summary: 'Mute a member (201 new, 200 a new duration)',
    tags: memberTags,
    procedure: 'community.relations.mute',
    responses: { 200: UNDOCUMENTED, 201: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: async ({ caller, c, params, body }) => {
      const { relation, created } = await caller.community.relations.mute({ ...body, memberId: params.id });
      return c.json(relation, created ? 201 : 200);
    },
  },
  {
    method: 'delete',
    path: '/api/members/{id}/mute',
    operationId: 'unmuteMember',
    summary: 'Unmute a member',
    tags: memberTags,
    procedure: 'community.relations.unmute',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params }) => caller.community.relations.unmute({ memberId: params.id }),
  },
  {
    method: 'post',
    path: '/api/members/{id}/block',
    operationId: 'blockMember',
    summary: 'Block a member (201 new, 200 a new duration)',
    tags: memberTags,
    procedure: 'community.relations.block',
    responses: { 200: UNDOCUMENTED, 201: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: async ({ caller, c, params, body }) => {
      const { relation, created } = await caller.community.relations.block({ ...body, memberId: params.id });
      return c.json(relation, created ? 201 : 200);
    },
  },
  {
    method: 'delete',
    path: '/api/members/{id}/block',
    operationId: 'unblockMember',
    summary: 'Unblock a member',
    tags: memberTags,
    procedure: 'community.relations.unblock',
    responses: { 200: UNDOCUMENTED },
    access: 'member',
    since: API_V1,
    handler: ({ caller, params }) => caller.community.relations.unblock({ memberId: params.id }),
  },
]);

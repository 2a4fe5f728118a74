import { createHash } from 'node:crypto';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import { byIdInput } from '../../shared/schemas/content';
import {
  createReplyInput,
  createThreadInput,
  moderateThreadInput,
  recentThreadsInput,
  threadRepliesInput,
  topicThreadsInput,
  updateProfileInput,
  updateReplyInput,
  updateThreadInput,
} from '../../shared/schemas/community';
import { screener } from '../moderation/screening';
import { relateInput, unrelateInput } from '../../shared/schemas/relations';
import { assertWithinLimit } from '../rate-limits/limiter';
import type { Context } from '../trpc/context';
import { assertNotSilenced } from '../auth/restrictions';
import { changes, changesNothing, memberProcedure, moderatorProcedure, publicProcedure, router, sharedRead } from '../trpc/init';
import { avatarUploadInput, changeAvatar, removeAvatar } from '../uploads/avatar';
import { memberProfile, myProfile, updateProfile } from './profiles';
import { listRelations, relate, unrelate } from './relations';
import { ownHiddenPosts } from './own-hidden';
import { createReply, deleteReply, heldRepliesOf, repliesOfThread, updateReply } from './replies';
import { communityStats } from './stats';
import {
  createThread,
  deleteThread,
  heldThreadsOf,
  moderateThread,
  recentThreads,
  recordThreadView,
  threadById,
  threadsByTopic,
  updateThread,
} from './threads';
import { listTopics, topicById } from './topics';

const POSTING_LIMITS = { thread: 'forumThreadsPerMember', reply: 'forumRepliesPerMember' } as const;

function assertPostingAllowed(ctx: Context & { user: { id: number } }, kind: keyof typeof POSTING_LIMITS) {
  return assertWithinLimit(ctx.rateLimiter, POSTING_LIMITS[kind], String(ctx.user.id), COMMUNITY_TEXT.tooManyPosts);
}

/** Members count by account; visitors by a hash of their address (never the address itself). */
function viewerKey(ctx: Context): string {
  if (ctx.user) return `u:${ctx.user.id}`;
  return `v:${createHash('sha256').update(ctx.clientIp).digest('base64url').slice(0, 22)}`;
}

/**
 * What every visitor reads alike (topics, threads, replies, the stats) is kept in the shared
 * cache: the home page and thread pages are the forum's busiest. Forum writes declare that they
 * change it. View counts are the exception: a view changes nothing cached (or no thread page could
 * stay cached), so the counts on cached pages catch up when the entry expires (SharedCache's TTL).
 */
const forumRead = sharedRead('forum');
// Authors' names and avatars show in forum answers: profile changes are forum writes too.
// Posting and removing posts earns and takes back points (gamification/awards.ts).
const forumWrite = memberProcedure.meta(changes('forum', 'points'));
/** What a silenced member can't do: post, reply, edit, change her profile (she may still delete). */
const forumPost = forumWrite.use(async ({ ctx, next }) => {
  await assertNotSilenced(ctx.db, ctx.user.id);
  return next();
});
const forumModeration = moderatorProcedure.meta(changes('forum'));
// A member's mutes and blocks change only her own notifications and her own view of the forum.
const relationWrite = memberProcedure.meta(changesNothing);

export const communityRouter = router({
  topics: router({
    list: forumRead.query(({ ctx }) => listTopics(ctx.db)),
    byId: forumRead.input(byIdInput).query(({ ctx, input }) => topicById(ctx.db, input.id)),
  }),

  threads: router({
    recent: forumRead.input(recentThreadsInput).query(({ ctx, input }) => recentThreads(ctx.db, input.limit)),
    byTopic: forumRead.input(topicThreadsInput).query(({ ctx, input }) => threadsByTopic(ctx.db, input)),
    byId: forumRead.input(byIdInput).query(({ ctx, input }) => threadById(ctx.db, input.id)),
    replies: forumRead.input(threadRepliesInput).query(({ ctx, input }) => repliesOfThread(ctx.db, input)),
    /** Called once by the thread page when it opens; repeats within FORUM_LIMITS.viewWindowMs don't count. */
    recordView: publicProcedure
      .meta(changesNothing)
      .input(byIdInput)
      .mutation(({ ctx, input }) => recordThreadView(ctx.db, input.id, viewerKey(ctx))),
    create: forumPost.input(createThreadInput).mutation(async ({ ctx, input }) => {
      await assertPostingAllowed(ctx, 'thread');
      return createThread(ctx.db, ctx.user, input, await screener(ctx));
    }),
    update: forumPost
      .input(updateThreadInput)
      .mutation(async ({ ctx, input }) => updateThread(ctx.db, ctx.user, input, await screener(ctx))),
    delete: forumWrite.input(byIdInput).mutation(({ ctx, input }) => deleteThread(ctx.db, ctx.user, input.id)),
    moderate: forumModeration.input(moderateThreadInput).mutation(({ ctx, input }) => moderateThread(ctx.db, ctx.user, input)),
  }),

  replies: router({
    create: forumPost.input(createReplyInput).mutation(async ({ ctx, input }) => {
      await assertPostingAllowed(ctx, 'reply');
      return createReply(ctx.db, ctx.user, input, await screener(ctx));
    }),
    update: forumPost.input(updateReplyInput).mutation(async ({ ctx, input }) => updateReply(ctx.db, ctx.user, input, await screener(ctx))),
    delete: forumWrite.input(byIdInput).mutation(({ ctx, input }) => deleteReply(ctx.db, ctx.user, input.id)),
  }),

  /**
   * Her own posts nobody else may read: waiting for a moderator's check (held), or hidden by
   * reports (their text, shown to her under the notice). Never cached.
   */
  held: router({
    mine: memberProcedure.query(async ({ ctx }) => {
      const [threads, replies, hidden] = await Promise.all([
        heldThreadsOf(ctx.db, ctx.user.id),
        heldRepliesOf(ctx.db, ctx.user.id),
        ownHiddenPosts(ctx.db, ctx.user.id),
      ]);
      return { threads, replies, hidden };
    }),
  }),

  /** Sign-ups (totalUsers) and forum writes change it. */
  stats: forumRead.query(({ ctx }) => communityStats(ctx.db)),

  profiles: router({
    me: memberProcedure.query(({ ctx }) => myProfile(ctx.db, ctx.user.id)),
    /** Member-only, like the /community/profile/{id} page: profiles are for the community, not the web. */
    byId: memberProcedure.input(byIdInput).query(({ ctx, input }) => memberProfile(ctx.db, input.id)),
    update: forumPost.input(updateProfileInput).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
    /** multipart/form-data with the image in the `avatar` field (clients send it unbatched). */
    uploadAvatar: forumPost.input(avatarUploadInput).mutation(async ({ ctx, input }) => {
      await changeAvatar(ctx, ctx.user.id, input);
      return myProfile(ctx.db, ctx.user.id);
    }),
    /** Back to initials. */
    removeAvatar: forumPost.mutation(async ({ ctx }) => {
      await removeAvatar(ctx, ctx.user.id);
      return myProfile(ctx.db, ctx.user.id);
    }),
  }),

  /** Her mutes and blocks of other members (docs/PRODUCT.md "Moderation", "Mute and block"). */
  relations: router({
    list: memberProcedure.query(({ ctx }) => listRelations(ctx.db, ctx.user.id)),
    mute: relationWrite.input(relateInput).mutation(({ ctx, input }) => relate(ctx.db, ctx.user, 'mute', input)),
    unmute: relationWrite.input(unrelateInput).mutation(({ ctx, input }) => unrelate(ctx.db, ctx.user, 'mute', input.memberId)),
    block: relationWrite.input(relateInput).mutation(({ ctx, input }) => relate(ctx.db, ctx.user, 'block', input)),
    unblock: relationWrite.input(unrelateInput).mutation(({ ctx, input }) => unrelate(ctx.db, ctx.user, 'block', input.memberId)),
  }),
});

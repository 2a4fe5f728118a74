import { TRPCError } from '@trpc/server';
import { createTRPCMsw, httpLink } from 'msw-trpc';
import { setupServer } from 'msw/node';
import { wireFormat } from '../shared/lib/wire-format';
import type { AppRouter } from '../server/trpc/root';
import { DEFAULT_POINTS_RULES } from '../shared/constants/gamification';
import type { UserDto } from '../shared/schemas/auth';
import type { MemberStatsDto } from '../shared/schemas/gamification';
import { makeDashboardSummary } from './admin-dtos';
import { makeMemberGiveaways } from './giveaway-dtos';
import { makeSubscriberCounts } from './newsletter-dtos';
import { makeItemReactions } from './reactions-dtos';

/** Client tests talk to this address (jsdom's origin is http://localhost:3000). */
export const TEST_TRPC_URL = 'http://localhost:3000/trpc';

/** Typed msw handlers for tRPC procedures: `trpcMsw.auth.me.query(() => user)`. */
export const trpcMsw = createTRPCMsw<AppRouter>({
  links: [httpLink({ url: TEST_TRPC_URL })],
  transformer: { input: wireFormat, output: wireFormat },
});

/**
 * Content as an empty site answers it (no posts, recipes, resources or perks; no site content
 * blocks), so any test that renders the home page or passes through /blog gets an answer; tests
 * add content with `server.use(...)`.
 */
export const emptyContentHandlers = [
  trpcMsw.content.blog.featured.query(() => []),
  trpcMsw.content.blog.list.query(() => ({ items: [], nextCursor: null })),
  trpcMsw.content.blog.categories.query(() => []),
  trpcMsw.content.blog.redirect.query(() => null),
  trpcMsw.content.authors.list.query(() => []),
  trpcMsw.content.recipes.list.query(() => ({ items: [], nextCursor: null })),
  trpcMsw.content.resources.list.query(() => []),
  trpcMsw.content.perks.featured.query(() => []),
  trpcMsw.perks.list.query(() => ({ categories: [], perks: [] })),
  trpcMsw.perks.mine.query(() => []),
  trpcMsw.content.comparisons.list.query(() => []),
  trpcMsw.content.siteAppearance.headingFont.query(() => ({ font: 'font-playfair' as const })),
  ...[
    trpcMsw.content.siteContent.byKey,
    trpcMsw.content.blog.bySlug,
    trpcMsw.content.recipes.bySlug,
    trpcMsw.content.resources.byId,
    trpcMsw.content.comparisons.byCategory,
  ].map((procedure) =>
    procedure.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
    }),
  ),
];

/** A community nobody has joined yet: no topics, threads or notifications. */
export const emptyCommunityHandlers = [
  trpcMsw.community.topics.list.query(() => []),
  // makeUser()'s member, for pages that read the signed-in member's profile.
  trpcMsw.community.profiles.me.query(() => ({
    avatar: null,
    displayName: 'sarah_mum',
    bio: '',
    username: 'sarah_mum',
  })),
  ...[
    trpcMsw.community.topics.byId,
    trpcMsw.community.threads.byTopic,
    trpcMsw.community.threads.byId,
    trpcMsw.community.threads.replies,
    trpcMsw.community.profiles.byId,
  ].map((procedure) =>
    procedure.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
    }),
  ),
  trpcMsw.community.threads.recent.query(() => []),
  trpcMsw.community.held.mine.query(() => ({ threads: [], replies: [], hidden: { threads: [], replies: [] } })),
  // A member who muted and blocked nobody, on a site whose team posts nothing.
  trpcMsw.community.relations.list.query(() => ({ muted: [], blocked: [], teamIds: [] })),
  trpcMsw.community.stats.query(() => ({
    totalUsers: 0,
    totalThreads: 0,
    totalComments: 0,
    activeToday: 0,
  })),
  trpcMsw.notifications.unreadCount.query(() => ({ count: 0 })),
  // The admin nav's badge, on every admin page.
  trpcMsw.moderation.queue.pendingCount.query(() => ({ count: 0 })),
  trpcMsw.moderation.appeals.list.query(() => []),
  trpcMsw.notifications.list.query(() => ({ items: [], nextCursor: null })),
  trpcMsw.notifications.preferences.query(() => ({
    tag: true,
    thread_reply: true,
    thread_participation: true,
    admin_announcement: true,
    other: true,
  })),
  trpcMsw.notifications.emailPreferences.query(() => ({
    tag: true,
    thread_reply: false,
    thread_participation: false,
    admin_announcement: true,
    other: false,
  })),
  trpcMsw.newsletter.mine.query(() => ({ email: 'member@example.com', subscribed: false, since: null })),
  // Not silenced: the composers show.
  trpcMsw.moderation.penalties.mine.query(() => null),
  // Her privacy page: no download yet, no deletion asked for.
  trpcMsw.account.privacy.query(() => ({ exports: [], nextExportAt: null, deletion: { state: 'none', content: null, deleteAt: null } })),
];

/** Nothing liked or saved yet: every item asked about has no likes. */
export const emptyReactionsHandlers = [
  trpcMsw.reactions.forItems.query(({ input }) => input.items.map((item) => makeItemReactions(item))),
  trpcMsw.reactions.likes.status.query(() => ({ liked: false })),
  trpcMsw.reactions.likes.count.query(() => ({ count: 0 })),
  trpcMsw.reactions.saved.check.query(() => ({ saved: false })),
  trpcMsw.reactions.saved.list.query(() => []),
];

const emptyAdminPage = () => ({ items: [], total: 0, page: 1, pageSize: 20 });

/** An admin area with nothing in it yet: empty lists, and "not found" for any one item. */
export const emptyAdminHandlers = [
  trpcMsw.admin.blogPosts.list.query(emptyAdminPage),
  trpcMsw.admin.authors.list.query(emptyAdminPage),
  trpcMsw.admin.recipes.list.query(emptyAdminPage),
  trpcMsw.admin.resources.list.query(emptyAdminPage),
  trpcMsw.admin.perks.list.query(emptyAdminPage),
  trpcMsw.admin.audit.list.query(emptyAdminPage),
  trpcMsw.admin.resources.categories.query(() => []),
  trpcMsw.admin.perkCategories.list.query(() => []),
  trpcMsw.admin.siteContent.list.query(() => []),
  trpcMsw.admin.siteAppearance.headingFont.get.query(() => ({ font: 'font-playfair' as const })),
  trpcMsw.admin.dashboard.summary.query(() => makeDashboardSummary()),
  trpcMsw.admin.gamification.pointsRules.get.query(() => DEFAULT_POINTS_RULES),
  trpcMsw.admin.gamification.entries.query(() => []),
  trpcMsw.admin.gamification.ledger.query(emptyAdminPage),
  trpcMsw.admin.giveaways.list.query(() => []),
  trpcMsw.admin.feedback.list.query(emptyAdminPage),
  trpcMsw.admin.feedback.counts.query(() => ({ new: 0, planned: 0, done: 0, declined: 0 })),
  trpcMsw.admin.newsletter.subscribers.query(emptyAdminPage),
  trpcMsw.admin.newsletter.counts.query(() => makeSubscriberCounts()),
  trpcMsw.admin.newsletter.campaigns.list.query(() => []),
  trpcMsw.admin.members.list.query(() => ({ items: [], total: 0, page: 1, pageSize: 50, totalCapped: false, nextCursor: null })),
  trpcMsw.admin.comments.list.query(emptyAdminPage),
  trpcMsw.admin.comments.pending.query(() => ({ items: [], nextCursor: null })),
  trpcMsw.admin.comments.pendingCount.query(() => ({ count: 0 })),
  trpcMsw.admin.comments.settings.get.query(() => ({ mode: 'open' as const })),
  trpcMsw.admin.integrations.list.query(() => []),
  trpcMsw.admin.webhooks.list.query(() => []),
  trpcMsw.admin.webhooks.log.query(() => ({ items: [], nextCursor: null })),
  ...[
    trpcMsw.admin.blogPosts.byId,
    trpcMsw.admin.authors.byId,
    trpcMsw.admin.recipes.byId,
    trpcMsw.admin.resources.byId,
    trpcMsw.admin.perks.byId,
    trpcMsw.admin.perks.detail,
    trpcMsw.admin.newsletter.campaigns.byId,
    trpcMsw.admin.members.byId,
    trpcMsw.admin.webhooks.integration,
  ].map((procedure) =>
    procedure.query(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
    }),
  ),
];

/** Comments nobody has written yet, under any post, recipe or resource. */
export const emptyCommentsHandlers = [
  trpcMsw.comments.list.query(() => ({ items: [], nextCursor: null })),
  trpcMsw.comments.replies.query(() => ({ items: [], nextCursor: null })),
  trpcMsw.comments.count.query(() => ({ count: 0 })),
  trpcMsw.comments.ratings.query(() => ({ average: null, count: 0 })),
  trpcMsw.comments.mine.query(() => []),
];

/** A member's stats: by default a new member's (level 1, no points, the free entry). */
export function makeMemberStats(overrides: Partial<MemberStatsDto> = {}): MemberStatsDto {
  return {
    level: 1,
    levelTitle: 'Newbie Mum',
    levelEmoji: '🌱',
    monthlyPoints: 0,
    giveawayEntries: 1,
    totalPoints: 0,
    nextLevel: { level: 2, title: 'Curious Mum', pointsNeeded: 5 },
    ...overrides,
  };
}

/** Every member new: level 1, no points yet, no receipts. */
export const emptyGamificationHandlers = [
  trpcMsw.gamification.stats.query(() => makeMemberStats()),
  trpcMsw.gamification.myReceipts.query(() => ({ items: [], nextCursor: null })),
  trpcMsw.giveaways.mine.query(() => makeMemberGiveaways()),
  trpcMsw.feedback.mine.query(() => ({ items: [], nextCursor: null })),
];

/** By default nobody is signed in and the site is empty; tests add handlers with `server.use(...)`. */
export const server = setupServer(
  trpcMsw.auth.me.query(() => null),
  ...emptyContentHandlers,
  ...emptyCommunityHandlers,
  ...emptyReactionsHandlers,
  ...emptyAdminHandlers,
  ...emptyCommentsHandlers,
  ...emptyGamificationHandlers,
  trpcMsw.partnerships.enquire.mutation(() => ({ success: true as const })),
  trpcMsw.search.find.query(() => ({ results: [], nextCursor: null })),
);

/** A signed-in member or admin, as `auth.me` returns them. */
export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  const role = overrides.role ?? (overrides.isAdmin ? 'admin' : 'member');
  return {
    id: 7,
    username: 'sarah_mum',
    email: 'sarah@example.com',
    avatar: null,
    ...overrides,
    role,
    isAdmin: role === 'admin',
  };
}

/** `auth.me` answers with this user (or null). */
export function signedInAs(user: UserDto | null) {
  return trpcMsw.auth.me.query(() => user);
}

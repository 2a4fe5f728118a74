import { makeAdminAuthor, makeAdminPerk, makeAdminPost, makeAdminRecipe, makeAdminResource } from '../../../test/admin-dtos';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeComparison, makePostDetail, makeRecipeDetail, makeResourceDetail } from '../../../test/content-dtos';
import { makeThread, makeTopic } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { everythingInView } from '../../../test/viewport';

const PUBLIC_PAGES: [string, string][] = [
  ['/blog', 'Blog'],
  ['/blog/first-weeks', 'Starting Solids: A Calm Guide'],
  ['/recipes', 'Recipes'],
  ['/recipes/banana-pancakes', 'Lactation Oat Cookies'],
  ['/resources', 'Resources'],
  ['/resources?category=downloadable', 'Resources'],
  ['/resources/id/3', 'Sleep Routine Planner'],
  ['/product-comparison/prams', 'Prams & Strollers'],
  ['/search', 'Search'],
  ['/test-search', 'Test Search'],
  ['/simplified-search?q=sleep&t=1700000000000', 'Search Results'],
  ['/animation-demo', 'Animation Demo'],
  ['/auth', 'Join Mama Village'],
  ['/community/auth', 'Welcome back'],
  ['/community/landing', 'A village of mums, any time of day or night'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password', 'Reset link not valid'],
  ['/reset-password?token=abcdefghijklmnopqrstuvwxyz234567', 'Choose a new password'],
  ['/community', 'Community'],
  ['/community/topic/1', 'Sleep'],
  ['/community/thread/5', 'Four-month sleep regression: how did you survive it?'],
  ['/community/threads/5', 'Four-month sleep regression: how did you survive it?'],
  ['/admin/login', 'Admin login'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-use', 'Terms of Use'],
  ['/partnerships', 'Partnerships'],
  ['/download-app', 'Download the App'],
];

const MEMBER_PAGES: [string, string][] = [
  ['/perks', 'Perks & Benefits'],
  ['/profile/saved-items', 'Saved Items'],
  ['/member-giveaways', 'Member Giveaways'],
  ['/product-feedback', 'Product Feedback'],
  ['/feedback', 'Product Feedback'],
  ['/community/profile', 'Sarah'],
  ['/community/profile/12', 'Sarah'],
  ['/community/new-thread', 'Start a discussion'],
  ['/profile/notifications', 'Notifications'],
  ['/profile/edit', 'Edit Profile'],
  ['/profile/privacy', 'Privacy & my data'],
];

const ADMIN_PAGES: [string, string][] = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/settings', 'Admin Dashboard'],
  ['/admin/blog-posts', 'Blog Posts'],
  ['/admin/blog-posts/new', 'New Blog Post'],
  ['/admin/blog-posts/edit/4', 'Edit Blog Post'],
  ['/admin/recipes', 'Recipes'],
  ['/admin/recipes/new', 'New Recipe'],
  ['/admin/recipes/edit/4', 'Edit Recipe'],
  ['/admin/authors', 'Authors'],
  ['/admin/authors/new', 'New Author'],
  ['/admin/authors/edit/4', 'Edit Author'],
  ['/admin/resources', 'Resources'],
  ['/admin/resources/new', 'New Resource'],
  ['/admin/resources/edit/4', 'Edit Resource'],
  ['/admin/comments', 'Comments'],
  ['/admin/comments/pending', 'Pending Comments'],
  ['/admin/newsletter', 'Newsletter'],
  ['/admin/email-marketing', 'Email Marketing'],
  ['/admin/notifications', 'Notifications'],
  ['/admin/members', 'Members'],
  ['/admin/member-management', 'Member Management'],
  ['/admin/giveaways', 'Giveaways'],
  ['/admin/perks', 'Perks'],
  ['/admin/perks/new', 'New Perk'],
  ['/admin/perks/edit/4', 'Edit Perk'],
  ['/admin/perks/4', makeAdminPerk().title],
  ['/admin/perk-categories', 'Perk Categories'],
  ['/admin/font-settings', 'Font Settings'],
  ['/admin/gamification', 'Gamification'],
  ['/admin/site-content', 'Site Content'],
];

async function expectTitle(path: string, title: string) {
  const { unmount } = renderWithProviders({ route: path });
  const main = within(await screen.findByRole('main'));
  // Found is enough: a page may swap its loading frame for the loaded one right after.
  await expect(main.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 }), path).resolves.toBeTruthy();
  unmount();
}

describe('every route of PRODUCT.md "Screens" is registered', () => {
  // One test a page: a slow machine times out one page, not the whole list.
  describe('public pages', () => {
    beforeEach(() => {
      server.use(
        trpcMsw.content.blog.bySlug.query(() => makePostDetail()),
        trpcMsw.content.recipes.bySlug.query(() => makeRecipeDetail()),
        trpcMsw.content.resources.byId.query(() => makeResourceDetail()),
        trpcMsw.content.comparisons.byCategory.query(() => makeComparison()),
        trpcMsw.community.topics.byId.query(() => makeTopic()),
        trpcMsw.community.threads.byTopic.query(() => ({ items: [], nextCursor: null })),
        trpcMsw.community.threads.byId.query(({ input }) => makeThread({ id: Number(input.id) })),
        trpcMsw.community.threads.recordView.mutation(() => ({ viewCount: 13 })),
        trpcMsw.community.threads.replies.query(() => ({ items: [], nextCursor: null })),
      );
    });
    it.each(PUBLIC_PAGES)('%s', (path, title) => expectTitle(path, title));
  });

  describe('member pages, for a member', () => {
    beforeEach(() => {
      server.use(
        signedInAs(makeUser()),
        trpcMsw.community.profiles.byId.query(({ input }) => ({
          id: Number(input.id),
          username: 'sarah_mum',
          displayName: 'Sarah',
          avatar: null,
          bio: '',
          joinedAt: new Date('2024-01-05T00:00:00Z'),
          threadCount: 0,
          replyCount: 0,
          recentThreads: [],
          recentReplies: [],
        })),
      );
    });
    it.each(MEMBER_PAGES)('%s', (path, title) => expectTitle(path, title));
  });

  describe('admin pages, for an admin', () => {
    beforeEach(() => {
      server.use(
        signedInAs(makeUser({ isAdmin: true })),
        trpcMsw.admin.blogPosts.byId.query(() => makeAdminPost()),
        trpcMsw.admin.authors.byId.query(() => makeAdminAuthor()),
        trpcMsw.admin.recipes.byId.query(() => makeAdminRecipe()),
        trpcMsw.admin.resources.byId.query(() => makeAdminResource()),
        trpcMsw.admin.perks.byId.query(() => makeAdminPerk()),
        trpcMsw.admin.perks.detail.query(() => ({ perk: makeAdminPerk(), codes: { items: [], total: 0, page: 1, pageSize: 20 } })),
      );
    });
    it.each(ADMIN_PAGES)('%s', (path, title) => expectTitle(path, title));
  });

  it('member pages send a visitor to the login page with where they were going', { timeout: 30_000 }, async () => {
    for (const [path] of MEMBER_PAGES) {
      const { router, unmount } = renderWithProviders({ route: path });
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
      expect(router.state.location.pathname).toBe('/community/auth');
      expect(router.state.location.search).toEqual({ redirect: path });
      unmount();
    }
  });
});

describe('home page', () => {
  it('shows the hero and Join Now to a visitor', async () => {
    renderWithProviders({ route: '/' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Community & Resources for Mums' })).toBeInTheDocument();
    // The hero's call to action and the perks banner's both read Join Now.
    const joinLinks = await main.findAllByRole('link', { name: 'Join Now' });
    for (const link of joinLinks) expect(link).toHaveAttribute('href', '/auth');
  });

  it('does not ask a member to join', async () => {
    server.use(signedInAs(makeUser()));
    renderWithProviders({ route: '/' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Go to the community' })).toHaveAttribute('href', '/community');
    expect(main.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('answers any other path inside the page frame', async () => {
    everythingInView();
    renderWithProviders({ route: '/this/page/does-not-exist' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('covers unknown paths under known sections too', async () => {
    renderWithProviders({ route: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

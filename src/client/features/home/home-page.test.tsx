import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MASTERCLASS_CATEGORY_NAME, type ResourceDto } from '../../../shared/schemas/content';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { renderWithProviders } from '../../../test/render';
import {
  AUTHORS,
  CATEGORIES,
  MASTERCLASS_CATEGORY,
  makePerk,
  makePost,
  makeRecipe,
  makeResource,
  siteContentHandler,
} from '../../../test/content-dtos';

const RESOURCES: ResourceDto[] = [
  makeResource(1, { title: 'Gentle Sleep Settling', comingSoon: true, categories: [MASTERCLASS_CATEGORY, { id: 4, name: 'Sleep' }] }),
  makeResource(2, { title: 'Starting Solids', featured: true, categories: [MASTERCLASS_CATEGORY] }),
  makeResource(3, { title: 'Newborn Feeding Tracker', categories: [{ id: 1, name: 'Downloadable' }] }),
  // Close to the name is not the name: only the exact category name counts (PRODUCT.md "Constants and limits").
  makeResource(4, { title: 'Almost a masterclass', categories: [{ id: 9, name: 'Masterclasses' }] }),
  makeResource(5, {
    title: 'Lowercase category',
    description: 'A long description that goes well past the fifty characters of the debug preview.',
    categories: [{ id: 8, name: MASTERCLASS_CATEGORY_NAME.toLowerCase() }],
  }),
];

/** A site with content: the handlers every "full" test uses. */
function fullSite({ resources = RESOURCES }: { resources?: ResourceDto[] } = {}) {
  let resourceCalls = 0;
  server.use(
    siteContentHandler({
      home_hero: {
        title: 'Your village for every stage of motherhood',
        subtitle: 'Community & Resources for Mums',
        description: 'Mums helping mums.',
        cta: { text: 'Join Now', link: '/auth' },
        secondaryCta: { text: 'Explore the Blog', link: '/blog' },
        image: '/uploads/demo/site/home-hero.svg',
      },
      home_recipes_promo: {
        badge: 'Family Recipes',
        title: 'Real food for real family life',
        description: 'Freezer meals and first foods.',
      },
      home_masterclasses_feature: { image: '/uploads/demo/masterclasses/feature.svg' },
    }),
    trpcMsw.content.resources.list.query(() => {
      resourceCalls += 1;
      return resources;
    }),
    trpcMsw.content.recipes.list.query(({ input }) => ({
      items: Array.from({ length: Number(input.limit ?? 12) }, (_, i) => makeRecipe(i + 1)),
      nextCursor: 'more',
    })),
    trpcMsw.content.blog.featured.query(() => [1, 2, 3, 4].map((id) => makePost(id))),
    trpcMsw.content.blog.categories.query(() => CATEGORIES),
    trpcMsw.content.authors.list.query(() => AUTHORS),
    trpcMsw.content.perks.featured.query(() => [
      makePerk(1),
      makePerk(2, { expiryDate: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
    ]),
  );
  return { resourceCalls: () => resourceCalls };
}

async function openHome() {
  const result = renderWithProviders({ route: '/' });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1 });
  return { ...result, main };
}

async function section(name: string | RegExp) {
  return within(await screen.findByRole('region', { name }));
}

function href(scope: ReturnType<typeof within>, name: string) {
  return scope.getByRole('link', { name }).getAttribute('href');
}

/**
 * IntersectionObserver that the test controls: by default every observed element is reported
 * near the viewport at once (the page's lower half loads), unless `holdIntersections` is set.
 */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
let holdIntersections = false;
function intersectAll() {
  for (const observer of observers) {
    observer.callback(
      observer.elements.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}
class TestIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[] = [];
  private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
    if (!holdIntersections) queueMicrotask(intersectAll);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  holdIntersections = false;
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});

afterEach(() => {
  focusManager.setFocused(undefined);
  observers.clear();
});

describe('home page for a visitor', () => {
  it('shows the hero from site content with one h1', async () => {
    fullSite();
    const { main } = await openHome();
    expect(await main.findByRole('heading', { level: 1, name: 'Your village for every stage of motherhood' })).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = await section('Your village for every stage of motherhood');
    expect(href(hero, 'Join Now')).toBe('/auth');
    expect(href(hero, 'Explore the Blog')).toBe('/blog');
    // Site content links are styled as buttons (the Button's props reach the link).
    expect(hero.getByRole('link', { name: 'Join Now' })).toHaveClass('chakra-button');
    // The hero's image (decorative) is the first screen's largest: its 3:2 box is kept from the
    // start and it is fetched first, never lazily.
    const image = document.querySelector('img[src="/uploads/demo/site/home-hero.svg"]');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
  });

  it('links every block as the spec says for a visitor', async () => {
    fullSite();
    await openHome();

    const teaser = await section('Join in, earn points, win prizes');
    expect(teaser.getByText(/1 free giveaway entry per month/)).toBeInTheDocument();
    for (const value of ['0.25', '0.50', '0.10']) expect(teaser.getByText(value)).toBeInTheDocument();
    expect(teaser.getByText('points per comment')).toBeInTheDocument();
    expect(teaser.getByText('points per new thread')).toBeInTheDocument();
    expect(teaser.getByText('points per like')).toBeInTheDocument();
    expect(href(teaser, 'Start Earning Points')).toBe('/auth');
    expect(href(teaser, 'Explore the Community')).toBe('/community');

    const resources = await section('Exclusive Resources');
    expect(href(resources, 'Join to Access Resources')).toBe('/auth');
    expect(await resources.findByText(/Access 5 expert resources/)).toBeInTheDocument();

    const recipes = await section('Real food for real family life');
    expect(href(recipes, 'Join to See All Recipes')).toBe('/auth');

    const blog = await section('Latest Articles');
    expect(href(blog, 'View All Articles')).toBe('/blog');

    const perks = await section('Exclusive Perks & Discounts');
    const redeem = await perks.findAllByRole('link', { name: 'Join to Redeem' });
    expect(redeem.map((link) => link.getAttribute('href'))).toEqual(['/auth', '/auth']);
    expect(href(perks, 'Join Now')).toBe('/auth');
    expect(href(perks, 'See All Perks')).toBe('/perks');

    const community = await section('Connect with Mums Who Get It');
    expect(href(community, 'Join for Free')).toBe('/auth');
    expect(community.getByText('No discussions yet')).toBeInTheDocument();
  });

  it('lists only resources with the exact masterclass category name, as masterclass cards', async () => {
    fullSite();
    await openHome();
    const masterclasses = await section('Expert Masterclasses for Mums');
    expect(masterclasses.getAllByText('Coming Soon').length).toBeGreaterThanOrEqual(1);
    const cards = await masterclasses.findAllByRole('link', { name: /Become a Member$/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/auth', '/auth']);
    expect(masterclasses.getByRole('link', { name: 'Gentle Sleep Settling Become a Member' })).toBeInTheDocument();
    expect(masterclasses.getByRole('link', { name: 'Starting Solids Become a Member' })).toBeInTheDocument();
    for (const title of ['Newborn Feeding Tracker', 'Almost a masterclass', 'Lowercase category']) {
      expect(masterclasses.queryByText(title)).not.toBeInTheDocument();
    }
    // No masterclass image of their own: the site content feature image stands in.
    expect(masterclasses.getByRole('img', { name: 'Gentle Sleep Settling' })).toHaveAttribute(
      'src',
      '/uploads/demo/masterclasses/feature.svg',
    );
  });

  it('shows the first 3 recipes and the featured post big with the next 3 as cards', async () => {
    const { count } = recordTrpcCalls();
    fullSite();
    await openHome();
    const recipes = await section('Real food for real family life');
    expect(recipes.getByText('Freezer meals and first foods.')).toBeInTheDocument();
    const viewLinks = await recipes.findAllByRole('link', { name: 'View Recipe' });
    expect(viewLinks.map((link) => link.getAttribute('href'))).toEqual(['/recipes/recipe-1', '/recipes/recipe-2', '/recipes/recipe-3']);
    // The three cards' likes and saves come from one call.
    await waitFor(() => expect(recipes.getAllByRole('button', { name: 'Like, 0 likes' })).toHaveLength(3));
    expect(count('reactions.forItems')).toBe(1);

    const blog = await section('Latest Articles');
    const posts = await blog.findAllByRole('link', { name: /^Post number/ });
    expect(posts.map((link) => link.getAttribute('href'))).toEqual(['/blog/post-1', '/blog/post-2', '/blog/post-3', '/blog/post-4']);
    expect((await blog.findAllByText('Tessa Nguyen')).length).toBe(4);
    expect(blog.getAllByText('Jan 5, 2024')).toHaveLength(4);
  });

  it("marks a perk that ends within a month 'Expires soon'", async () => {
    fullSite();
    await openHome();
    const perks = await section('Exclusive Perks & Discounts');
    await perks.findByRole('heading', { name: 'Perk number 2' });
    expect(perks.getAllByText('Expires soon')).toHaveLength(1);
    expect(perks.getByRole('img', { name: 'Brand 1 logo' })).toHaveAttribute('src', '/uploads/demo/brands/brand-1.svg');
  });

  it('shows no admin debug panel', async () => {
    fullSite();
    await openHome();
    await screen.findByRole('link', { name: 'Gentle Sleep Settling Become a Member' });
    expect(screen.queryByRole('heading', { name: 'Admin debug: masterclasses' })).not.toBeInTheDocument();
  });
});

describe('loading the lower half', () => {
  it('loads the sections below the resources block only when the visitor scrolls near them', async () => {
    holdIntersections = true;
    fullSite();
    const { main } = await openHome();
    await main.findByRole('heading', { level: 2, name: 'Exclusive Resources' });
    expect(main.queryByRole('heading', { name: 'Expert Masterclasses for Mums' })).not.toBeInTheDocument();
    act(() => intersectAll());
    expect(await main.findByRole('heading', { level: 2, name: 'Expert Masterclasses for Mums' })).toBeInTheDocument();
    expect(await main.findByRole('heading', { level: 2, name: 'Connect with Mums Who Get It' })).toBeInTheDocument();
  });
});

describe('home page for a member', () => {
  it('switches the links to the member destinations', async () => {
    fullSite();
    server.use(signedInAs(makeUser({ username: 'sarah_mum' })));
    const { main } = await openHome();

    const hero = await section('Your village for every stage of motherhood');
    expect(href(hero, 'Go to the community')).toBe('/community');
    expect(hero.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();

    const banner = await section('Welcome back, sarah_mum!');
    expect(href(banner, 'Join the Discussion')).toBe('/community');
    expect(href(banner, 'View Progress')).toBe('/community/profile');
    // The member's numbers arrive with the gamification issue.
    expect(banner.queryByText(/0\.25/)).not.toBeInTheDocument();

    expect(href(await section('Exclusive Resources'), 'Browse Resources')).toBe('/resources');
    expect(href(await section('Real food for real family life'), 'View All Recipes')).toBe('/recipes');

    const perks = await section('Exclusive Perks & Discounts');
    const viewPerk = await perks.findAllByRole('link', { name: 'View Perk' });
    expect(viewPerk.map((link) => link.getAttribute('href'))).toEqual(['/perks', '/perks']);
    expect(perks.queryByRole('link', { name: 'Join to Redeem' })).not.toBeInTheDocument();
    expect(perks.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
    expect(href(perks, 'See All Perks')).toBe('/perks');

    const community = await section('Connect with Mums Who Get It');
    expect(community.queryByRole('link', { name: 'Join for Free' })).not.toBeInTheDocument();
    expect(main.queryByRole('heading', { name: 'Admin debug: masterclasses' })).not.toBeInTheDocument();
  });
});

describe('home page fallbacks (an empty site)', () => {
  it('uses the defaults for missing site content and the empty messages', async () => {
    const { main } = await openHome();
    expect(main.getByRole('heading', { level: 1, name: 'Community & Resources for Mums' })).toBeInTheDocument();
    expect(await main.findByText('Recipe Content Loading...')).toBeInTheDocument();
    expect(await main.findByText('No masterclasses available yet. Check back soon!')).toBeInTheDocument();

    const promo = within(main.getByTestId('masterclasses-promo'));
    expect(promo.getByText('Premium Content')).toBeInTheDocument();
    expect(href(promo, 'Join Community')).toBe('/community');
    expect(href(promo, 'View All Resources')).toBe('/resources');
    expect(href(promo, 'Get the App')).toBe('/download-app');
    expect(promo.getByRole('link', { name: 'Join Community' })).toHaveClass('chakra-button');
    for (const feature of ['Sleep training guidance', 'Nutrition and weaning tips', 'Expert-led sessions', 'Downloadable worksheets']) {
      expect(promo.getByText(feature)).toBeInTheDocument();
    }
    expect(await main.findByText('No discussions yet')).toBeInTheDocument();
  });

  it('fills a partly edited promo field by field, with at most four features and a fallback icon', async () => {
    server.use(
      siteContentHandler({
        home_masterclasses_promo: {
          title: 'Learn from the experts',
          features: [
            { title: 'Sleep', icon: 'bed' },
            { title: 'Mystery', icon: 'rocket' },
            { title: 'Food', icon: 'utensils' },
            { title: 'Stars', icon: 'star' },
            { title: 'Fifth feature', icon: 'file' },
          ],
          cta: { text: 'Come on in', link: '' },
        },
      }),
    );
    const { main } = await openHome();
    const promo = within(await main.findByTestId('masterclasses-promo'));
    expect(await promo.findByRole('heading', { name: 'Learn from the experts' })).toBeInTheDocument();
    expect(promo.getByText('Premium Content')).toBeInTheDocument();
    expect(href(promo, 'Come on in')).toBe('/community');
    expect(promo.getByText('Mystery')).toBeInTheDocument();
    expect(promo.queryByText('Fifth feature')).not.toBeInTheDocument();
    expect(promo.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows 7 resources and 3 placeholders per list while loading', async () => {
    server.use(
      trpcMsw.content.resources.list.query(async () => {
        await delay('infinite');
        return [];
      }),
      trpcMsw.content.recipes.list.query(async () => {
        await delay('infinite');
        return { items: [], nextCursor: null };
      }),
    );
    const { main } = await openHome();
    expect((await section('Exclusive Resources')).getByText(/Access 7 expert resources/)).toBeInTheDocument();
    const masterclasses = await section('Expert Masterclasses for Mums');
    expect(masterclasses.getAllByTestId('card-placeholder')).toHaveLength(3);
    expect(masterclasses.getByRole('status')).toHaveTextContent('Loading masterclasses...');
    const recipes = await section('Family-Friendly Recipes');
    expect(recipes.getAllByTestId('card-placeholder')).toHaveLength(3);
    expect(main.getByText('Recipe Content Loading...')).toBeInTheDocument();
  });

  it("logs a perks failure after one retry and shows the 'Become a Member' panel", { timeout: 10_000 }, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      trpcMsw.content.perks.featured.query(() => {
        calls += 1;
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Database unavailable' });
      }),
    );
    await openHome();
    const perks = await section('Exclusive Perks & Discounts');
    expect(await perks.findByRole('heading', { name: 'Become a Member' }, { timeout: 5000 })).toBeInTheDocument();
    expect(href(perks, 'Join Now')).toBe('/auth');
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledWith('Failed to fetch featured perks:', expect.any(String));
    error.mockRestore();
  });
});

describe('resource list freshness (PRODUCT.md "States and transitions", "Constants and limits")', () => {
  it('refetches 500 ms after mount and when the window regains focus', async () => {
    const site = fullSite();
    await openHome();
    await waitFor(() => expect(site.resourceCalls()).toBe(1));
    await waitFor(() => expect(site.resourceCalls()).toBe(2), { timeout: 2000 });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(site.resourceCalls()).toBe(3));
  });
});

describe('admin debug panel', () => {
  it('is collapsible and shows counts, categories, the masterclass flag and refreshes resources', async () => {
    const site = fullSite();
    server.use(signedInAs(makeUser({ isAdmin: true })));
    const { user } = await openHome();
    const panel = within(await screen.findByRole('complementary', { name: 'Admin debug: masterclasses' }));
    expect(panel.queryByRole('button', { name: /Force Refresh Resources/ })).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Show debug panel' }));

    expect(await panel.findByText('No masterclasses promo content found.')).toBeInTheDocument();
    expect(panel.getByText('Total resources').nextSibling).toHaveTextContent('5');
    expect(panel.getByText('In the masterclass section').nextSibling).toHaveTextContent('2');
    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Shows in masterclass section: Yes');
    expect(items[0]).toHaveTextContent(`Categories: ${MASTERCLASS_CATEGORY_NAME}, Sleep`);
    expect(items[4]).toHaveTextContent('Shows in masterclass section: No');
    expect(items[4]).toHaveTextContent('A long description that goes well past the fifty c...');

    await waitFor(() => expect(site.resourceCalls()).toBe(2), { timeout: 2000 });
    await user.click(panel.getByRole('button', { name: /Force Refresh Resources/ }));
    await waitFor(() => expect(site.resourceCalls()).toBe(3));

    await user.click(panel.getByRole('button', { name: 'Hide debug panel' }));
    await waitFor(() => expect(panel.queryByRole('button', { name: /Force Refresh Resources/ })).not.toBeInTheDocument());
  });

  it('shows the promo content with its description cut at 50 characters', async () => {
    server.use(
      signedInAs(makeUser({ isAdmin: true })),
      siteContentHandler({
        home_masterclasses_promo: {
          badge: 'Members Only',
          description: 'Members get live and recorded masterclasses with child-health nurses.',
        },
      }),
    );
    const { user } = await openHome();
    const panel = within(await screen.findByRole('complementary', { name: 'Admin debug: masterclasses' }));
    await user.click(panel.getByRole('button', { name: 'Show debug panel' }));
    expect(await panel.findByText('Members Only')).toBeInTheDocument();
    expect(panel.getByText('Members get live and recorded masterclasses with c...')).toBeInTheDocument();
    expect(panel.queryByText('No masterclasses promo content found.')).not.toBeInTheDocument();
  });
});

describe('home newsletter form', () => {
  it('validates with the spec messages, marks its fields required and subscribes with source home', async () => {
    const { user } = await openHome();
    const form = within(await screen.findByRole('form', { name: 'Stay in the Loop' }));
    const submit = form.getByRole('button', { name: 'Subscribe to Newsletter' });
    await user.click(submit);
    expect(form.getByText('First name is required')).toBeInTheDocument();
    expect(form.getByText('Last name is required')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByLabelText(/First name/)).toBeRequired();

    let sent: unknown;
    server.use(
      trpcMsw.newsletter.subscribe.mutation(({ input }) => {
        sent = input;
        return { success: true as const, message: 'Successfully subscribed!' };
      }),
    );
    await user.type(form.getByLabelText(/First name/), 'Sarah');
    await user.type(form.getByLabelText(/Last name/), 'Nguyen');
    await user.type(form.getByLabelText(/^Email/), 'sarah@example.com');
    await user.click(submit);
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Sarah Nguyen', source: 'home' });
  });
});

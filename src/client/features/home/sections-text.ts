import type { SiteContentFields } from '../../../shared/schemas/content';
import { formatNumber } from '../../../shared/lib/numbers';

/**
 * The words of the home page's lower sections (loaded with them). Strings quoted by PRODUCT.md
 * (PRODUCT.md "Screens", "States and transitions", "Messages", "Constants and limits") are copied verbatim and marked; the rest are ours.
 */
export const SECTIONS_TEXT = {
  masterclasses: {
    title: 'Expert Masterclasses for Mums', // PRODUCT.md "Screens"
    comingSoon: 'Coming Soon', // PRODUCT.md "Screens"
    description: 'Live and recorded sessions with child-health nurses, dietitians and physios. Members get access as each one opens.',
    empty: 'No masterclasses available yet. Check back soon!', // PRODUCT.md "Screens"
    loading: 'Loading masterclasses',
  },

  recipes: {
    eyebrow: 'Family Recipes',
    title: 'Family-Friendly Recipes',
    missing: 'Recipe Content Loading...', // PRODUCT.md "Screens"
    memberButton: 'View All Recipes',
    visitorButton: 'Join to See All Recipes',
    empty: 'No recipes yet. Check back soon!',
    loading: 'Loading recipes',
  },

  blog: {
    eyebrow: 'From the Blog',
    title: 'Latest Articles',
    description: 'Expert advice and real stories from mums and the people who support them.',
    viewAll: 'View All Articles', // PRODUCT.md "Screens"
    empty: 'No articles yet. Check back soon!',
    loading: 'Loading articles',
  },

  newsletter: {
    eyebrow: 'Newsletter',
    title: 'Stay in the Loop',
    description: 'New articles, recipes, resources and community news in your inbox. No spam, unsubscribe any time.',
  },

  perks: {
    eyebrow: 'Member Perks',
    title: 'Exclusive Perks & Discounts',
    description: 'Save on products and services from Australian brands we love.',
    redeem: 'Join to Redeem', // PRODUCT.md "Screens"
    viewPerk: 'View Perk',
    validUntil: 'Valid until',
    empty: 'New perks are on their way. Check back soon!',
    loading: 'Loading perks',
    /** PRODUCT.md "Messages": what a failed perks call shows. */
    failedTitle: 'Become a Member',
    failedText: 'Join Mama Village to unlock exclusive discounts from Australian brands we love.',
    failedMemberText: "We couldn't load the featured perks just now. Your perks are all on the perks page.",
    failedLog: 'Failed to fetch featured perks',
    bannerTitle: 'Perks are for members',
    bannerText: 'Join for free to unlock discount codes and offers from brands we love, with new perks every month.',
    bannerMemberText: "You're a member: every current perk and its code is on the perks page.",
    joinNow: 'Join Now', // PRODUCT.md "Screens"
    seeAll: 'See All Perks', // PRODUCT.md "Screens"
  },

  community: {
    eyebrow: 'Community',
    title: 'Connect with Mums Who Get It',
    description: 'Ask questions, share the wins and the hard days, and find your people in a friendly, moderated community.',
    latest: 'Latest Discussions',
    empty: 'No discussions yet', // PRODUCT.md "Screens"
    join: 'Join for Free', // PRODUCT.md "Screens"
    visit: 'Visit the Community',
    viewAll: 'View All',
    loading: 'Loading discussions',
    threadsFailed: 'Failed to fetch threads', // PRODUCT.md "Messages"
    statsFailed: 'Failed to fetch stats', // PRODUCT.md "Messages"
    statsLabel: 'Community stats',
    stats: { members: 'Members', discussions: 'Discussions', replies: 'Replies', activeToday: 'Active today' },
    replies: (count: number) => `${formatNumber(count)} ${count === 1 ? 'reply' : 'replies'}`,
    by: (name: string, topic: string) => `${name} in ${topic}`,
  },

  debug: {
    title: 'Admin debug: masterclasses',
    show: 'Show debug panel',
    hide: 'Hide debug panel',
    promo: 'Masterclasses promo content',
    noPromo: 'No masterclasses promo content found.', // PRODUCT.md "Screens"
    refresh: 'Force Refresh Resources', // PRODUCT.md "Screens"
    refreshing: 'Refreshing...',
    counts: 'Resource counts',
    total: 'Total resources',
    inSection: 'In the masterclass section',
    comingSoon: 'Coming soon',
    perResource: 'Resources',
    shows: 'Shows in masterclass section',
    categories: 'Categories',
    noCategories: 'none',
    noResources: 'No resources returned.',
  },
} as const;

export interface PromoFeature {
  title: string;
  icon: string;
}

/** PRODUCT.md "Screens": the members promo card's defaults, used field by field. */
export const PROMO_DEFAULTS = {
  badge: 'Premium Content',
  title: 'Unlock Expert Masterclasses & Resources',
  description: 'Become a member for sessions with trusted experts, practical worksheets and support from mums who have been there.',
  features: [
    { title: 'Sleep training guidance', icon: 'bed' },
    { title: 'Nutrition and weaning tips', icon: 'utensils' },
    { title: 'Expert-led sessions', icon: 'star' },
    { title: 'Downloadable worksheets', icon: 'file' },
  ] satisfies PromoFeature[],
  cta: { text: 'Join Community', link: '/community' },
  secondaryCta: { text: 'View All Resources', link: '/resources' },
  rightSection: {
    title: 'Take Mama Village with you',
    description: 'Watch sessions, save recipes and check in with the community from your phone.',
  },
  /** The right-hand panel's button: not editable in site content. */
  appButton: { text: 'Get the App', link: '/download-app' },
  /** PRODUCT.md "Screens": "up to four feature items". */
  maxFeatures: 4,
} as const;

/** The promo card as shown: the site content's fields, each missing one replaced by its default. */
export function resolvePromo(content: SiteContentFields | null | undefined) {
  const text = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  const features = (content?.features ?? []).filter((feature) => feature.title.trim());
  return {
    badge: text(content?.badge, PROMO_DEFAULTS.badge),
    title: text(content?.title, PROMO_DEFAULTS.title),
    description: text(content?.description, PROMO_DEFAULTS.description),
    features: (features.length > 0 ? features : PROMO_DEFAULTS.features).slice(0, PROMO_DEFAULTS.maxFeatures),
    cta: {
      text: text(content?.cta?.text, PROMO_DEFAULTS.cta.text),
      link: text(content?.cta?.link, PROMO_DEFAULTS.cta.link),
    },
    secondaryCta: {
      text: text(content?.secondaryCta?.text, PROMO_DEFAULTS.secondaryCta.text),
      link: text(content?.secondaryCta?.link, PROMO_DEFAULTS.secondaryCta.link),
    },
    rightSection: {
      title: text(content?.rightSection?.title, PROMO_DEFAULTS.rightSection.title),
      description: text(content?.rightSection?.description, PROMO_DEFAULTS.rightSection.description),
    },
  };
}

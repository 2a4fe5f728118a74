import type { SiteContentFields } from '../../../shared/schemas/content';
import { formatNumber } from '../../../shared/lib/numbers';

/**
 * The words of the home page's lower sections (loaded with them). Strings quoted by the spec
 * (SPEC sections 2, 4, 8 and 9) are copied verbatim and marked; the rest are ours.
 */
export const SECTIONS_TEXT = {
  masterclasses: {
    title: 'Expert Masterclasses for Mums', // SPEC section 2
    comingSoon: 'Coming Soon', // SPEC section 2
    description: 'Live and recorded sessions with child-health nurses, dietitians and physios. Members get access as each one opens.',
    empty: 'No masterclasses available yet. Check back soon!', // SPEC section 2
    loading: 'Loading masterclasses',
  },

  recipes: {
    eyebrow: 'Family Recipes',
    title: 'Family-Friendly Recipes',
    missing: 'Recipe Content Loading...', // SPEC section 2
    memberButton: 'View All Recipes',
    visitorButton: 'Join to See All Recipes',
    empty: 'No recipes yet. Check back soon!',
    loading: 'Loading recipes',
  },

  blog: {
    eyebrow: 'From the Blog',
    title: 'Latest Articles',
    description: 'Expert advice and real stories from mums and the people who support them.',
    viewAll: 'View All Articles', // SPEC section 2
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
    redeem: 'Join to Redeem', // SPEC section 2
    viewPerk: 'View Perk',
    validUntil: 'Valid until',
    empty: 'New perks are on their way. Check back soon!',
    loading: 'Loading perks',
    /** SPEC section 8: what a failed perks call shows. */
    failedTitle: 'Become a Member',
    failedText: 'Join Mama Village to unlock exclusive discounts from Australian brands we love.',
    failedMemberText: "We couldn't load the featured perks just now. Your perks are all on the perks page.",
    failedLog: 'Failed to fetch featured perks',
    bannerTitle: 'Perks are for members',
    bannerText: 'Join for free to unlock discount codes and offers from brands we love, with new perks every month.',
    bannerMemberText: "You're a member: every current perk and its code is on the perks page.",
    joinNow: 'Join Now', // SPEC section 2
    seeAll: 'See All Perks', // SPEC section 2
  },

  community: {
    eyebrow: 'Community',
    title: 'Connect with Mums Who Get It',
    description: 'Ask questions, share the wins and the hard days, and find your people in a friendly, moderated community.',
    latest: 'Latest Discussions',
    empty: 'No discussions yet', // SPEC section 2
    join: 'Join for Free', // SPEC section 2
    visit: 'Visit the Community',
    viewAll: 'View All',
    loading: 'Loading discussions',
    threadsFailed: 'Failed to fetch threads', // SPEC section 8
    statsFailed: 'Failed to fetch stats', // SPEC section 8
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
    noPromo: 'No masterclasses promo content found.', // SPEC section 2
    refresh: 'Force Refresh Resources', // SPEC section 2
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

/** SPEC section 2: the members promo card's defaults, used field by field. */
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
  /** SPEC section 2: "up to four feature items". */
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

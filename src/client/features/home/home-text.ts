import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from '../../../shared/constants/product';

/**
 * The words of the home page's first screen (hero, gamification banner, resources block); the
 * lower sections' are in sections-text.ts, which loads with them. Strings quoted by PRODUCT.md
 * (PRODUCT.md "Screens", "States and transitions", "Constants and limits") are copied verbatim and marked; the rest are ours.
 */
export const HOME_TEXT = {
  hero: {
    /** Used when home_hero has no title: PRODUCT.md "Screens"'s default title. */
    title: DEFAULT_DESCRIPTION,
    eyebrow: PRODUCT_NAME,
    description:
      'Swap stories with mums who get it, find practical guides from experts, cook family-friendly recipes and enjoy perks from Australian brands we love.',
    cta: { text: 'Join Now', link: '/auth' },
    secondaryCta: { text: 'Read the blog', link: '/blog' },
    /** A member is already in: a call to join becomes this. */
    memberCta: { text: 'Go to the community', link: '/community' },
  },

  gamification: {
    visitor: {
      eyebrow: 'Monthly Giveaways',
      title: 'Join in, earn points, win prizes',
      lead: 'Community members get 1 free giveaway entry per month, plus points for taking part:',
      // PRODUCT.md "Who uses it", the visitor teaser's values.
      points: [
        { value: '0.25', label: 'per comment' },
        { value: '0.50', label: 'per new thread' },
        { value: '0.10', label: 'per like' },
      ],
      join: 'Start Earning Points',
      explore: 'Explore the Community',
    },
    member: {
      eyebrow: 'Your Rewards',
      title: (name: string) => `Welcome back, ${name}!`,
      lead: "Every comment, new thread and like earns points towards your level and this month's giveaway entries.",
      discuss: 'Join the Discussion',
      progress: 'View Progress',
      loadingStats: 'Loading your points',
      levelLabel: 'Your level',
      monthlyPointsLabel: 'Points this month',
      entriesLabel: (entries: number) => (entries === 1 ? 'Giveaway entry this month' : 'Giveaway entries this month'),
      levelNumberLabel: 'Level number',
      toNext: (points: string, title: string) => `${points} points to ${title}`,
      topLevel: 'The top level: thank you for all you give the village!',
    },
  },

  resources: {
    eyebrow: 'Members Only',
    title: 'Exclusive Resources',
    /** PRODUCT.md "Constants and limits": the count shown while the list loads. */
    loadingCount: 7,
    countLabel: 'expert resources',
    summary: (count: number) =>
      `Access ${count} expert resources: printable checklists, planners, trusted guides and masterclasses, made for Australian mums from pregnancy to the toddler years.`,
    memberButton: 'Browse Resources',
    visitorButton: 'Join to Access Resources',
  },
} as const;

import type { SeedSiteContent } from './types';

/** Demo site content: one block for each of the four home page keys (SPEC section 3). */
export const DEMO_SITE_CONTENT: SeedSiteContent[] = [
  {
    key: 'home_hero',
    name: 'Home hero',
    section: 'home',
    content: {
      title: 'Your village for every stage of motherhood',
      subtitle: 'Community & Resources for Mums',
      description:
        "From the first scan to the first day of kindy, Mama Village brings Australian mums together. Swap stories with mums who get it, find practical guides from experts, cook family-friendly recipes and enjoy perks from local brands we love.",
      cta: { text: 'Join Now', link: '/auth' },
      secondaryCta: { text: 'Explore the Blog', link: '/blog' },
      image: '/uploads/demo/site/home-hero.svg',
    },
  },
  {
    key: 'home_masterclasses_promo',
    name: 'Masterclasses promo',
    section: 'home',
    content: {
      badge: 'Premium Content',
      title: 'Learn from the experts, on your schedule',
      description:
        'Members get live and recorded masterclasses with child-health nurses, dietitians and women\'s health physios. Ask your questions, catch the replays during nap time and take the worksheets home.',
      features: [
        { title: 'Sleep training guidance', icon: 'bed' },
        { title: 'Nutrition and weaning tips', icon: 'utensils' },
        { title: 'Expert-led sessions', icon: 'star' },
        { title: 'Downloadable worksheets', icon: 'file' },
      ],
      cta: { text: 'Join Community', link: '/community' },
      secondaryCta: { text: 'View All Resources', link: '/resources' },
      rightSection: {
        title: 'Take Mama Village with you',
        description:
          'Watch masterclasses, save recipes and check in with the community from your phone, even with a baby asleep on your chest. Get a reminder before each live session starts.',
      },
    },
  },
  {
    key: 'home_recipes_promo',
    name: 'Recipes promo',
    section: 'home',
    content: {
      badge: 'Family Recipes',
      title: 'Real food for real family life',
      description:
        'Freezer meals for the newborn weeks, first foods for curious babies and lunchbox fillers toddlers actually eat. Simple recipes with everyday ingredients, tested in busy Australian kitchens.',
      cta: { text: 'Browse Recipes', link: '/recipes' },
    },
  },
  {
    key: 'home_masterclasses_feature',
    name: 'Masterclass feature image',
    section: 'home',
    content: {
      title: 'Expert Masterclasses for Mums',
      image: '/uploads/demo/masterclasses/feature.svg',
    },
  },
];

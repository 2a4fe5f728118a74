import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from './product';

/**
 * What crawlers and link previews read: page titles and descriptions of the public pages whose
 * text is not content (the lists, the forum's front page), and the sharing image's words.
 */
export const SEO_TEXT = {
  siteName: PRODUCT_NAME,
  defaultDescription: DEFAULT_DESCRIPTION,
  /** The default sharing image's line under the name. */
  imageTagline: 'Community & Resources for Mums',
  imageSubline: 'Advice, recipes and support from Australian mums',
  home: 'Home',
  notFound: 'Page not found',
  notFoundDescription: 'We couldn’t find that page.',
  feedTitle: `${PRODUCT_NAME} Blog`,
  feedDescription: `Articles for Australian mums from ${PRODUCT_NAME}: parenting tips, sleep, nutrition and self-care.`,
  pages: {
    blog: {
      title: 'Blog',
      description: `Articles for Australian mums: parenting tips, sleep, nutrition, self-care and product reviews from ${PRODUCT_NAME}.`,
    },
    recipes: {
      title: 'Recipes',
      description: 'Family-friendly recipes tested by mums: quick dinners, lunchbox ideas and treats the kids will eat.',
    },
    resources: { title: 'Resources', description: `Guides, checklists and expert masterclasses for mums from ${PRODUCT_NAME}.` },
    community: { title: 'Community', description: 'Ask questions, share advice and find support from other Australian mums in our forum.' },
  },
} as const;

/** Where the shared images are served. */
export const OG_IMAGE_PATHS = {
  default: '/og/default.png',
  blog: (slug: string) => `/og/blog/${slug}.png`,
  recipe: (slug: string) => `/og/recipes/${slug}.png`,
} as const;

/** The sharing images' size: what Facebook, LinkedIn and X show large. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

import { PRODUCT_NAME } from './product';

/** Each information page's h1, the start of its document title, and its meta description. */
export const INFO_PAGES = {
  privacy: {
    title: 'Privacy Policy',
    description: `How ${PRODUCT_NAME} collects, uses and protects your personal information under the Privacy Act 1988 and the Australian Privacy Principles.`,
  },
  terms: {
    title: 'Terms of Use',
    description: `The terms for using ${PRODUCT_NAME}: your account, our community rules, giveaways, perks and your rights under Australian Consumer Law.`,
  },
  partnerships: {
    title: 'Partnerships',
    description: `Partner with ${PRODUCT_NAME}: member perks, sponsored giveaways and expert masterclasses for Australian mums. Tell us about your brand.`,
  },
  downloadApp: {
    title: 'Download the App',
    description: `The ${PRODUCT_NAME} app is on its way: the community, recipes and perks in your pocket. Be the first to know when it launches.`,
  },
  support: {
    title: 'Need support now?',
    description: `Australian support lines for mums and families, day and night, and how to report a post in the ${PRODUCT_NAME} forum.`,
  },
  animationDemo: {
    title: 'Animation Demo',
    description: `The motion used across ${PRODUCT_NAME}, on one page, and how it respects your reduced-motion setting.`,
  },
} as const;

/** The information pages' addresses. */
export const INFO_PAGE_PATHS = {
  privacy: '/privacy-policy',
  terms: '/terms-of-use',
  partnerships: '/partnerships',
  downloadApp: '/download-app',
  support: '/support',
  animationDemo: '/animation-demo',
} as const satisfies Record<keyof typeof INFO_PAGES, string>;

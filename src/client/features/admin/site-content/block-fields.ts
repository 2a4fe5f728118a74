import type { SiteContentKey } from '../../../../shared/schemas/content';

/** The fields of a site content block an admin edits: only those its home section shows. */
export type BlockField =
  | 'badge'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'cta'
  | 'secondaryCta'
  | 'features'
  | 'rightSection'
  | 'image'
  | 'services';

export const BLOCK_FIELDS: Record<SiteContentKey, { help: string; fields: BlockField[] }> = {
  home_hero: {
    help: 'The top of the home page: the first thing every visitor reads.',
    fields: ['subtitle', 'title', 'description', 'cta', 'secondaryCta', 'image'],
  },
  home_masterclasses_promo: {
    help: 'The members card after the masterclasses. Empty fields show the standard wording.',
    fields: ['badge', 'title', 'description', 'features', 'cta', 'secondaryCta', 'rightSection'],
  },
  home_recipes_promo: {
    help: "The heading of the home page's recipes; the button text is what members see.",
    fields: ['badge', 'title', 'description', 'cta'],
  },
  home_masterclasses_feature: {
    help: 'The picture a masterclass card shows when the masterclass has none of its own.',
    fields: ['image'],
  },
  support_services: {
    help: 'The support lines on the /support page, in order (keep 000 first). Check each number and its hours now and then, and set the date you did.',
    fields: ['services'],
  },
};

export const SITE_CONTENT_TEXT = {
  title: 'Site Content',
  description:
    'The words and pictures of the home page, and the support page’s list. Each block saves on its own; visitors see a change at once.',
  loadFailed: 'The site content could not be loaded.',
  preview: 'Preview',
  labels: {
    badge: 'Badge',
    title: 'Title',
    subtitle: 'Subtitle',
    description: 'Description',
    ctaText: 'Button text',
    ctaLink: 'Button link',
    secondaryText: 'Second button text',
    secondaryLink: 'Second button link',
    rightTitle: 'Right panel title',
    rightDescription: 'Right panel text',
    image: 'Image',
    features: 'Features',
    featureTitle: 'Feature',
    featureIcon: 'Icon',
  },
  linkHelper: 'A path on this site (/community) or an https:// address.',
  services: 'Support lines',
  service: {
    name: (n: number) => `Service ${n} name`,
    number: (n: number) => `Service ${n} phone number`,
    hours: (n: number) => `Service ${n} hours`,
    link: (n: number) => `Service ${n} website`,
    checked: (n: number) => `Service ${n} last checked`,
  },
  addService: 'Add service',
  removeService: (n: number) => `Remove service ${n}`,
  addFeature: 'Add feature',
  removeFeature: (n: number) => `Remove feature ${n}`,
  moveUp: (n: number) => `Move feature ${n} up`,
  save: (name: string) => `Save ${name}`,
  saved: 'Home page updated',
  saveFailed: 'The block could not be saved',
} as const;

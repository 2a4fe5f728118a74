import type { BlogCategorySlug, RecipeDifficulty, SiteContentFields, SiteContentKey } from '../../../../shared/schemas/content';
import type { DemoUsername } from '../members';

/**
 * The shapes of the demo content seeded on an empty database. Images are addresses under
 * /uploads/demo/ (drawn SVGs committed in public/uploads/demo/); downloadable files are names of
 * files in assets/resource-files/.
 */
export interface SeedAuthor {
  /** Referenced by SeedBlogPost.author. */
  key: string;
  name: string;
  role: string;
  bio: string;
  avatar: string;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  /** One or two sentences for cards and search results. */
  description: string;
  /** Markdown: several paragraphs, ## headings and lists welcome; no raw HTML. */
  body: string;
  image: string;
  /** ISO date, e.g. '2026-10-02'. */
  publishedAt: string;
  category: BlogCategorySlug;
  author: string;
  featured: boolean;
  status?: 'draft' | 'published';
}

export interface SeedRecipe {
  slug: string;
  title: string;
  description: string;
  image: string;
  featured: boolean;
  prepTime: number;
  cookTime: number;
  difficulty: RecipeDifficulty;
  perfectFor?: string;
  servings: number;
  /** One line each, with quantities in metric: '2 ripe bananas', '1 cup (90 g) rolled oats'. */
  ingredients: string[];
  steps: string[];
  publishedAt: string;
}

export interface SeedResource {
  title: string;
  description: string;
  /** Markdown shown on the resource's page. */
  body: string;
  featured: boolean;
  comingSoon: boolean;
  masterclassImage?: string;
  imagePosition?: { x: number; y: number };
  imageScale?: number;
  /** Category names; 'Events Or Masterclasses' puts it in the home page's masterclass section. */
  categories: string[];
  /** A file in assets/resource-files/ … */
  fileName?: string;
  /** … or an outside link (neither: an event not open yet). */
  externalUrl?: string;
  membersOnly: boolean;
  publishedAt: string;
}

export interface SeedPerk {
  title: string;
  description: string;
  brandName: string;
  brandLogo: string;
  discountAmount: string;
  /** ISO date, or undefined for no expiry. */
  expiryDate?: string;
  featured: boolean;
  category: string;
  /** What only members receive: a code, a link, or both. */
  redemptionCode?: string;
  redemptionUrl?: string;
}

export interface SeedSiteContent {
  key: SiteContentKey;
  name: string;
  section: string;
  content: SiteContentFields;
}

export interface SeedComparison {
  slug: string;
  name: string;
  description: string;
  features: { key: string; label: string }[];
  products: {
    name: string;
    brand: string;
    priceAud: number;
    /** Out of 5, one decimal. */
    rating: number;
    image: string;
    bestFor: string;
    pros: string[];
    cons: string[];
    /** One value per feature key. */
    values: Record<string, string>;
  }[];
}

/** A forum topic: structure every site needs before anyone can post (ensured at every start). */
export interface SeedTopic {
  slug: string;
  name: string;
  description: string;
  position: number;
}

/**
 * Who wrote a demo post: a demo member's username, or 'team' for the site's first admin (the
 * configured one when ADMIN_USERNAME is set, else the generated `admin`).
 */
export type SeedAuthorRef = DemoUsername | 'team';

export interface SeedReply {
  author: SeedAuthorRef;
  /** Hours after the thread was posted; less than the thread's age, so never in the future. */
  hoursAfter: number;
  /** Plain text with line breaks, like a member writes it; `@username` mentions a member. */
  content: string;
}

export interface SeedThread {
  /** Referenced by likes and saves in the demo data. */
  key: string;
  topic: string;
  author: SeedAuthorRef;
  title: string;
  content: string;
  /** Hours before the seed ran; fractions allowed. */
  postedHoursAgo: number;
  pinned?: boolean;
  locked?: boolean;
  /** Otherwise worked out from its age and replies. */
  views?: number;
  replies: SeedReply[];
}

/** A like or a save of a demo item: a recipe or blog post by slug, a thread by its key. */
export interface SeedContentRef {
  member: DemoUsername;
  contentType: 'recipe' | 'blog_post' | 'thread';
  ref: string;
}

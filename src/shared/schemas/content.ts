import { z } from 'zod';
import { RESOURCE_FILTERS } from '../constants/content';
import type { RecipeDifficulty, RecipeIngredientGroup } from '../constants/recipes';
import { checkCheckedDate, checkContentLink, SUPPORT_SERVICES_MAX } from '../rules/site-content';
import { cursor, id, limit } from './common';
import { checkSlug, SLUG_TEXT } from '../rules/slug';
import { plainText, rule } from './text';

// Kept in constants/ so client code can use them without loading zod.
export { MASTERCLASS_CATEGORY_NAME, RESOURCE_FILTERS } from '../constants/content';
export type { RecipeIngredient, RecipeIngredientGroup, RecipeUnit } from '../constants/recipes';

export { BLOG_CATEGORY_SLUGS, type BlogCategorySlug } from '../constants/blog';

export { RECIPE_DIFFICULTIES, type RecipeDifficulty } from '../constants/recipes';

/** PRODUCT.md "Records and their fields": the four site content keys, and the /support page's services (docs/PRODUCT.md "Moderation"). */
export const SITE_CONTENT_KEYS = [
  'home_hero',
  'home_masterclasses_promo',
  'home_recipes_promo',
  'home_masterclasses_feature',
  'support_services',
] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];

export { LIST_LIMIT_MAX } from './common';

// ---------------------------------------------------------------- inputs

/** A page's address segment, trimmed, under the one slug rule (rules/slug.ts) the admin forms check too. */
export const slug = z.string({ error: SLUG_TEXT.required }).trim().check(rule(checkSlug));

export const bySlugInput = z.object({ slug });
export const byIdInput = z.object({ id });

export const blogListInput = z.object({
  category: slug.optional(),
  cursor: cursor.optional(),
  limit: limit.default(9),
});
export type BlogListInput = z.input<typeof blogListInput>;
export type BlogListQuery = z.output<typeof blogListInput>;

export const recipeListInput = z.object({
  cursor: cursor.optional(),
  limit: limit.default(12),
});
export type RecipeListInput = z.input<typeof recipeListInput>;
export type RecipeListQuery = z.output<typeof recipeListInput>;

export const siteContentKeyInput = z.object({
  key: plainText('Key').max(100, { error: 'Key is too long' }),
});

const shortText = (name: string, max = 300) =>
  plainText(name)
    .trim()
    .max(max, { error: `${name} is too long` });
const link = shortText('Link', 500).check(rule(checkContentLink));
const callToAction = z.object({ text: shortText('Button text', 80), link });

/** PRODUCT.md "Records and their fields": every field of a site content block is optional; pages fall back to defaults. */
export const siteContentFields = z.object({
  badge: shortText('Badge', 80).optional(),
  title: shortText('Title').optional(),
  subtitle: shortText('Subtitle').optional(),
  description: shortText('Description', 2000).optional(),
  features: z
    .array(z.object({ title: shortText('Feature title', 120), icon: shortText('Feature icon', 40) }))
    .max(8, { error: 'At most 8 features' })
    .optional(),
  cta: callToAction.optional(),
  secondaryCta: callToAction.optional(),
  rightSection: z.object({ title: shortText('Right section title'), description: shortText('Right section description', 2000) }).optional(),
  image: shortText('Image', 500).optional(),
  /** Support lines (support_services): each with its number, hours, website and the day someone last checked them. */
  services: z
    .array(
      z.object({
        name: shortText('Service name', 120),
        number: shortText('Phone number', 40),
        hours: shortText('Hours', 200),
        link,
        checked: shortText('Date checked', 10).check(rule(checkCheckedDate)),
      }),
    )
    .max(SUPPORT_SERVICES_MAX, { error: `At most ${SUPPORT_SERVICES_MAX} services` })
    .optional(),
});
export type SiteContentFields = z.infer<typeof siteContentFields>;

export const updateSiteContentInput = z.object({
  key: z.enum(SITE_CONTENT_KEYS, { error: 'Unknown site content key' }),
  content: siteContentFields,
});

// ---------------------------------------------------------------- answers (PRODUCT.md "Records and their fields")

export interface BlogCategoryDto {
  id: number;
  name: string;
  slug: string;
}

export interface AuthorDto {
  id: number;
  name: string;
  avatar: string | null;
  role: string | null;
  bio: string | null;
}

export interface BlogPostDto {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  publishedAt: string | null;
  categoryId: number | null;
  authorId: number | null;
  featured: boolean;
}

export interface BlogPostDetailDto extends BlogPostDto {
  /** Markdown. Rendered without raw HTML: nothing in it reaches the page as markup. */
  body: string;
  /** `body` as the page shows it: HTML written by the server, with no markup of the author's. */
  bodyHtml: string;
  category: BlogCategoryDto | null;
  author: AuthorDto | null;
  related: BlogPostDto[];
  /**
   * Whether readers may comment now: the item's "Comments open" and the site's comment mode (not
   * `off`), docs/PRODUCT.md "Comments". Closed, the page says so in the composer's place.
   */
  commentsOpen: boolean;
}

export interface RecipeDto {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  featured: boolean;
  prepTime: number;
  cookTime: number;
  difficulty: RecipeDifficulty;
  perfectFor?: string;
  servings: number;
  /** Published ratings by members (not the team), docs/PRODUCT.md "Comments"; null without one. */
  rating: { average: number; count: number } | null;
}

export interface RecipeDetailDto extends RecipeDto {
  /** In groups; a recipe without groups has one, named ''. */
  ingredients: RecipeIngredientGroup[];
  steps: string[];
  /**
   * Whether readers may comment now: the item's "Comments open" and the site's comment mode (not
   * `off`), docs/PRODUCT.md "Comments". Closed, the page says so in the composer's place.
   */
  commentsOpen: boolean;
}

export interface ResourceCategoryDto {
  id: number;
  name: string;
}

export interface ResourceDto {
  id: number;
  title: string;
  description: string;
  featured: boolean;
  comingSoon: boolean;
  masterclassImage: string | null;
  /** JSON string `{"x":50,"y":50}` (percentages), as PRODUCT.md "Records and their fields" says. */
  imagePosition: string;
  imageScale: number;
  categories: ResourceCategoryDto[];
  /** 'file' (a download), 'link' (an outside page) or 'none' (an event yet to open). */
  format: 'file' | 'link' | 'none';
  membersOnly: boolean;
}

export interface ResourceDetailDto extends ResourceDto {
  /** Markdown: what the resource holds, who it is for. */
  body: string;
  /** `body` as the page shows it: HTML written by the server, with no markup of the author's. */
  bodyHtml: string;
  /**
   * Where a member gets it: the download path or the outside link. Null for a visitor when the
   * resource is members-only (the page invites them to join).
   */
  accessUrl: string | null;
  /**
   * Whether readers may comment now: the item's "Comments open" and the site's comment mode (not
   * `off`), docs/PRODUCT.md "Comments". Closed, the page says so in the composer's place.
   */
  commentsOpen: boolean;
}

export interface PerkDto {
  id: number;
  title: string;
  description: string;
  brandName: string;
  brandLogo: string | null;
  discountAmount: string;
  expiryDate: string | null;
  featured: boolean;
  category: string | null;
}

export interface SiteContentDto {
  id: number;
  key: SiteContentKey;
  name: string;
  section: string;
  lastUpdated: string;
  content: SiteContentFields;
}

export interface ComparisonFeatureDto {
  key: string;
  label: string;
}

export interface ComparisonProductDto {
  id: number;
  name: string;
  brand: string;
  priceAud: number;
  rating: number;
  image: string | null;
  bestFor: string;
  pros: string[];
  cons: string[];
  values: Record<string, string>;
}

export interface ProductComparisonDto {
  slug: string;
  name: string;
  description: string;
  features: ComparisonFeatureDto[];
  products: ComparisonProductDto[];
}

export interface ProductComparisonSummaryDto {
  slug: string;
  name: string;
}

import type { RecipeIngredientGroup } from '../../constants/recipes';
import { OG_IMAGE_PATHS, SEO_TEXT } from '../../constants/seo';
import { absoluteUrl } from './meta';

/**
 * schema.org structured data for search engines (JSON-LD), one builder per kind of page, and
 * safeJson, the JSON for inside a script element, so no content can close its script tag.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The search page's address with the query left for the search engine to fill. */
export const SEARCH_URL_TEMPLATE = '/simplified-search?q={search_term_string}';

export function organizationJsonLd(publicUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': absoluteUrl(publicUrl, '/#organization'),
    name: SEO_TEXT.siteName,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, OG_IMAGE_PATHS.default),
  };
}

export function websiteJsonLd(publicUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SEO_TEXT.siteName,
    url: absoluteUrl(publicUrl, '/'),
    description: SEO_TEXT.defaultDescription,
    inLanguage: 'en-AU',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(publicUrl, SEARCH_URL_TEMPLATE) },
      'query-input': 'required name=search_term_string',
    },
  };
}

function publisher(publicUrl: string): JsonLd {
  return { '@type': 'Organization', name: SEO_TEXT.siteName, url: absoluteUrl(publicUrl, '/') };
}

export interface ArticleInput {
  title: string;
  description: string;
  path: string;
  image: string;
  publishedAt: string | null;
  modifiedAt?: string | null;
  authorName?: string | null;
}

export function articleJsonLd(publicUrl: string, article: ArticleInput): JsonLd {
  const url = absoluteUrl(publicUrl, article.path);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(publicUrl, article.image)],
    ...(article.publishedAt && { datePublished: article.publishedAt }),
    ...((article.modifiedAt ?? article.publishedAt) && { dateModified: article.modifiedAt ?? article.publishedAt }),
    author: article.authorName ? { '@type': 'Person', name: article.authorName } : publisher(publicUrl),
    publisher: publisher(publicUrl),
  };
}

/** ISO 8601 duration of whole minutes: 15 → PT15M, 90 → PT1H30M. */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

export interface RecipeInput {
  title: string;
  description: string;
  path: string;
  image: string;
  prepMinutes: number;
  cookMinutes: number;
  servings: number;
  ingredients: string[];
  steps: string[];
  publishedAt?: string | null;
  authorName?: string | null;
  category?: string | null;
  /** Only when there is one: search engines refuse a rating of no votes. */
  rating?: { value: number; count: number } | null;
}

/** A recipe's ingredients as recipeIngredient's lines: '150 g self-raising flour (1 cup)'. */
export function ingredientLines(groups: readonly RecipeIngredientGroup[]): string[] {
  return groups.flatMap((group) =>
    group.items.map((item) => {
      const line = [item.quantity, item.unit, item.item]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ');
      return item.note.trim() ? `${line} (${item.note.trim()})` : line;
    }),
  );
}

export function recipeJsonLd(publicUrl: string, recipe: RecipeInput): JsonLd {
  const url = absoluteUrl(publicUrl, recipe.path);
  return {
    '@context': CONTEXT,
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    url,
    image: [absoluteUrl(publicUrl, recipe.image)],
    author: recipe.authorName ? { '@type': 'Person', name: recipe.authorName } : publisher(publicUrl),
    ...(recipe.publishedAt && { datePublished: recipe.publishedAt }),
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.prepMinutes + recipe.cookMinutes),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    ...(recipe.category && { recipeCategory: recipe.category }),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    ...(recipe.rating &&
      recipe.rating.count > 0 && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: recipe.rating.value, ratingCount: recipe.rating.count },
      }),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside a <script>: `<` `>` `&` and the two line separators written as \u escapes,
 * which JSON reads back as the same characters, so no content can write `</script>` or `<!--`.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!);
}

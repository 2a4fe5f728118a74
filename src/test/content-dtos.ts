/** DTO builders for client tests: content as the server's procedures answer it (never imported by the app). */
import { TRPCError } from '@trpc/server';
import type {
  AuthorDto,
  BlogCategoryDto,
  BlogPostDetailDto,
  BlogPostDto,
  PerkDto,
  ProductComparisonDto,
  RecipeDetailDto,
  ResourceDetailDto,
  ResourceDto,
  SiteContentDto,
  SiteContentFields,
  SiteContentKey,
} from '../shared/schemas/content';
import { MASTERCLASS_CATEGORY_NAME } from '../shared/constants/content';
import { trpcMsw } from './msw';
import { markdownHtml } from '../server/content/markdown-html';

export const CATEGORIES: BlogCategoryDto[] = [
  { id: 1, name: 'Nutrition', slug: 'nutrition' },
  { id: 2, name: 'Parenting Tips', slug: 'parenting-tips' },
  { id: 3, name: 'Product Reviews', slug: 'product-reviews' },
  { id: 4, name: 'Self-Care', slug: 'self-care' },
  { id: 5, name: 'Sleep & Routines', slug: 'sleep-routines' },
];

export const AUTHORS: AuthorDto[] = [
  {
    id: 1,
    name: 'Tessa Nguyen',
    avatar: '/uploads/demo/authors/tessa.svg',
    role: 'Paediatric Dietitian',
    bio: 'Tessa helps families eat well.',
  },
  { id: 2, name: 'Sophie Barrett', avatar: null, role: null, bio: null },
];

export function makePost(id: number, overrides: Partial<BlogPostDto> = {}): BlogPostDto {
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    description: `Description of post ${id}`,
    image: `/uploads/demo/blog/post-${id}.svg`,
    publishedAt: '2024-01-05T00:00:00.000Z',
    categoryId: 1,
    authorId: 1,
    featured: id === 1,
    ...overrides,
  };
}

/** A body as the server writes it for the page, from the test's Markdown (server/content/markdown-html.ts). */
const bodyHtmlOf = (body: string) => markdownHtml(body, globalThis.location?.origin ?? 'http://localhost');

export function makePostDetail(overrides: Partial<BlogPostDetailDto> = {}): BlogPostDetailDto {
  const body = overrides.body ?? '## When to start\n\nAround **six months**.\n\n- head control\n- interest in food';
  return {
    ...makePost(1, { slug: 'starting-solids', title: 'Starting Solids: A Calm Guide' }),
    body,
    bodyHtml: bodyHtmlOf(body),
    category: CATEGORIES[0]!,
    author: AUTHORS[0]!,
    related: [makePost(2, { title: 'Related one' }), makePost(3, { title: 'Related two', categoryId: null, authorId: null })],
    commentsOpen: true,
    ...overrides,
  };
}

/** A recipe as lists show it, with the detail fields too (a detail answer is a superset). */
export function makeRecipe(id: number, overrides: Partial<RecipeDetailDto> = {}): RecipeDetailDto {
  return {
    id,
    slug: `recipe-${id}`,
    title: `Recipe number ${id}`,
    description: `A simple family recipe, number ${id}.`,
    image: `/uploads/demo/recipes/recipe-${id}.svg`,
    featured: false,
    prepTime: 10,
    cookTime: 20,
    difficulty: 'Easy',
    servings: 4,
    rating: null,
    ingredients: [{ name: '', items: [{ quantity: '90', unit: 'g', item: 'rolled oats', note: '1 cup' }] }],
    steps: ['Mix everything.'],
    commentsOpen: true,
    ...overrides,
  };
}

export function makeRecipeDetail(overrides: Partial<RecipeDetailDto> = {}): RecipeDetailDto {
  return makeRecipe(1, {
    slug: 'lactation-oat-cookies',
    title: 'Lactation Oat Cookies',
    description: 'Chewy oat cookies for the night feeds.',
    image: '/uploads/demo/recipes/lactation-oat-cookies.svg',
    featured: true,
    prepTime: 15,
    cookTime: 14,
    difficulty: 'Easy',
    perfectFor: 'Breastfeeding mums',
    servings: 20,
    ingredients: [
      {
        name: '',
        items: [
          { quantity: '125', unit: 'g', item: 'unsalted butter', note: 'softened' },
          { quantity: '165', unit: 'g', item: 'firmly packed brown sugar', note: '3/4 cup' },
          { quantity: '1', unit: '', item: 'egg', note: 'at room temperature' },
        ],
      },
      { name: 'For the glaze', items: [{ quantity: '', unit: '', item: 'icing sugar', note: 'to dust' }] },
    ],
    steps: ['Preheat the oven to 180°C.', 'Beat the butter and sugar.', 'Bake for 12-14 minutes.'],
    commentsOpen: true,
    ...overrides,
  });
}

export const MASTERCLASS_CATEGORY = { id: 3, name: MASTERCLASS_CATEGORY_NAME };

export function makeResource(id: number, overrides: Partial<ResourceDto> = {}): ResourceDto {
  return {
    id,
    title: `Resource ${id}`,
    description: `About resource ${id}`,
    featured: false,
    comingSoon: false,
    masterclassImage: null,
    imagePosition: '{"x":50,"y":50}',
    imageScale: 100,
    categories: [],
    format: 'file',
    membersOnly: false,
    ...overrides,
  };
}

export function makeResourceDetail(overrides: Partial<ResourceDetailDto> = {}): ResourceDetailDto {
  const body = overrides.body ?? 'Routines help babies know **what comes next**.';
  return {
    ...makeResource(3, {
      title: 'Sleep Routine Planner',
      description: 'Map out a flexible day.',
      categories: [
        { id: 1, name: 'Downloadable' },
        { id: 2, name: 'Sleep' },
      ],
      membersOnly: true,
    }),
    body,
    bodyHtml: bodyHtmlOf(body),
    accessUrl: '/api/resources/3/download',
    commentsOpen: true,
    ...overrides,
  };
}

export function makeComparison(overrides: Partial<ProductComparisonDto> = {}): ProductComparisonDto {
  return {
    slug: 'prams',
    name: 'Prams & Strollers',
    description: 'Compare weight, fold and seat options side by side.',
    features: [
      { key: 'weight', label: 'Weight' },
      { key: 'fold', label: 'Fold' },
    ],
    products: [
      {
        id: 1,
        name: 'Coastline Cruiser',
        brand: 'Bramblewood',
        priceAud: 1299,
        rating: 4.6,
        image: '/uploads/demo/products/coastline-cruiser.svg',
        bestFor: 'Daily walks on beach tracks',
        pros: ['Smooth ride'],
        cons: ['Heavy to lift'],
        values: { weight: '12.4 kg', fold: 'Two-piece' },
      },
      {
        id: 2,
        name: 'CityHop Compact',
        brand: 'Swiftlet',
        priceAud: 549,
        rating: 4,
        image: null,
        bestFor: 'Public transport',
        pros: ['Folds small'],
        cons: [],
        values: { weight: '6.8 kg' },
      },
    ],
    ...overrides,
  };
}

export function makePerk(id: number, overrides: Partial<PerkDto> = {}): PerkDto {
  return {
    id,
    title: `Perk number ${id}`,
    description: `What perk ${id} offers.`,
    brandName: `Brand ${id}`,
    brandLogo: `/uploads/demo/brands/brand-${id}.svg`,
    discountAmount: '20% off',
    expiryDate: null,
    featured: true,
    category: null,
    ...overrides,
  };
}

/** `siteContent.byKey` answering the given blocks; other keys are missing (NOT_FOUND). */
export function siteContentHandler(blocks: Partial<Record<SiteContentKey, SiteContentFields>>) {
  return trpcMsw.content.siteContent.byKey.query(({ input }) => {
    const key = input.key as SiteContentKey;
    const content = blocks[key];
    if (!content) throw new TRPCError({ code: 'NOT_FOUND', message: 'Site content not found' });
    const block: SiteContentDto = { id: 1, key, name: key, section: 'home', lastUpdated: '2024-01-05T00:00:00.000Z', content };
    return block;
  });
}

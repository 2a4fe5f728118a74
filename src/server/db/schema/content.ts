import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import type { RecipeIngredientGroup } from '../../../shared/constants/recipes';
import type { RecipeDifficulty, SiteContentFields, SiteContentKey } from '../../../shared/schemas/content';

const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const blogCategories = pgTable('blog_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
});

export const authors = pgTable('authors', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  avatar: text(),
  role: text(),
  bio: text(),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(''),
    body: text().notNull().default(''),
    image: text(),
    /** Null while a draft has never been published. */
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    categoryId: integer().references(() => blogCategories.id, { onDelete: 'set null' }),
    authorId: integer().references(() => authors.id, { onDelete: 'set null' }),
    featured: boolean().notNull().default(false),
    /** 'published' with a publishedAt still ahead is a scheduled post (blogPostIsLive). */
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** Overrides of the page's title and description for search engines; null uses the post's. */
    seoTitle: text(),
    seoDescription: text(),
    /** Members may comment on it (docs/PRODUCT.md "Comments"); existing comments stay when it closes. */
    commentsOpen: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.status, t.publishedAt, t.id), index('blog_posts_category_idx').on(t.categoryId)],
);

/** A post's earlier addresses: /blog/{slug} of a renamed post answers 301 to its address now. */
export const blogPostRedirects = pgTable(
  'blog_post_redirects',
  {
    slug: text().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('blog_post_redirects_post_idx').on(t.postId)],
);

export const recipes = pgTable(
  'recipes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(''),
    image: text(),
    featured: boolean().notNull().default(false),
    prepTime: integer().notNull().default(0),
    cookTime: integer().notNull().default(0),
    difficulty: text().$type<RecipeDifficulty>().notNull().default('Easy'),
    perfectFor: text(),
    servings: integer().notNull().default(1),
    /** Groups of (quantity, unit, item, note), metric first (shared/constants/recipes.ts). */
    ingredients: jsonb().$type<RecipeIngredientGroup[]>().notNull().default([]),
    steps: jsonb().$type<string[]>().notNull().default([]),
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Members may comment on it (docs/PRODUCT.md "Comments"). */
    commentsOpen: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recipes_published_idx').on(t.publishedAt, t.id)],
);

export const resourceCategories = pgTable(
  'resource_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('resource_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const resources = pgTable('resources', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  description: text().notNull().default(''),
  body: text().notNull().default(''),
  featured: boolean().notNull().default(false),
  comingSoon: boolean().notNull().default(false),
  masterclassImage: text(),
  imagePosition: jsonb().$type<{ x: number; y: number }>().notNull().default({ x: 50, y: 50 }),
  imageScale: integer().notNull().default(100),
  /** A file in the resource files folder, served to members only through /api/resources/{id}/download. */
  fileName: text(),
  externalUrl: text(),
  membersOnly: boolean().notNull().default(true),
  /** Members may comment on it (docs/PRODUCT.md "Comments"). */
  commentsOpen: boolean().notNull().default(true),
  publishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const resourceCategoryLinks = pgTable(
  'resource_category_links',
  {
    resourceId: integer()
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => resourceCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.categoryId] }), index('resource_category_links_category_idx').on(t.categoryId)],
);

export const perkCategories = pgTable(
  'perk_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('perk_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const perks = pgTable('perks', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  description: text().notNull().default(''),
  brandName: text().notNull(),
  brandLogo: text(),
  discountAmount: text().notNull(),
  expiryDate: timestamp({ withTimezone: true, mode: 'date' }),
  featured: boolean().notNull().default(false),
  categoryId: integer().references(() => perkCategories.id, { onDelete: 'set null' }),
  /**
   * How a member redeems it: 'code' (one shared redemptionCode), 'link' (redemptionUrl only) or
   * 'pool' (each member gets her own code from perk_codes, once). redemptionUrl, when set with a
   * code, is where the code is used. Only members ever receive codes and links.
   */
  redemptionMethod: text({ enum: ['code', 'link', 'pool'] })
    .notNull()
    .default('code'),
  redemptionCode: text(),
  redemptionUrl: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A perk's pool of single-use codes: a code is free until it is handed to a member, once. */
export const perkCodes = pgTable(
  'perk_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    perkId: integer()
      .notNull()
      .references(() => perks.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('perk_codes_perk_code_idx').on(t.perkId, t.code),
    // A member gets one code per perk, however often she presses Redeem.
    uniqueIndex('perk_codes_perk_member_idx')
      .on(t.perkId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('perk_codes_free_idx')
      .on(t.perkId, t.id)
      .where(sql`${t.userId} IS NULL`),
  ],
);

/**
 * A member's redemption of a perk (any method), once per member and perk however often she
 * presses Redeem: what the admin counts. Kept when her account is deleted (the perk was used).
 */
export const perkRedemptions = pgTable(
  'perk_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    perkId: integer()
      .notNull()
      .references(() => perks.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('perk_redemptions_perk_member_idx')
      .on(t.perkId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('perk_redemptions_member_idx').on(t.userId),
  ],
);

export const siteContent = pgTable('site_content', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().$type<SiteContentKey>().notNull().unique(),
  name: text().notNull(),
  section: text().notNull(),
  content: jsonb().$type<SiteContentFields>().notNull().default({}),
  lastUpdated: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const comparisonCategories = pgTable('comparison_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** The table's rows, in order: which product values are compared and how they are labelled. */
  features: jsonb().$type<{ key: string; label: string }[]>().notNull().default([]),
});

export const comparisonProducts = pgTable(
  'comparison_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => comparisonCategories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    brand: text().notNull(),
    priceAud: integer().notNull(),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    image: text(),
    bestFor: text().notNull().default(''),
    pros: jsonb().$type<string[]>().notNull().default([]),
    cons: jsonb().$type<string[]>().notNull().default([]),
    values: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('comparison_products_category_idx').on(t.categoryId)],
);

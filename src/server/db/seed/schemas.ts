import { z } from 'zod';
import { emailSchema, usernameSchema } from '../../../shared/schemas/auth';
import { BLOG_CATEGORY_SLUGS, RECIPE_DIFFICULTIES, SITE_CONTENT_KEYS, siteContentFields } from '../../../shared/schemas/content';
import { RECIPE_UNITS } from '../../../shared/constants/recipes';
import { checkIngredientItem, checkIngredientNote, checkQuantity } from '../../../shared/rules/recipes';
import { REDEMPTION_METHODS } from '../../../shared/constants/perks';
import { checkPerkCode } from '../../../shared/rules/perks';
import { rule } from '../../../shared/schemas/text';

/**
 * The shapes of the seed data files in ./data (see data.ts for where each lives). Every file is
 * checked against these when it is read; objects are strict, so a misspelt key fails too.
 */

const text = z.string().min(1, { error: 'Must not be empty' });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Must be a slug: lower-case letters, digits and dashes' });
const isoDate = z.iso.date({ error: 'Must be a date written YYYY-MM-DD' });
/** A drawn image (`npm run assets:draw` draws one for every address the data points at). */
const demoImage = z.string().regex(/^\/uploads\/demo\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9._-]*\.svg$/, {
  error: 'Must be an address /uploads/demo/<kind>/<name>.svg',
});
/**
 * Plain text with line breaks, as a member writes it: one string, or (easier to read in JSON when
 * there are several lines) an array of lines, "" for a blank one.
 */
const lines = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join('\n') : value))
  .pipe(text);

function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [i], message: `Duplicate ${what} "${value}"` });
      seen.add(value);
    });
  };
}

/** Every one of a fixed set of values, each once. */
function everyOnce<T>(key: (item: T) => string, values: readonly string[], what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    uniqueBy(key, what)(items, ctx);
    const present = new Set(items.map(key));
    for (const value of values) {
      if (!present.has(value)) ctx.addIssue({ code: 'custom', path: [], message: `Missing ${what} "${value}"` });
    }
  };
}

// ---------------------------------------------------------------- production: data/production/

/** blog-categories.json: PRODUCT.md "Constants and limits"'s five categories, whose slugs the client colours by. */
export const blogCategoriesFile = z
  .array(z.strictObject({ slug: z.enum(BLOG_CATEGORY_SLUGS), name: text }))
  .superRefine(everyOnce((c) => c.slug, BLOG_CATEGORY_SLUGS, 'blog category'));

/** forum-topics.json: the topics a new forum starts with. */
export const forumTopicsFile = z
  .array(z.strictObject({ slug, name: text, description: text, position: z.int().positive() }))
  .min(1)
  .superRefine(uniqueBy((t) => t.slug, 'topic slug'));

/**
 * site-content.json: the four home page blocks, as the site starts with them (admins change them
 * afterwards), checked by the same rules as an admin's change.
 */
export const siteContentFile = z
  .array(z.strictObject({ key: z.enum(SITE_CONTENT_KEYS), name: text, section: text, content: siteContentFields }))
  .superRefine(everyOnce((block) => block.key, SITE_CONTENT_KEYS, 'site content key'));

// ---------------------------------------------------------------- demo: data/demo/

/** members.json: the forum's demo members; the conversations are written around who they are. */
export const membersFile = z
  .array(
    z.strictObject({
      // The account rules every member signs up under.
      username: usernameSchema,
      email: emailSchema,
      displayName: text,
      bio: text,
      /** null: the member shows her initials. */
      avatar: demoImage.nullable(),
    }),
  )
  .min(1)
  .superRefine(uniqueBy((m) => m.username, 'username'));

/** authors.json: the writers of the demo blog posts. */
export const authorsFile = z
  .array(z.strictObject({ key: slug, name: text, role: text, bio: text, avatar: demoImage }))
  .superRefine(uniqueBy((a) => a.key, 'author key'));

/** blog-posts/<slug>.md: front matter, then the body in Markdown (headings, lists, links; no raw HTML). */
export const blogPostFrontMatter = z.strictObject({
  title: text,
  /** One or two sentences for cards and search results. */
  description: text,
  image: demoImage,
  publishedAt: isoDate,
  category: z.enum(BLOG_CATEGORY_SLUGS),
  /** A key in authors.json. */
  author: slug,
  featured: z.boolean(),
  status: z.enum(['draft', 'published']).optional(),
});

/**
 * recipes.json. Ingredients in groups (one named '' for a recipe without groups), each item's
 * quantity and unit metric first, a cup measure in its note: { quantity: '90', unit: 'g',
 * item: 'rolled oats', note: '1 cup' }. quantity, unit and note may be left out (''); every item
 * must pass the rules an admin's edit would (rules/recipes.ts).
 */
const recipeIngredient = z
  .strictObject({
    quantity: z.string().default(''),
    unit: z.enum(RECIPE_UNITS).default(''),
    item: text,
    note: z.string().default(''),
  })
  .superRefine((value, ctx) => {
    const problems = {
      quantity: checkQuantity(value.quantity),
      item: checkIngredientItem(value.item),
      note: checkIngredientNote(value.note),
    };
    for (const [key, message] of Object.entries(problems)) {
      if (message) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });

export const recipesFile = z
  .array(
    z.strictObject({
      slug,
      title: text,
      description: text,
      image: demoImage,
      featured: z.boolean(),
      prepTime: z.int().nonnegative(),
      cookTime: z.int().nonnegative(),
      difficulty: z.enum(RECIPE_DIFFICULTIES),
      perfectFor: text.optional(),
      servings: z.int().positive(),
      ingredients: z.array(z.strictObject({ name: z.string(), items: z.array(recipeIngredient).min(1) })).min(1),
      steps: z.array(text).min(1),
      publishedAt: isoDate,
    }),
  )
  .superRefine(uniqueBy((r) => r.slug, 'recipe slug'));

/** resources/<name>.md: front matter, then the Markdown shown on the resource's page. */
export const resourceFrontMatter = z
  .strictObject({
    title: text,
    description: text,
    featured: z.boolean(),
    comingSoon: z.boolean(),
    masterclassImage: demoImage.optional(),
    imagePosition: z.strictObject({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
    imageScale: z.int().min(50).max(300).optional(),
    /** Category names; 'Events Or Masterclasses' puts it in the home page's masterclass section. */
    categories: z.array(text).min(1),
    /** A file in assets/resource-files/ … */
    fileName: z
      .string()
      .regex(/^[a-z0-9-]+\.pdf$/, { error: 'Must be the name of a PDF in assets/resource-files/' })
      .optional(),
    /** … or an outside link (neither: an event not open yet). */
    externalUrl: z.url({ protocol: /^https$/ }).optional(),
    membersOnly: z.boolean(),
    publishedAt: isoDate,
  })
  .refine((r) => !(r.fileName && r.externalUrl), { error: 'A resource has a fileName or an externalUrl, not both' });

/** perks.json: brands and codes are invented. */
export const perksFile = z.array(
  z
    .strictObject({
      title: text,
      description: text,
      brandName: text,
      brandLogo: demoImage,
      discountAmount: text,
      /** None: no expiry. */
      expiryDate: isoDate.optional(),
      featured: z.boolean(),
      category: text,
      /** 'code': one shared code (and where it is used); 'link': a link; 'pool': single-use codes. */
      redemptionMethod: z.enum(REDEMPTION_METHODS),
      /** What only members receive: a code, a link, or both. */
      redemptionCode: text.optional(),
      redemptionUrl: z.url({ protocol: /^https$/ }).optional(),
      /** A pool's single-use codes, each once: every member who redeems gets her own. */
      codes: z.array(z.string().check(rule(checkPerkCode))).optional(),
    })
    .superRefine((perk, ctx) => {
      const problem =
        perk.redemptionMethod === 'code' && !perk.redemptionCode
          ? 'A shared-code perk needs its redemptionCode'
          : perk.redemptionMethod === 'link' && (!perk.redemptionUrl || perk.redemptionCode)
            ? 'A link perk needs its redemptionUrl and no redemptionCode'
            : perk.redemptionMethod === 'pool' && (!perk.codes?.length || perk.redemptionCode)
              ? 'A pool perk needs its codes and no redemptionCode'
              : perk.redemptionMethod !== 'pool' && perk.codes
                ? 'Only a pool perk has codes'
                : perk.codes && new Set(perk.codes).size !== perk.codes.length
                  ? 'Each code must be there once'
                  : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: perk });
    }),
);

/** comparisons.json: one table per category, a value for every feature of every product. */
export const comparisonsFile = z
  .array(
    z
      .strictObject({
        slug,
        name: text,
        description: text,
        features: z.array(z.strictObject({ key: text, label: text })).min(1),
        products: z
          .array(
            z.strictObject({
              name: text,
              brand: text,
              /** Whole Australian dollars. */
              priceAud: z.int().positive(),
              /** Out of 5, one decimal. */
              rating: z.number().min(0).max(5),
              image: demoImage,
              bestFor: text,
              pros: z.array(text),
              cons: z.array(text),
              /** One value per feature key. */
              values: z.record(z.string(), text),
            }),
          )
          .min(1),
      })
      .superRefine((category, ctx) => {
        const keys = category.features.map((f) => f.key).sort();
        category.products.forEach((product, i) => {
          const own = Object.keys(product.values).sort();
          if (own.join() !== keys.join()) {
            ctx.addIssue({
              code: 'custom',
              path: ['products', i, 'values'],
              message: `Must have exactly the feature keys ${keys.join(', ')}`,
            });
          }
        });
      }),
  )
  .superRefine(uniqueBy((c) => c.slug, 'comparison slug'));

/**
 * community/threads/<key>.json: one conversation. Times are hours before the seed runs (the thread)
 * and after the thread (each reply, in order), so a fresh demo always looks lively.
 */
export const threadFile = z
  .strictObject({
    /** A slug in forum-topics.json. */
    topic: slug,
    /** A username in members.json, or 'team' for the site's first admin. */
    author: text,
    title: text,
    /** Fractions allowed. */
    postedHoursAgo: z.number().positive(),
    pinned: z.boolean().optional(),
    locked: z.boolean().optional(),
    /** Otherwise worked out from its age and replies. */
    views: z.int().nonnegative().optional(),
    /** Plain text with line breaks; `@username` mentions a member. */
    content: lines,
    replies: z.array(z.strictObject({ author: text, hoursAfter: z.number().positive(), content: lines })),
  })
  .superRefine((thread, ctx) => {
    let previous = 0;
    thread.replies.forEach((reply, i) => {
      if (reply.hoursAfter <= previous)
        ctx.addIssue({ code: 'custom', path: ['replies', i, 'hoursAfter'], message: 'Must be later than the reply before' });
      if (reply.hoursAfter >= thread.postedHoursAgo) {
        ctx.addIssue({
          code: 'custom',
          path: ['replies', i, 'hoursAfter'],
          message: 'Must be less than postedHoursAgo (never in the future)',
        });
      }
      previous = reply.hoursAfter;
    });
  });

/** community/likes.json and community/saved-items.json: a recipe or blog post by slug, a thread by its key. */
export const contentRefsFile = z.array(z.strictObject({ member: text, contentType: z.enum(['recipe', 'blog_post', 'thread']), ref: text }));

export type ProductionData = {
  blogCategories: z.output<typeof blogCategoriesFile>;
  forumTopics: z.output<typeof forumTopicsFile>;
  siteContent: z.output<typeof siteContentFile>;
};

export type DemoMember = z.output<typeof membersFile>[number];
export type SeedBlogPost = z.output<typeof blogPostFrontMatter> & { slug: string; body: string };
export type SeedResource = z.output<typeof resourceFrontMatter> & { body: string };
export type SeedThread = z.output<typeof threadFile> & { key: string };
export type SeedContentRef = z.output<typeof contentRefsFile>[number];

export type DemoData = {
  members: DemoMember[];
  authors: z.output<typeof authorsFile>;
  blogPosts: SeedBlogPost[];
  recipes: z.output<typeof recipesFile>;
  resources: SeedResource[];
  perks: z.output<typeof perksFile>;
  comparisons: z.output<typeof comparisonsFile>;
  threads: SeedThread[];
  likes: SeedContentRef[];
  savedItems: SeedContentRef[];
};

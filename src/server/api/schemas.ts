import { z } from 'zod';
import { ROLES } from '../../shared/rules/roles';
import { COMMENT_CONTENT_TYPES, COMMENT_STATUSES } from '../../shared/constants/comments';
import { RECIPE_DIFFICULTIES } from '../../shared/constants/recipes';
import { SEARCH_TYPES } from '../../shared/constants/search';
import { REDEMPTION_METHODS } from '../../shared/constants/perks';

/**
 * The answers' shapes for the OpenAPI document (docs/ARCHITECTURE.md "Integrator API"), after the
 * DTOs of src/shared/schemas (PRODUCT.md "Records and their fields"). The contract test checks
 * every operation's real answer against the document built from these, so a DTO that changes
 * without its schema fails there. An `id` makes the schema a named component of the document.
 */

/** Until an answer's schema is written: any JSON. */
export const UNDOCUMENTED = z.unknown();

const timestamp = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601' });
const day = z.string().meta({ format: 'date', description: 'YYYY-MM-DD' });
const image = z.string().nullable().meta({ description: 'A path of this site or an https address' });

export const successSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export const deletedSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'Deleted' });
export const countSchema = z.object({ count: z.number().int().min(0) }).meta({ id: 'Count' });

// ---------------------------------------------------------------- auth

export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    isAdmin: z.boolean(),
    avatar: image,
  })
  .meta({ id: 'User', description: 'The signed-in member (never another member’s email)' });

// ---------------------------------------------------------------- content

export const blogCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: 'BlogCategory' });
export const authorSchema = z
  .object({ id: z.number().int(), name: z.string(), avatar: image, role: z.string().nullable(), bio: z.string().nullable() })
  .meta({ id: 'Author' });
export const blogPostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    image,
    publishedAt: timestamp.nullable(),
    categoryId: z.number().int().nullable(),
    authorId: z.number().int().nullable(),
    featured: z.boolean(),
  })
  .meta({ id: 'BlogPost' });
export const blogPostDetailSchema = blogPostSchema
  .extend({
    body: z.string().meta({ description: 'Markdown' }),
    bodyHtml: z.string().meta({ description: 'The body as HTML written by the server' }),
    category: blogCategorySchema.nullable(),
    author: authorSchema.nullable(),
    related: z.array(blogPostSchema),
    commentsOpen: z
      .boolean()
      .meta({ description: 'Whether readers may comment: the item allows it and comments are not switched off site-wide' }),
  })
  .meta({ id: 'BlogPostDetail' });

const rating = z.object({ average: z.number(), count: z.number().int() }).nullable();
export const recipeSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    image,
    featured: z.boolean(),
    prepTime: z.number().int().meta({ description: 'Minutes' }),
    cookTime: z.number().int().meta({ description: 'Minutes' }),
    difficulty: z.enum(RECIPE_DIFFICULTIES),
    perfectFor: z.string().optional(),
    servings: z.number().int(),
    rating,
  })
  .meta({ id: 'Recipe' });
export const recipeDetailSchema = recipeSchema
  .extend({
    ingredients: z.array(
      z.looseObject({
        name: z.string(),
        items: z.array(z.looseObject({ item: z.string() })),
      }),
    ),
    steps: z.array(z.string()),
    commentsOpen: z
      .boolean()
      .meta({ description: 'Whether readers may comment: the item allows it and comments are not switched off site-wide' }),
  })
  .meta({ id: 'RecipeDetail' });

export const resourceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    featured: z.boolean(),
    comingSoon: z.boolean(),
    masterclassImage: image,
    imagePosition: z.string().meta({ description: 'JSON `{"x":50,"y":50}` (percentages)' }),
    imageScale: z.number(),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    format: z.enum(['file', 'link', 'none']),
    membersOnly: z.boolean(),
  })
  .meta({ id: 'Resource' });
export const resourceDetailSchema = resourceSchema
  .extend({
    body: z.string(),
    bodyHtml: z.string(),
    accessUrl: z.string().nullable().meta({ description: 'The download path or outside link; null for a visitor when members-only' }),
    commentsOpen: z
      .boolean()
      .meta({ description: 'Whether readers may comment: the item allows it and comments are not switched off site-wide' }),
  })
  .meta({ id: 'ResourceDetail' });

export const perkSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    brandName: z.string(),
    brandLogo: image,
    discountAmount: z.string(),
    expiryDate: z.string().nullable(),
    featured: z.boolean(),
    category: z.string().nullable(),
  })
  .meta({ id: 'Perk' });

export const currentPerkSchema = perkSchema
  .extend({ categoryId: z.number().int().nullable(), redemptionMethod: z.enum(REDEMPTION_METHODS) })
  .meta({ id: 'CurrentPerk' });
export const redemptionSchema = z
  .object({
    perkId: z.number().int(),
    method: z.enum(REDEMPTION_METHODS),
    code: z.string().nullable(),
    url: z.string().nullable(),
    redeemedAt: timestamp,
  })
  .meta({ id: 'Redemption' });

export const siteContentSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    section: z.string(),
    lastUpdated: timestamp,
    content: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'SiteContent' });

export const comparisonSummarySchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'ProductComparisonSummary' });
export const comparisonSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    features: z.array(z.object({ key: z.string(), label: z.string() })),
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        brand: z.string(),
        priceAud: z.number(),
        rating: z.number(),
        image,
        bestFor: z.string(),
        pros: z.array(z.string()),
        cons: z.array(z.string()),
        values: z.record(z.string(), z.string()),
      }),
    ),
  })
  .meta({ id: 'ProductComparison' });

// ---------------------------------------------------------------- forum

const postAuthor = z
  .object({ id: z.number().int(), name: z.string(), username: z.string(), avatar: image })
  .nullable()
  .meta({ description: 'null: a former member' });
export const topicSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), description: z.string(), threadCount: z.number().int() })
  .meta({ id: 'Topic' });
export const threadSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    hidden: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    lastActivityAt: timestamp,
    viewCount: z.number().int(),
    replyCount: z.number().int(),
    pinned: z.boolean(),
    locked: z.boolean(),
    lockNote: z.string().nullable(),
    moderatorEdited: z.boolean(),
    author: postAuthor,
    topic: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  })
  .meta({ id: 'Thread' });
const postOutcome = { status: z.enum(['published', 'pending']).meta({ description: 'pending: held for a moderator’s check (202)' }) };
export const createdThreadSchema = threadSchema.extend(postOutcome).meta({ id: 'CreatedThread' });
export const replySchema = z
  .object({
    id: z.number().int(),
    threadId: z.number().int(),
    content: z.string(),
    hidden: z.boolean(),
    moderatorEdited: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    author: postAuthor,
  })
  .meta({ id: 'Reply' });
export const createdReplySchema = replySchema.extend(postOutcome).meta({ id: 'CreatedReply' });
export const communityStatsSchema = z
  .object({ totalUsers: z.number().int(), totalThreads: z.number().int(), totalComments: z.number().int(), activeToday: z.number().int() })
  .meta({ id: 'CommunityStats' });
export const communityProfileSchema = z
  .object({ avatar: image, displayName: z.string(), bio: z.string(), username: z.string() })
  .meta({ id: 'CommunityProfile' });

const relatedMember = z.object({ id: z.number().int(), name: z.string(), username: z.string(), avatar: image });
export const relationSchema = z
  .looseObject({ member: relatedMember, until: timestamp.nullable(), createdAt: timestamp })
  .meta({ id: 'MemberRelation' });
export const relationsSchema = z
  .object({ muted: z.array(relationSchema), blocked: z.array(relationSchema), teamIds: z.array(z.number().int()) })
  .meta({ id: 'MemberRelations' });

// ---------------------------------------------------------------- comments

const commentBase = z.object({
  id: z.number().int(),
  contentType: z.enum(COMMENT_CONTENT_TYPES),
  contentId: z.number().int(),
  parentId: z.number().int().nullable(),
  body: z.string(),
  author: z.object({ id: z.number().int(), username: z.string(), name: z.string(), avatar: image, level: z.number().int() }).nullable(),
  replyingTo: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  createdAt: timestamp,
  editedAt: timestamp.nullable(),
  moderatorEdited: z.boolean().meta({ description: "The last edit was a moderator's" }),
  rating: z.number().int().nullable(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  deleted: z.boolean(),
  byTeam: z.boolean(),
  status: z.enum(COMMENT_STATUSES),
});
export const commentSchema = commentBase
  .extend({ replies: z.array(commentBase.extend({ replies: z.array(z.unknown()).max(0) })) })
  .meta({ id: 'Comment' });

// ---------------------------------------------------------------- search, notifications, reactions

export const searchPageSchema = z
  .object({
    results: z.array(
      z.object({
        type: z.enum(SEARCH_TYPES),
        id: z.number().int(),
        title: z.string(),
        url: z.string(),
        snippet: z.string(),
        image,
        date: z.string(),
      }),
    ),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'SearchPage' });

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    title: z.string(),
    content: z.string(),
    link: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'Notification' });

export const likeStatusSchema = z.object({ liked: z.boolean() }).meta({ id: 'LikeStatus' });
export const likeResultSchema = z.object({ liked: z.boolean(), count: z.number().int() }).meta({ id: 'LikeResult' });
export const savedStatusSchema = z.object({ saved: z.boolean() }).meta({ id: 'SavedStatus' });

// ---------------------------------------------------------------- the team's

export const memberRowSchema = z
  .looseObject({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    email: z.string().meta({ description: 'Whole for admins, masked (first letter and domain) for moderators' }),
    joinedAt: timestamp,
    lastSeenOn: day.nullable(),
    level: z.number().int(),
  })
  .meta({ id: 'MemberRow' });
export const memberDetailSchema = z.looseObject({ member: memberRowSchema }).meta({ id: 'MemberDetail' });

/** What an answer the document doesn't spell out field by field still is: a JSON object. */
export const anObject = z.looseObject({});
export const listOf = (item: z.ZodType) => z.array(item);
export { day, timestamp };

import { z } from 'zod';
import { ROLES } from '../../shared/rules/roles';
import { NOTIFICATION_TYPES } from '../../shared/constants/community';
import { COMMENT_CONTENT_TYPES, COMMENT_STATUSES } from '../../shared/constants/comments';
import { RECIPE_DIFFICULTIES, RECIPE_UNITS } from '../../shared/constants/recipes';
import { SEARCH_TYPES } from '../../shared/constants/search';
import { SITE_CONTENT_KEYS, siteContentFields } from '../../shared/schemas/content';
import { REDEMPTION_METHODS } from '../../shared/constants/perks';
import { CONTENT_TYPES } from '../../shared/constants/reactions';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../../shared/constants/feedback';
import { SUBSCRIBER_STATUSES } from '../../shared/constants/newsletter';
import { DELETION_CONTENT } from '../../shared/rules/account';
import { MEMBER_STATUSES } from '../../shared/rules/members-admin';
import { AUTO_CHECKS, REPORT_REASONS, REPORT_TARGET_TYPES, REVIEW_DECISIONS, REVIEW_STATUSES } from '../../shared/rules/moderation';
import { APPEAL_OUTCOMES, MEMBER_DECISION_KINDS, PENALTY_KINDS } from '../../shared/rules/penalties';
import { WATCHED_WORD_ACTIONS } from '../../shared/rules/watched-words';
import { TIMELINE_KINDS } from '../../shared/schemas/admin/members';
import { INTEGRATION_SCOPES, WEBHOOK_EVENTS } from '../../shared/constants/integrations';
import { WEBHOOK_MESSAGE_STATUSES } from '../db/schema/webhooks';

/**
 * The answers' shapes for the OpenAPI document (docs/ARCHITECTURE.md "Integrator API"), after the
 * DTOs of src/shared/schemas (PRODUCT.md "Records and their fields"). The contract test checks
 * every operation's real answer against the document built from these, so a DTO that changes
 * without its schema fails there. An `id` makes the schema a named component of the document.
 */

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
      z.object({
        name: z.string().meta({ description: "'For the icing'; '' for the one group of a recipe without groups" }),
        items: z.array(
          z.object({
            quantity: z.string().meta({ description: "'165', '1 1/2', '12-14'; '' for to taste" }),
            unit: z.enum(RECIPE_UNITS),
            item: z.string(),
            note: z.string(),
          }),
        ),
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
    key: z.enum(SITE_CONTENT_KEYS),
    name: z.string(),
    section: z.string(),
    lastUpdated: timestamp,
    content: siteContentFields,
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
  .object({ member: relatedMember, until: timestamp.nullable(), createdAt: timestamp })
  .meta({ id: 'MemberRelation' });
export const relationsSchema = z
  .object({ muted: z.array(relationSchema), blocked: z.array(relationSchema), teamIds: z.array(z.number().int()) })
  .meta({ id: 'MemberRelations' });

// ---------------------------------------------------------------- comments

export const commentSchema = z
  .object({
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
    get replies() {
      return z.array(commentSchema).meta({ description: 'A top-level comment’s first replies in a list (each with none); [] otherwise' });
    },
  })
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
    type: z.enum(NOTIFICATION_TYPES),
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
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    email: z.string().meta({
      description: 'Whole for admins and for a token with members:email; masked (`k***@example.com`) for moderators and other tokens',
    }),
    joinedAt: timestamp,
    lastSeenOn: day.nullable().meta({ description: 'The Sydney day she was last active' }),
    level: z.number().int(),
    levelTitle: z.string(),
    points: z.number().meta({ description: 'Lifetime points' }),
    counts: z.object({ threads: z.number().int(), replies: z.number().int(), comments: z.number().int() }),
    status: z.enum(MEMBER_STATUSES),
    role: z.enum(ROLES),
    newsletter: z.boolean(),
  })
  .meta({ id: 'MemberRow' });
const namedMember = z.object({ id: z.number().int(), username: z.string() }).nullable().meta({ description: 'null: a former member' });
export const memberDetailSchema = z
  .object({
    member: memberRowSchema.extend({ bio: z.string().nullable(), avatar: image, isOwner: z.boolean() }),
    sessions: z.object({ count: z.number().int(), newest: timestamp.nullable() }),
    reportsMade: z.object({ total: z.number().int(), upheld: z.number().int() }),
    reportsAgainst: z.number().int(),
    penalties: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(PENALTY_KINDS),
        inForce: z.boolean(),
        endsAt: timestamp.nullable(),
        reason: z.string(),
      }),
    ),
    notes: z
      .array(z.object({ id: z.number().int(), body: z.string(), authorName: z.string(), createdAt: timestamp }))
      .meta({ description: 'The team’s notes about her; always empty for a token' }),
    timeline: z.array(z.object({ kind: z.enum(TIMELINE_KINDS), at: timestamp, text: z.string(), link: z.string().nullable() })),
  })
  .meta({ id: 'MemberDetail' });
export const memberRoleSchema = z.object({ id: z.number().int(), role: z.enum(ROLES) }).meta({ id: 'MemberRole' });

export const memberStatsSchema = z
  .object({
    level: z.number().int(),
    levelTitle: z.string(),
    levelEmoji: z.string(),
    monthlyPoints: z.number(),
    giveawayEntries: z.number().int(),
    totalPoints: z.number(),
    nextLevel: z.object({ level: z.number().int(), title: z.string(), pointsNeeded: z.number() }).nullable(),
  })
  .meta({ id: 'MemberStats', description: 'Points are decimals (0.5, 1.25)' });
export const giveawayEntrySchema = z
  .object({
    userId: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    monthlyPoints: z.number(),
    entries: z.number().int(),
  })
  .meta({ id: 'GiveawayEntry' });
export const drawRecordSchema = z
  .object({
    giveawayId: z.number().int(),
    month: z.string().meta({ description: 'YYYY-MM' }),
    algorithm: z.string(),
    seedHash: z.string().meta({ description: 'SHA-256 of `seed`, published from the day the giveaway opened' }),
    seed: z.string(),
    entrantList: z.string().meta({ description: 'The entrants, as the draw read them' }),
    listHash: z.string(),
    entrantCount: z.number().int(),
    winners: z.array(z.number().int()).meta({ description: 'Member ids of the winners of rounds 1, 2 …' }),
    drawnAt: timestamp,
  })
  .meta({ id: 'DrawRecord', description: 'Everything needed to check a draw (`npm run verify-draw`)' });

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    source: z.string(),
    sourceDetail: z.string().nullable(),
    consentedAt: timestamp,
    unsubscribedAt: timestamp.nullable(),
  })
  .meta({ id: 'Subscriber' });
export const subscriberPageSchema = z
  .object({
    items: z.array(subscriberSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'SubscriberPage' });

// ---------------------------------------------------------------- moderation

const reportedThing = {
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
};
export const reportReceivedSchema = z.object({ id: z.number().int(), status: z.literal('received') }).meta({ id: 'ReportReceived' });
export const myReportSchema = z
  .object({
    id: z.number().int(),
    ...reportedThing,
    reason: z.enum(REPORT_REASONS),
    createdAt: timestamp,
    outcome: z
      .enum(['received', 'removed', 'kept'])
      .meta({ description: '`received` until a moderator decides; then `removed` (taken down) or `kept` (it stays up)' }),
  })
  .meta({ id: 'MyReport', description: 'A report as its sender sees it: what happened to it, never who decided' });
export const queueItemSchema = z
  .object({
    id: z.number().int(),
    ...reportedThing,
    status: z.enum(REVIEW_STATUSES),
    decision: z.enum(REVIEW_DECISIONS).nullable().meta({ description: 'The last decision (kept covers keep, edit and lock)' }),
    version: z.number().int().meta({ description: 'Send it back with a decision: a decision on an older version is 409' }),
    reportCount: z.number().int(),
    reasons: z.array(z.enum(REPORT_REASONS)),
    checks: z
      .array(z.object({ check: z.enum(AUTO_CHECKS), detail: z.string().optional() }))
      .meta({ description: 'What the automatic checks found when it was posted' }),
    safety: z.boolean(),
    illegal: z.boolean(),
    hidden: z.boolean(),
    firstReportedAt: timestamp,
    lastReportedAt: timestamp,
    snapshot: z.string().meta({ description: 'The text when it was first reported' }),
    currentText: z.string().nullable().meta({ description: 'The text now (null once it is gone)' }),
    currentPost: z.object({ title: z.string().nullable(), content: z.string() }).nullable(),
    author: namedMember,
    claimedBy: namedMember,
    claimedUntil: timestamp.nullable(),
    reports: z.array(
      z.object({
        reason: z.enum(REPORT_REASONS),
        note: z.string().nullable(),
        reporter: namedMember.meta({
          description: 'Who reported it, to the team only: null to an API token, and once her account is gone',
        }),
        createdAt: timestamp,
      }),
    ),
    revisions: z
      .array(z.object({ title: z.string().nullable(), content: z.string(), editedBy: namedMember, createdAt: timestamp }))
      .meta({ description: 'Earlier texts of the post, replaced by edits since it was first reported, newest first' }),
    authorHistory: z.object({ removed: z.number().int(), kept: z.number().int(), penalties: z.number().int() }),
  })
  .meta({ id: 'QueueItem' });
export const queueDecisionSchema = z
  .object({ id: z.number().int(), status: z.enum(REVIEW_STATUSES), version: z.number().int() })
  .meta({ id: 'QueueDecision' });
export const bulkDecisionResultSchema = z
  .discriminatedUnion('result', [
    z.object({ id: z.number().int(), result: z.literal('decided'), status: z.enum(REVIEW_STATUSES), version: z.number().int() }),
    z.object({ id: z.number().int(), result: z.enum(['stale', 'missing']), error: z.string() }),
  ])
  .meta({ id: 'BulkDecisionResult', description: 'Decided, or refused as one decision would be (stale: 409, missing: 404)' });
export const moderationSettingsSchema = z
  .object({
    hideThreshold: z.number().int(),
    holdFirstPosts: z.number().int(),
    holdNewAccountLinks: z.boolean(),
    linkAllowlist: z.array(z.string()),
    holdRepeatedText: z.boolean(),
    watchedWords: z.array(z.object({ phrase: z.string(), action: z.enum(WATCHED_WORD_ACTIONS) })),
  })
  .meta({ id: 'ModerationSettings' });
export const penaltySchema = z
  .object({
    id: z.number().int(),
    memberId: z.number().int(),
    kind: z.enum(PENALTY_KINDS),
    reason: z.string(),
    days: z.number().int().nullable(),
    startsAt: timestamp,
    endsAt: timestamp.nullable().meta({ description: 'null: until lifted' }),
    liftedAt: timestamp.nullable(),
    inForce: z.boolean(),
  })
  .meta({ id: 'Penalty' });
const appealStatus = z.enum(['open', ...APPEAL_OUTCOMES]);
export const myDecisionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(MEMBER_DECISION_KINDS),
    reason: z.string(),
    createdAt: timestamp,
    appeal: z.object({ status: appealStatus, response: z.string().nullable(), createdAt: timestamp }).nullable(),
  })
  .meta({ id: 'MyDecision', description: 'A decision about her, with her appeal if she sent one' });
export const appealSchema = z
  .object({
    id: z.number().int(),
    decisionId: z.number().int(),
    decisionKind: z.enum(MEMBER_DECISION_KINDS),
    decisionReason: z.string(),
    member: namedMember,
    message: z.string(),
    status: appealStatus,
    createdAt: timestamp,
  })
  .meta({ id: 'Appeal' });
export const appealOpenedSchema = z.object({ id: z.number().int(), status: z.literal('open') }).meta({ id: 'AppealOpened' });
export const appealResolvedSchema = z.object({ id: z.number().int(), status: z.enum(APPEAL_OUTCOMES) }).meta({ id: 'AppealResolved' });

// ---------------------------------------------------------------- her own: feedback, saved items, account, email links

export const feedbackSchema = z
  .object({
    id: z.number().int(),
    category: z.enum(FEEDBACK_CATEGORIES),
    message: z.string(),
    pageLink: z.string().nullable().meta({ description: 'A path of this site' }),
    status: z.enum(FEEDBACK_STATUSES),
    adminNote: z.string().nullable().meta({ description: 'The team’s note to her, given with the latest status change' }),
    createdAt: timestamp,
    statusChangedAt: timestamp.nullable(),
  })
  .meta({ id: 'Feedback' });
export const savedItemSchema = z
  .object({
    id: z.number().int(),
    contentType: z.enum(CONTENT_TYPES),
    contentId: z.number().int(),
    createdAt: timestamp,
    title: z.string(),
    description: z.string(),
    image,
    link: z.string().meta({ description: 'The item’s page on this site (a path)' }),
  })
  .meta({ id: 'SavedItem' });
export const accountExportStatusSchema = z
  .object({
    status: z.enum(['queued', 'ready']).meta({ description: 'ready: the ZIP can be downloaded until `expiresAt`' }),
    expiresAt: timestamp.nullable(),
  })
  .meta({ id: 'AccountExportStatus' });
export const deletionStatusSchema = z
  .object({
    state: z.enum(['none', 'awaiting-confirmation', 'scheduled']),
    content: z.enum(DELETION_CONTENT).nullable().meta({ description: 'What happens to her posts' }),
    deleteAt: timestamp.nullable(),
  })
  .meta({ id: 'DeletionStatus' });
export const deletionConfirmedSchema = z
  .object({
    deleteAt: timestamp,
    deleted: z.boolean().meta({ description: 'true: deleted at once (no grace period); false: scheduled for `deleteAt`' }),
  })
  .meta({ id: 'DeletionConfirmed' });
export const unsubscribeLinkSchema = z
  .object({
    kind: z.enum(['newsletter', 'notification']),
    what: z.string().meta({ description: 'What stops, in words: "the Mama Village newsletter"' }),
    email: z.string().meta({ description: 'The address, partly hidden' }),
    done: z.boolean().meta({ description: 'The link was used before' }),
  })
  .meta({ id: 'UnsubscribeLink' });
export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) }).meta({ id: 'Unsubscribed' });

// ---------------------------------------------------------------- integrations and their webhooks

const scopes = z.array(z.enum(INTEGRATION_SCOPES));
export const integrationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The token’s first characters, `mv_<id>_<4 characters>`' }),
    scopes,
    createdAt: timestamp,
    createdBy: z.string().nullable().meta({ description: 'Who made it (null once her account is gone)' }),
    lastUsedOn: day.nullable().meta({ description: 'The Sydney day it was last used' }),
    expiresAt: timestamp,
    revokedAt: timestamp.nullable(),
    status: z.enum(['active', 'expired', 'revoked']),
  })
  .meta({ id: 'Integration', description: 'An API token as listed: never its secret' });
export const createdIntegrationSchema = z
  .object({
    id: z.number().int(),
    token: z.string().meta({ description: '`mv_<id>_<secret>`: send it as `Authorization: Bearer <token>`; shown this once' }),
    name: z.string(),
    scopes,
    prefix: z.string(),
    createdAt: timestamp,
    expiresAt: timestamp,
  })
  .meta({ id: 'CreatedIntegration' });
export const revokedIntegrationSchema = z.object({ id: z.number().int(), revokedAt: timestamp }).meta({ id: 'RevokedIntegration' });

export const webhookEndpointSchema = z
  .object({
    id: z.number().int(),
    integrationId: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    createdAt: timestamp,
    disabledAt: timestamp.nullable(),
    disabledReason: z.string().nullable(),
    previousSecretUntil: timestamp.nullable().meta({ description: 'Until when the secret before the last rotation still signs' }),
  })
  .meta({ id: 'WebhookEndpoint', description: 'An endpoint as listed: never its secret' });
export const webhookSecretSchema = z
  .object({
    id: z.number().int(),
    secret: z.string().meta({ description: '`whsec_` and the key in base64: shown this once' }),
  })
  .meta({ id: 'WebhookSecret' });
export const webhookAttemptSchema = z
  .object({
    id: z.number().int(),
    messageId: z.number().int(),
    msgId: z.string().meta({ description: 'The webhook-id header: the same on every retry and resend' }),
    eventType: z.string(),
    startedAt: timestamp,
    status: z.number().int().nullable().meta({ description: 'The receiver’s HTTP status; null when no answer came (see error)' }),
    durationMs: z.number().int().nullable(),
    response: z.string().nullable().meta({ description: 'The first 1 KB of the answer' }),
    error: z.string().nullable(),
    messageStatus: z.enum(WEBHOOK_MESSAGE_STATUSES),
  })
  .meta({ id: 'WebhookAttempt', description: 'One attempt of the delivery log' });
export const webhookQueuedSchema = z.object({ messageId: z.number().int() }).meta({ id: 'WebhookQueued' });

export const listOf = (item: z.ZodType) => z.array(item);
export { day, timestamp };

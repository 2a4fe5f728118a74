import type { z } from 'zod';
import type { AccountExportDto, DeletionStatusDto } from '../../shared/schemas/account';
import type { UserDto } from '../../shared/schemas/auth';
import type { AdminPage } from '../../shared/schemas/admin/list';
import type { MemberDetailDto, MemberRowDto } from '../../shared/schemas/admin/members';
import type { CommentDto } from '../../shared/schemas/comments';
import type {
  CommunityProfileDto,
  CommunityStatsDto,
  CreatedReplyDto,
  CreatedThreadDto,
  NotificationDto,
  ReplyDto,
  ThreadSummaryDto,
  TopicDto,
} from '../../shared/schemas/community';
import type {
  AuthorDto,
  BlogCategoryDto,
  BlogPostDetailDto,
  BlogPostDto,
  PerkDto,
  ProductComparisonDto,
  ProductComparisonSummaryDto,
  RecipeDetailDto,
  RecipeDto,
  ResourceDetailDto,
  ResourceDto,
  SiteContentDto,
} from '../../shared/schemas/content';
import type { FeedbackDto } from '../../shared/schemas/feedback';
import type { CreatedIntegrationDto, IntegrationDto } from '../../shared/schemas/integrations';
import type { CreatedWebhookDto, WebhookAttemptDto, WebhookEndpointDto } from '../../shared/schemas/webhooks';
import type { GiveawayEntryDto, MemberStatsDto } from '../../shared/schemas/gamification';
import type { DrawRecordDto } from '../../shared/schemas/giveaways';
import type { BulkDecisionResult, MyReportDto, QueueItemDto } from '../../shared/schemas/moderation';
import type { SubscriberDto, UnsubscribeLinkDto } from '../../shared/schemas/newsletter';
import type { AppealDto, MyDecisionDto, PenaltyDto } from '../../shared/schemas/penalties';
import type { CurrentPerkDto, RedemptionDto } from '../../shared/schemas/perks';
import type { LikeCountDto, LikeStatusDto, SavedItemDto, SavedStatusDto } from '../../shared/schemas/reactions';
import type { RelationDto, RelationsDto } from '../../shared/schemas/relations';
import type { SearchPageDto } from '../../shared/schemas/search';
import type { ModerationSettings } from '../../shared/rules/moderation-settings';
import type { confirmDeletion } from '../account/deletion';
import type { setRole } from '../admin/members/actions';
import type { createAppeal, resolveAppeal } from '../moderation/appeals';
import type { decide } from '../moderation/queue';
import type { createReport } from '../moderation/reports';
import type { revokeIntegration } from '../integrations/tokens';
import type { sendWebhookTest } from '../webhooks/endpoints';
import type * as schemas from './schemas';

/**
 * The answers' schemas (schemas.ts) can't drift from the DTO types the procedures return: `tsc`
 * fails here when a field is added, dropped, renamed, made optional or given another type on one
 * side only. Compared as they travel: a Date of a DTO is an ISO string in JSON. An answer with no
 * DTO of its own is compared with what its domain function returns; `{ success: true }` and the
 * like, with neither, aren't here.
 */

type Returned<Fn extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Fn>>;

/** What JSON.stringify makes of a value of T. */
type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [Key in keyof T]: Wire<T[Key]> }
      : T;

/** true when every value of A is one of B (tuples: no distribution over unions). */
type Fits<A, B> = [A] extends [B] ? true : false;
/** Each side fits the other: an answer of the schema is a DTO on the wire, and back. */
type Agree<Schema extends z.ZodType, Dto> = [Fits<z.infer<Schema>, Wire<Dto>>, Fits<Wire<Dto>, z.infer<Schema>>];
type Both<Pair extends [true, true]> = Pair;

export type SchemasMatchDtos = [
  Both<Agree<typeof schemas.userSchema, UserDto>>,
  Both<Agree<typeof schemas.countSchema, LikeCountDto>>,
  // content
  Both<Agree<typeof schemas.blogCategorySchema, BlogCategoryDto>>,
  Both<Agree<typeof schemas.authorSchema, AuthorDto>>,
  Both<Agree<typeof schemas.blogPostSchema, BlogPostDto>>,
  Both<Agree<typeof schemas.blogPostDetailSchema, BlogPostDetailDto>>,
  Both<Agree<typeof schemas.recipeSchema, RecipeDto>>,
  Both<Agree<typeof schemas.recipeDetailSchema, RecipeDetailDto>>,
  Both<Agree<typeof schemas.resourceSchema, ResourceDto>>,
  Both<Agree<typeof schemas.resourceDetailSchema, ResourceDetailDto>>,
  Both<Agree<typeof schemas.perkSchema, PerkDto>>,
  Both<Agree<typeof schemas.currentPerkSchema, CurrentPerkDto>>,
  Both<Agree<typeof schemas.redemptionSchema, RedemptionDto>>,
  Both<Agree<typeof schemas.siteContentSchema, SiteContentDto>>,
  Both<Agree<typeof schemas.comparisonSummarySchema, ProductComparisonSummaryDto>>,
  Both<Agree<typeof schemas.comparisonSchema, ProductComparisonDto>>,
  // forum
  // REST sends PRODUCT.md's fields of a topic (community/rest.ts).
  Both<Agree<typeof schemas.topicSchema, Pick<TopicDto, 'id' | 'name' | 'slug' | 'description' | 'threadCount'>>>,
  Both<Agree<typeof schemas.threadSchema, ThreadSummaryDto>>,
  Both<Agree<typeof schemas.createdThreadSchema, CreatedThreadDto>>,
  Both<Agree<typeof schemas.replySchema, ReplyDto>>,
  Both<Agree<typeof schemas.createdReplySchema, CreatedReplyDto>>,
  Both<Agree<typeof schemas.communityStatsSchema, CommunityStatsDto>>,
  Both<Agree<typeof schemas.communityProfileSchema, CommunityProfileDto>>,
  Both<Agree<typeof schemas.relationSchema, RelationDto>>,
  Both<Agree<typeof schemas.relationsSchema, RelationsDto>>,
  // comments, search, notifications, reactions
  Both<Agree<typeof schemas.commentSchema, CommentDto>>,
  Both<Agree<typeof schemas.searchPageSchema, SearchPageDto>>,
  Both<Agree<typeof schemas.notificationSchema, NotificationDto>>,
  Both<Agree<typeof schemas.likeStatusSchema, LikeStatusDto>>,
  Both<Agree<typeof schemas.likeResultSchema, LikeStatusDto & LikeCountDto>>,
  Both<Agree<typeof schemas.savedStatusSchema, SavedStatusDto>>,
  Both<Agree<typeof schemas.savedItemSchema, SavedItemDto>>,
  // the team's
  Both<Agree<typeof schemas.memberRowSchema, MemberRowDto>>,
  Both<Agree<typeof schemas.memberDetailSchema, MemberDetailDto>>,
  Both<Agree<typeof schemas.memberRoleSchema, Returned<typeof setRole>>>,
  Both<Agree<typeof schemas.memberStatsSchema, MemberStatsDto>>,
  Both<Agree<typeof schemas.giveawayEntrySchema, GiveawayEntryDto>>,
  Both<Agree<typeof schemas.drawRecordSchema, DrawRecordDto>>,
  Both<Agree<typeof schemas.subscriberSchema, SubscriberDto>>,
  Both<Agree<typeof schemas.subscriberPageSchema, AdminPage<SubscriberDto>>>,
  // moderation
  Both<Agree<typeof schemas.reportReceivedSchema, Returned<typeof createReport>['report']>>,
  Both<Agree<typeof schemas.myReportSchema, MyReportDto>>,
  Both<Agree<typeof schemas.queueItemSchema, QueueItemDto>>,
  Both<Agree<typeof schemas.queueDecisionSchema, Returned<typeof decide>>>,
  Both<Agree<typeof schemas.bulkDecisionResultSchema, BulkDecisionResult>>,
  Both<Agree<typeof schemas.moderationSettingsSchema, ModerationSettings>>,
  Both<Agree<typeof schemas.penaltySchema, PenaltyDto>>,
  Both<Agree<typeof schemas.myDecisionSchema, MyDecisionDto>>,
  Both<Agree<typeof schemas.appealSchema, AppealDto>>,
  Both<Agree<typeof schemas.appealOpenedSchema, Returned<typeof createAppeal>>>,
  Both<Agree<typeof schemas.appealResolvedSchema, Returned<typeof resolveAppeal>>>,
  // her own
  Both<Agree<typeof schemas.feedbackSchema, FeedbackDto>>,
  // REST sends an export's status and expiry (account/rest.ts).
  Both<Agree<typeof schemas.accountExportStatusSchema, Pick<AccountExportDto, 'status' | 'expiresAt'>>>,
  Both<Agree<typeof schemas.deletionStatusSchema, DeletionStatusDto>>,
  Both<Agree<typeof schemas.deletionConfirmedSchema, Returned<typeof confirmDeletion>>>,
  Both<Agree<typeof schemas.unsubscribeLinkSchema, UnsubscribeLinkDto>>,
  // integrations and their webhooks
  Both<Agree<typeof schemas.integrationSchema, IntegrationDto>>,
  Both<Agree<typeof schemas.createdIntegrationSchema, CreatedIntegrationDto>>,
  Both<Agree<typeof schemas.revokedIntegrationSchema, Returned<typeof revokeIntegration>>>,
  Both<Agree<typeof schemas.webhookEndpointSchema, WebhookEndpointDto>>,
  Both<Agree<typeof schemas.webhookSecretSchema, CreatedWebhookDto>>,
  Both<Agree<typeof schemas.webhookAttemptSchema, WebhookAttemptDto>>,
  Both<Agree<typeof schemas.webhookQueuedSchema, Returned<typeof sendWebhookTest>>>,
];

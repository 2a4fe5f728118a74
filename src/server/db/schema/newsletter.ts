import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../shared/constants/community';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_STATUSES,
  DELIVERY_STATUSES,
  SUBSCRIBER_STATUSES,
  UNSUBSCRIBE_KINDS,
} from '../../../shared/constants/newsletter';
import { users } from './users';

/**
 * One row per address (lower-cased). Subscribing is consent (PRODUCT.md): the latest consent's
 * time, source and form are kept here, every change of mind in newsletter_consents.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    status: text({ enum: SUBSCRIBER_STATUSES }).notNull().default('active'),
    source: text().notNull(),
    sourceDetail: text(),
    consentedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(t.email), index('newsletter_subscribers_status_idx').on(t.status, t.id)],
);

/** The consent record: each subscribe and unsubscribe, when, and through what. */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer()
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    action: text({ enum: ['subscribed', 'unsubscribed'] }).notNull(),
    source: text().notNull(),
    sourceDetail: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_consents_subscriber_idx').on(t.subscriberId, t.id)],
);

/**
 * A sign-up for an address that unsubscribed, waiting for its owner to confirm it by the emailed
 * link (PRODUCT.md "Newsletter and email"): what was typed stays here, not on the subscriber,
 * until she does. The token itself is only in the link; the database keeps its hash.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    /** hex(sha256(token)), like password reset tokens. */
    id: text().primaryKey(),
    subscriberId: integer()
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    source: text().notNull(),
    sourceDetail: text(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_confirmations_subscriber_idx').on(t.subscriberId)],
);

/**
 * The secret in an unsubscribe link: for a subscriber (the newsletter) or for a member and one
 * notification type. Links work without signing in, so the token is all that identifies them.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    token: text().primaryKey(),
    kind: text({ enum: UNSUBSCRIBE_KINDS }).notNull(),
    subscriberId: integer().references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text({ enum: NOTIFICATION_TYPES }),
  },
  (t) => [
    uniqueIndex('unsubscribe_tokens_subscriber_idx')
      .on(t.subscriberId)
      .where(sql`${t.subscriberId} is not null`),
    uniqueIndex('unsubscribe_tokens_member_type_idx')
      .on(t.userId, t.notificationType)
      .where(sql`${t.userId} is not null`),
  ],
);

/** A member's choice, per notification type, of email as well as in-app; no row: the default. */
export const notificationEmailPrefs = pgTable(
  'notification_email_prefs',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    byEmail: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const emailCampaigns = pgTable('email_campaigns', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  subject: text().notNull(),
  /** Markdown, rendered to HTML and plain text at send time. */
  body: text().notNull(),
  audience: text({ enum: CAMPAIGN_AUDIENCES }).notNull(),
  status: text({ enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
  ratePerMinute: integer().notNull(),
  scheduledAt: timestamp({ withTimezone: true, mode: 'date' }),
  startedAt: timestamp({ withTimezone: true, mode: 'date' }),
  finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Each recipient of a campaign, fixed when sending starts: the unique (campaign, email) key is
 * what makes a resumed send skip everyone already sent to.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer()
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text().notNull(),
    /** Its unsubscribe link's token (newsletter subscriber or member's newsletter token). */
    unsubscribeToken: text().notNull(),
    status: text({ enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('email_deliveries_campaign_email_idx').on(t.campaignId, t.email),
    index('email_deliveries_pending_idx')
      .on(t.campaignId, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type CampaignRow = typeof emailCampaigns.$inferSelect;

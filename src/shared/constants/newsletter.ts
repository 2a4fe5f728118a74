/**
 * The newsletter and email marketing (PRODUCT.md "Newsletter and email"): where a subscription
 * came from, its states, and the audiences a campaign can go to.
 */
export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Forms that subscribe; `sourceDetail` says more (the page, the campaign). */
export const NEWSLETTER_SOURCES = ['home', 'footer', 'download-app', 'profile', 'admin', 'other'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const CAMPAIGN_AUDIENCES = ['subscribers', 'members'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];
export const CAMPAIGN_AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  subscribers: 'All active subscribers',
  members: 'Members who opted in',
};

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Emails a minute a campaign goes out at unless its admin says otherwise, and the bounds. */
export const CAMPAIGN_RATE_DEFAULT = 600;
export const CAMPAIGN_RATE_MIN = 1;
export const CAMPAIGN_RATE_MAX = 60_000;

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;

/** What an unsubscribe link stops: the newsletter, or one type of notification email. */
export const UNSUBSCRIBE_KINDS = ['newsletter', 'notification'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

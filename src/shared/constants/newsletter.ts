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

/** What a notification type's emails are about, for its unsubscribe page and footer. */
export const NOTIFICATION_EMAIL_TOPICS = {
  tag: 'emails when someone mentions you',
  thread_reply: 'emails about replies to your threads',
  thread_participation: 'emails about replies in threads you joined',
  admin_announcement: 'announcement emails',
  other: 'other notification emails',
} as const;

/**
 * Notification types that come by email too unless the member says otherwise (PRODUCT.md:
 * mentions and announcements by email, replies in-app only).
 */
export const EMAIL_BY_DEFAULT = ['tag', 'admin_announcement'] as const;

/**
 * How long the link that confirms a returning address's sign-up works (PRODUCT.md "Newsletter
 * and email"): a week, for an inbox read on weekends.
 */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;

/** The sender's identity every marketing email carries (Spam Act 2003, s 17). */
export const SENDER_IDENTITY = 'Mama Village, an online community for mums in Australia';

export const NEWSLETTER_SERVER_TEXT = {
  /** PRODUCT.md "Calls and answers": the duplicate answer, an info case for the form. */
  alreadySubscribed: 'Email is already subscribed',
  tooManyAttempts: 'Too many sign-up attempts. Please try again later.',
  linkNotFound: 'This unsubscribe link is not valid',
  confirmLinkNotFound: 'This confirmation link has expired or has been used',
  campaignNotFound: 'Campaign not found',
  campaignNotEditable: 'Only a draft or scheduled campaign can be changed',
  campaignNotSendable: 'This campaign has already been sent',
  campaignNotCancellable: 'Only a scheduled or sending campaign can be stopped',
  scheduleInPast: 'Choose a time in the future',
  noRecipients: 'Nobody is in this audience yet',
  subscriberNotFound: 'Subscriber not found',
  newsletterName: 'the Mama Village newsletter',
} as const;

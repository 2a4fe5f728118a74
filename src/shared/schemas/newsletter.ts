import { z } from 'zod';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_RATE_MAX,
  CAMPAIGN_RATE_MIN,
  CAMPAIGN_SUBJECT_MAX,
  SUBSCRIBER_STATUSES,
} from '../constants/newsletter';
import { emailSchema } from './auth';
import { adminListInput } from './admin/list';
import { id } from './common';
import { plainText, rule } from './text';
import { checkSubscriberName } from '../rules/newsletter';
import { formatNumber } from '../lib/numbers';

export const NEWSLETTER_NAME_MAX = 100;
const SOURCE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/**
 * POST /api/newsletter/subscribe (PRODUCT.md "Records and their fields"): name is the first and last name joined by a
 * space; source and sourceDetail are optional (the form, and where it was).
 */
export const subscribeInput = z.object({
  name: plainText('Name')
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(NEWSLETTER_NAME_MAX, { error: `Name must be at most ${NEWSLETTER_NAME_MAX} characters` })
    .check(rule(checkSubscriberName)),
  email: emailSchema.transform((email) => email.toLowerCase()),
  source: z
    .string({ error: 'Source must be text' })
    .trim()
    .toLowerCase()
    .regex(SOURCE_PATTERN, { error: 'Source must be a short name of letters, digits and dashes' })
    .nullish()
    .transform((source) => source ?? 'other'),
  sourceDetail: plainText('Source detail')
    .trim()
    .max(200, { error: 'Source detail must be at most 200 characters' })
    .nullish()
    .transform((detail) => detail || null),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

/** The token of a link emailed to a subscriber (an unsubscribe link, a confirm link). */
const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const unsubscribeTokenInput = z.object({
  token: z.string({ error: 'The link is incomplete' }).regex(LINK_TOKEN_PATTERN, { error: 'This unsubscribe link is not valid' }),
});

export const confirmTokenInput = z.object({
  token: z.string({ error: 'The link is incomplete' }).regex(LINK_TOKEN_PATTERN, { error: 'This confirmation link is not valid' }),
});

/** What a confirm link subscribes, for the page that asks her to press the button. */
export interface ConfirmLinkDto {
  /** The address, partly hidden. */
  email: string;
}

/** What an unsubscribe link is about, for the page that confirms it. */
export interface UnsubscribeLinkDto {
  kind: 'newsletter' | 'notification';
  /** What stops: 'the Mama Village newsletter', 'emails about replies to your threads'. */
  what: string;
  /** The address, partly hidden. */
  email: string;
  /** Already unsubscribed (the link was used before). */
  done: boolean;
}

export interface MySubscriptionDto {
  email: string;
  subscribed: boolean;
  since: string | null;
}

export const setMySubscriptionInput = z.object({ subscribed: z.boolean({ error: 'Choose whether to subscribe' }) });

export const subscriberListInput = adminListInput.extend({
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'Unknown status' }).optional(),
  source: z.string().trim().max(40, { error: 'Source is too long' }).optional(),
});
export const subscriberExportInput = subscriberListInput.omit({ page: true, pageSize: true });

export type SubscriberListInput = z.input<typeof subscriberListInput>;

export interface SubscriberDto {
  id: number;
  email: string;
  name: string;
  status: (typeof SUBSCRIBER_STATUSES)[number];
  source: string;
  sourceDetail: string | null;
  consentedAt: string;
  unsubscribedAt: string | null;
}

export interface SubscriberCountsDto {
  active: number;
  unsubscribed: number;
  bySource: { source: string; active: number }[];
}

export const subscriberIdInput = z.object({ id });

const campaignFields = {
  subject: plainText('Subject')
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(CAMPAIGN_SUBJECT_MAX, { error: `Subject must be at most ${CAMPAIGN_SUBJECT_MAX} characters` }),
  body: z
    .string({ error: 'Body is required' })
    .trim()
    .min(1, { error: 'Body is required' })
    .max(CAMPAIGN_BODY_MAX, { error: `Body must be at most ${formatNumber(CAMPAIGN_BODY_MAX)} characters` }),
  audience: z.enum(CAMPAIGN_AUDIENCES, { error: 'Choose who receives it' }),
  ratePerMinute: z.coerce
    .number({ error: 'Rate must be a number' })
    .int({ error: 'Rate must be a whole number' })
    .min(CAMPAIGN_RATE_MIN, { error: `Rate must be at least ${CAMPAIGN_RATE_MIN} a minute` })
    .max(CAMPAIGN_RATE_MAX, { error: `Rate must be at most ${formatNumber(CAMPAIGN_RATE_MAX)} a minute` }),
};
export const campaignInput = z.object(campaignFields);
export type CampaignInput = z.input<typeof campaignInput>;
export const updateCampaignInput = z.object({ id, ...campaignFields });
export const campaignIdInput = z.object({ id });
export const sendCampaignInput = z.object({
  id,
  /** Later, or now when unset. */
  at: z.iso.datetime({ offset: true, error: 'Choose a valid date and time' }).nullish(),
});

export interface CampaignDto {
  id: number;
  subject: string;
  body: string;
  audience: (typeof CAMPAIGN_AUDIENCES)[number];
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';
  ratePerMinute: number;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  progress: { total: number; sent: number; failed: number; pending: number };
}

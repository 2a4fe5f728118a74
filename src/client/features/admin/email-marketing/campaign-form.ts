import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_RATE_DEFAULT,
  CAMPAIGN_RATE_MAX,
  CAMPAIGN_RATE_MIN,
  CAMPAIGN_SUBJECT_MAX,
  NEWSLETTER_SERVER_TEXT,
  type CampaignAudience,
} from '../../../../shared/constants/newsletter';
import { fromSydneyLocal, LOCAL_DATE_TIME, sydneyOffsetMs, toSydneyLocal } from '../../../../shared/lib/sydney-clock';
import { checkPlainText } from '../../../../shared/rules/text';
import type { CampaignDto, CampaignInput } from '../../../../shared/schemas/newsletter';
import { EMAIL_MARKETING_TEXT as T } from './email-marketing-text';
import { formatNumber } from '../../../../shared/lib/numbers';

export interface CampaignFormValues {
  subject: string;
  body: string;
  audience: CampaignAudience;
  /** As typed; a whole number once checked. */
  ratePerMinute: string;
}
export type CampaignFormErrors = Partial<Record<keyof CampaignFormValues | 'at', string>>;

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  subject: '',
  body: '',
  audience: 'subscribers',
  ratePerMinute: String(CAMPAIGN_RATE_DEFAULT),
};

export function valuesOf(campaign: CampaignDto): CampaignFormValues {
  return { subject: campaign.subject, body: campaign.body, audience: campaign.audience, ratePerMinute: String(campaign.ratePerMinute) };
}

const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

/** The subject and body as the server checks them (shared/schemas/newsletter.ts), for the test send too. */
export function checkCampaignText(values: Pick<CampaignFormValues, 'subject' | 'body'>): CampaignFormErrors {
  const errors: CampaignFormErrors = {};
  const subject = values.subject.trim();
  const plain = checkPlainText('Subject', subject);
  if (plain) errors.subject = plain;
  else if (!subject) errors.subject = 'Subject is required';
  else if (subject.length > CAMPAIGN_SUBJECT_MAX) errors.subject = tooLong('Subject', CAMPAIGN_SUBJECT_MAX);
  const body = values.body.trim();
  if (!body) errors.body = 'Body is required';
  else if (body.length > CAMPAIGN_BODY_MAX) errors.body = tooLong('Body', CAMPAIGN_BODY_MAX);
  return errors;
}

export function checkCampaignForm(values: CampaignFormValues): CampaignFormErrors {
  const errors = checkCampaignText(values);
  const rate = values.ratePerMinute.trim();
  if (!/^\d+$/.test(rate)) errors.ratePerMinute = T.rateNotNumber;
  else if (Number(rate) < CAMPAIGN_RATE_MIN) errors.ratePerMinute = `Rate must be at least ${CAMPAIGN_RATE_MIN} a minute`;
  else if (Number(rate) > CAMPAIGN_RATE_MAX) errors.ratePerMinute = `Rate must be at most ${formatNumber(CAMPAIGN_RATE_MAX)} a minute`;
  return errors;
}

export function toCampaignInput(values: CampaignFormValues): CampaignInput {
  return {
    subject: values.subject.trim(),
    body: values.body.trim(),
    audience: values.audience,
    ratePerMinute: Number(values.ratePerMinute.trim()),
  };
}

const pad = (value: number) => String(Math.floor(value)).padStart(2, '0');

/**
 * A Sydney wall-clock "YYYY-MM-DDTHH:mm" (the datetime-local input) as an ISO date-time with
 * Sydney's offset at that time: "2026-12-24T09:00:00+11:00". Null when it isn't a real time.
 */
export function sydneyLocalToIso(local: string): string | null {
  if (!LOCAL_DATE_TIME.test(local)) return null;
  const instant = fromSydneyLocal(local);
  if (!instant) return null;
  // From the instant, so a time in the hour skipped when summer time starts reads as the server will.
  const offset = sydneyOffsetMs(instant.getTime()) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${toSydneyLocal(instant)}:00${sign}${pad(abs / 60)}:${pad(abs % 60)}`;
}

/** The schedule field's problem: none chosen, not a real time, or not in the future. */
export function checkScheduleAt(local: string, now: number = Date.now()): string | null {
  if (!local) return T.scheduleMissing;
  const instant = fromSydneyLocal(local);
  if (!instant) return T.scheduleMissing;
  if (instant.getTime() <= now) return NEWSLETTER_SERVER_TEXT.scheduleInPast;
  return null;
}

import type { CampaignDto, SubscriberCountsDto, SubscriberDto } from '../shared/schemas/newsletter';

/** A row of `admin.newsletter.subscribers`: by default an active subscriber from the footer form. */
export function makeSubscriber(overrides: Partial<SubscriberDto> = {}): SubscriberDto {
  return {
    id: 1,
    email: 'jess@example.com',
    name: 'Jess Nguyen',
    status: 'active',
    source: 'footer',
    sourceDetail: null,
    consentedAt: '2026-11-02T01:00:00.000Z',
    unsubscribedAt: null,
    ...overrides,
  };
}

/** `admin.newsletter.counts` of an empty list. */
export function makeSubscriberCounts(overrides: Partial<SubscriberCountsDto> = {}): SubscriberCountsDto {
  return { active: 0, unsubscribed: 0, bySource: [], ...overrides };
}

/** A campaign as `admin.newsletter.campaigns.*` answers it: by default a draft, not started. */
export function makeCampaign(overrides: Partial<CampaignDto> = {}): CampaignDto {
  return {
    id: 3,
    subject: 'Summer sleep tips',
    body: '## Cool nights\n\nA fan, not a heater.',
    audience: 'subscribers',
    status: 'draft',
    ratePerMinute: 600,
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    progress: { total: 0, sent: 0, failed: 0, pending: 0 },
    ...overrides,
  };
}

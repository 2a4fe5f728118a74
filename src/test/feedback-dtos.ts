import type { FeedbackAdminDto } from '../shared/schemas/admin/feedback';
import type { FeedbackDto } from '../shared/schemas/feedback';

/** A member's feedback as `feedback.mine` answers it: by default a new idea. */
export function makeFeedback(overrides: Partial<FeedbackDto> = {}): FeedbackDto {
  return {
    id: 1,
    category: 'idea',
    message: 'A sleep diary I can fill in from my phone.',
    pageLink: null,
    status: 'new',
    adminNote: null,
    createdAt: new Date('2026-11-02T01:00:00Z'),
    statusChangedAt: null,
    ...overrides,
  };
}

/** A row of `admin.feedback.list`. */
export function makeAdminFeedback(overrides: Partial<FeedbackAdminDto> = {}): FeedbackAdminDto {
  return {
    ...makeFeedback(),
    userId: 7,
    username: 'sarah_mum',
    updatedAt: new Date('2026-11-02T01:00:00Z'),
    ...overrides,
  };
}

import {
  isQueueDay,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REVIEW_STATUSES,
  type ReportReason,
  type ReportTargetType,
  type ReviewStatus,
} from '../../../../shared/rules/moderation';

export interface ModerationFilters {
  status?: ReviewStatus;
  reason?: ReportReason;
  type?: ReportTargetType;
  /** The author whose items are shown (her id). */
  member?: number;
  /** First reported from and to these Sydney days (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

const day = (value: unknown) => (typeof value === 'string' && isQueueDay(value) ? value : undefined);
const memberId = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The queue's filters as the URL carries them; anything else is dropped. */
export function parseModerationSearch(search: Record<string, unknown>): ModerationFilters {
  return {
    status: oneOf(REVIEW_STATUSES, search.status),
    reason: oneOf(REPORT_REASONS, search.reason),
    type: oneOf(REPORT_TARGET_TYPES, search.type),
    member: memberId(search.member),
    from: day(search.from),
    to: day(search.to),
  };
}

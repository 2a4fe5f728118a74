import {
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
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The queue's filters as the URL carries them; anything else is dropped. */
export function parseModerationSearch(search: Record<string, unknown>): ModerationFilters {
  return {
    status: oneOf(REVIEW_STATUSES, search.status),
    reason: oneOf(REPORT_REASONS, search.reason),
    type: oneOf(REPORT_TARGET_TYPES, search.type),
  };
}

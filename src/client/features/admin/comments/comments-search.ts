import {
  COMMENT_ADMIN_SORTS,
  COMMENT_CONTENT_TYPES,
  COMMENT_STATUSES,
  type CommentAdminSort,
  type CommentContentType,
  type CommentStatus,
} from '../../../../shared/constants/comments';
import { isQueueDay } from '../../../../shared/rules/moderation';

/** /admin/comments' filters as the URL carries them (beside q and page); anything else is dropped. */
export interface CommentFilters {
  type?: CommentContentType;
  status?: CommentStatus;
  /** 'yes' reported only, 'no' never reported. */
  reported?: 'yes' | 'no';
  sort?: CommentAdminSort;
  /** The author whose comments are shown (her id). */
  member?: number;
  /** Posted from and to these Sydney days (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const day = (value: unknown) => (typeof value === 'string' && isQueueDay(value) ? value : undefined);
const memberId = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

export function parseCommentSearch(search: Record<string, unknown>): CommentFilters {
  return {
    type: oneOf(COMMENT_CONTENT_TYPES, search.type),
    status: oneOf(COMMENT_STATUSES, search.status),
    reported: oneOf(['yes', 'no'] as const, search.reported),
    sort: oneOf(COMMENT_ADMIN_SORTS, search.sort),
    member: memberId(search.member),
    from: day(search.from),
    to: day(search.to),
  };
}

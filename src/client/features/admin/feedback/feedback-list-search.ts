import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, type FeedbackCategory, type FeedbackStatus } from '../../../../shared/constants/feedback';
import { optionalText } from '../../../lib/search-params';
import { parseAdminListSearch, type AdminListSearch } from '../kit/admin-route-search';

/** /admin/feedback's filters, kept in the URL beside q and page. */
export type FeedbackFilters = { status?: FeedbackStatus; category?: FeedbackCategory };
export type FeedbackListSearch = AdminListSearch & FeedbackFilters;

/** The filters from the search params: unknown values are dropped (the filter shows All). */
export function parseFeedbackListSearch(search: Record<string, unknown>): FeedbackListSearch {
  const result: FeedbackListSearch = parseAdminListSearch(search);
  const status = optionalText(search.status);
  if ((FEEDBACK_STATUSES as readonly string[]).includes(status ?? '')) result.status = status as FeedbackStatus;
  const category = optionalText(search.category);
  if ((FEEDBACK_CATEGORIES as readonly string[]).includes(category ?? '')) result.category = category as FeedbackCategory;
  return result;
}

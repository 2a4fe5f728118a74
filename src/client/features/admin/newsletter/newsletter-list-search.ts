import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../../../shared/constants/newsletter';
import { optionalText } from '../../../lib/search-params';
import { parseAdminListSearch, type AdminListSearch } from '../kit/admin-route-search';

/** /admin/newsletter's filters, kept in the URL beside q and page. */
export type SubscriberFilters = { status?: SubscriberStatus; source?: string };
export type SubscriberListSearch = AdminListSearch & SubscriberFilters;

/** A source as the server stores it: a short name of lowercase letters, digits and dashes. */
const SOURCE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The filters from the search params: unknown values are dropped (the filter shows All). */
export function parseSubscriberListSearch(search: Record<string, unknown>): SubscriberListSearch {
  const result: SubscriberListSearch = parseAdminListSearch(search);
  const status = optionalText(search.status);
  if ((SUBSCRIBER_STATUSES as readonly string[]).includes(status ?? '')) result.status = status as SubscriberStatus;
  const source = optionalText(search.source)?.trim().toLowerCase();
  if (source && SOURCE.test(source)) result.source = source;
  return result;
}

/** GET /api/admin/newsletter/subscribers.csv with the list's search and filters (no page: all of them). */
export function subscribersCsvHref(search: Pick<SubscriberListSearch, 'q' | 'status' | 'source'>): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  if (search.source) params.set('source', search.source);
  const query = params.toString();
  return `/api/admin/newsletter/subscribers.csv${query ? `?${query}` : ''}`;
}

import type { ContentType } from '../../constants/reactions';
import type { AuditEntryDto } from './audit';

/** The dashboard's windows: "this week" and the top lists' "last 30 days". */
export const DASHBOARD_WEEK_DAYS = 7;
export const DASHBOARD_TOP_DAYS = 30;
export const DASHBOARD_TOP_LIMIT = 5;
export const DASHBOARD_LATEST_CHANGES = 10;

/** One of the most liked or saved items: how many members did it in the window. */
export interface DashboardTopItem {
  contentType: ContentType;
  contentId: number;
  title: string;
  link: string;
  count: number;
}

export interface DashboardSummaryDto {
  members: { total: number; newThisWeek: number };
  community: { threadsThisWeek: number; repliesThisWeek: number };
  mostLiked: DashboardTopItem[];
  mostSaved: DashboardTopItem[];
  /** Active newsletter subscribers: the ones /admin/newsletter lists as active. */
  newsletterSubscribers: number;
  latestChanges: AuditEntryDto[];
}

import type { ContentType } from '../../constants/reactions';
import type { ReviewDecision } from '../../rules/moderation';
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
  moderation: DashboardModerationDto;
  running: DashboardRunningDto;
}

/** The few figures of how the site runs that an admin needs (docs/OPERATING.md has the rest, at /metrics). */
export interface DashboardRunningDto {
  /** When the server process that answered started. */
  upSince: Date;
  /** Background jobs due now and not yet taken (emails, exports, webhooks), and how long the oldest waited (ms). */
  jobsWaiting: number;
  oldestJobWaitingMs: number;
  /** Emails that failed to send in the last day and haven't gone since (retrying or given up). */
  emailsFailing: number;
  /** The newest finished backup (`npm run backup` or the nightly one); null: none yet. */
  lastBackup: { finishedAt: Date; fileName: string; bytes: number } | null;
  /** When the nightly backup runs next; null: nightly backups are off (no BACKUP_DIR). */
  nextBackupAt: Date | null;
}

/** The moderation queue as the team sees it on the dashboard (docs/PRODUCT.md "Moderation"). */
export interface DashboardModerationDto {
  /** Items waiting for a decision, and when the oldest of them was first reported (null: none). */
  pending: number;
  oldestPendingAt: Date | null;
  /** This Sydney month: reports received, and the items decided in it. */
  month: {
    reports: number;
    /** The median time from an item's first report to its decision, in milliseconds (null: none decided). */
    medianDecisionMs: number | null;
    decisions: Record<ReviewDecision, number>;
  };
}

import { RELATIVE_TIME_LIMIT_MS } from '../../../shared/constants/community';
import { formatDisplayDate, toValidDate } from '../../../shared/lib/dates';
import { formatTimeAgo } from '../../../shared/lib/relative-time';

/**
 * When a post was written: how long ago within a day ('5 minutes ago', as notifications say it;
 * a forum reads as a conversation), then the site's date ('January 5, 2024').
 */
export function formatPostDate(value: Date | string, now: Date = new Date()): string {
  const date = toValidDate(value);
  if (date && now.getTime() - date.getTime() < RELATIVE_TIME_LIMIT_MS) return formatTimeAgo(date, now);
  return formatDisplayDate(value, now);
}

/**
 * A post counts as edited when it changed after it was written. A second's slack, so a post
 * whose two timestamps were taken a moment apart when it was created doesn't read as edited.
 */
export function wasEdited(post: { createdAt: Date; updatedAt: Date }): boolean {
  return new Date(post.updatedAt).getTime() - new Date(post.createdAt).getTime() > 1000;
}

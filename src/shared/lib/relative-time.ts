import { RELATIVE_TIME_LIMIT_MS } from '../constants/community';
import { INVALID_DATE_TEXT, toValidDate } from './dates';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** '45 minutes', '5 hours', '3 days': a span in its largest whole unit, rounded down (the team's waits). */
export function formatDuration(ms: number): string {
  const span = Math.max(0, ms);
  if (span < MINUTE_MS) return 'less than a minute';
  if (span < HOUR_MS) return plural(Math.floor(span / MINUTE_MS), 'minute');
  if (span < 24 * HOUR_MS) return plural(Math.floor(span / HOUR_MS), 'hour');
  return plural(Math.floor(span / (24 * HOUR_MS)), 'day');
}

/**
 * '5 minutes ago', '1 hour ago', 'less than a minute ago': how long ago `date` was, in whole
 * units rounded down, for gaps under a day. A date in the future (a clock running slightly
 * ahead of the server's) counts as just now.
 */
export function formatTimeAgo(date: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE_MS) return 'less than a minute ago';
  if (elapsed < HOUR_MS) return `${plural(Math.floor(elapsed / MINUTE_MS), 'minute')} ago`;
  return `${plural(Math.floor(elapsed / HOUR_MS), 'hour')} ago`;
}

/**
 * PRODUCT.md "Constants and limits": a notification newer than 24 hours shows how long ago it came ('5 minutes
 * ago'); an older one its date, 'Jan 5, 2024'. The date is the member's calendar day (their
 * browser's time zone, or `timeZone`), not the UTC day that content dates use: a notification
 * is a moment, and 8 am in Sydney is still the previous day in UTC.
 */
export function formatNotificationTime(value: string | Date | null | undefined, now: Date = new Date(), timeZone?: string): string {
  const date = toValidDate(value);
  if (!date) return INVALID_DATE_TEXT;
  if (now.getTime() - date.getTime() < RELATIVE_TIME_LIMIT_MS) return formatTimeAgo(date, now);
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date);
}

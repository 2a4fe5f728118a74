import { describe, expect, it } from 'vitest';
import { formatDuration, formatNotificationTime, formatTimeAgo } from './relative-time';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatTimeAgo', () => {
  it.each([
    [0, 'less than a minute ago'],
    [59 * SECOND, 'less than a minute ago'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 59 * SECOND, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR + 59 * MINUTE, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
  ])('%i ms ago gives %j', (elapsed, expected) => {
    expect(formatTimeAgo(ago(elapsed), NOW)).toBe(expected);
  });

  it('reads a time slightly in the future as just now', () => {
    expect(formatTimeAgo(new Date(NOW.getTime() + 30 * SECOND), NOW)).toBe('less than a minute ago');
  });
});

describe('formatNotificationTime', () => {
  it('is relative, with ago, under 24 hours', () => {
    expect(formatNotificationTime(ago(5 * MINUTE), NOW)).toBe('5 minutes ago');
    expect(formatNotificationTime(ago(24 * HOUR - 1), NOW, 'UTC')).toBe('23 hours ago');
  });

  it("is 'MMM d, yyyy' from 24 hours on", () => {
    expect(formatNotificationTime(ago(24 * HOUR), NOW, 'UTC')).toBe('Jun 14, 2025');
    expect(formatNotificationTime('2024-01-05T09:30:00Z', NOW, 'UTC')).toBe('Jan 5, 2024');
  });

  it("shows the member's own calendar day", () => {
    // 8 am on January 5 in Sydney is still January 4 in UTC.
    expect(formatNotificationTime('2024-01-04T21:00:00Z', NOW, 'Australia/Sydney')).toBe('Jan 5, 2024');
    expect(formatNotificationTime('2024-01-04T21:00:00Z', NOW, 'UTC')).toBe('Jan 4, 2024');
  });

  it('reads ISO strings as well as Dates, and says so when it cannot', () => {
    expect(formatNotificationTime(ago(3 * HOUR).toISOString(), NOW)).toBe('3 hours ago');
    expect(formatNotificationTime('not a date', NOW)).toBe('Invalid date');
    expect(formatNotificationTime(null, NOW)).toBe('Invalid date');
  });
});

describe('formatDuration', () => {
  it('says a span in its largest whole unit', () => {
    expect(formatDuration(30_000)).toBe('less than a minute');
    expect(formatDuration(60_000)).toBe('1 minute');
    expect(formatDuration(59 * 60_000)).toBe('59 minutes');
    expect(formatDuration(5.5 * 3_600_000)).toBe('5 hours');
    expect(formatDuration(24 * 3_600_000)).toBe('1 day');
    expect(formatDuration(3.9 * 86_400_000)).toBe('3 days');
  });
});

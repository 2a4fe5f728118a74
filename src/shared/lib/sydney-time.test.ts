import { describe, expect, it } from 'vitest';
import { formatSydneyDateTime, formatSydneyLastMinuteBefore, fromSydneyLocal, sydneyOffsetMs, toSydneyLocal } from './sydney-time';

const iso = (local: string) => fromSydneyLocal(local)?.toISOString() ?? null;

describe('Sydney wall-clock time', () => {
  it('reads winter times as AEST (+10) and summer times as AEDT (+11)', () => {
    expect(iso('2025-07-01T09:00')).toBe('2025-06-30T23:00:00.000Z');
    expect(iso('2025-01-15T09:00')).toBe('2025-01-14T22:00:00.000Z');
    expect(sydneyOffsetMs(Date.UTC(2025, 6, 1))).toBe(10 * 3_600_000);
    expect(sydneyOffsetMs(Date.UTC(2025, 0, 15))).toBe(11 * 3_600_000);
  });

  it('writes an instant as Sydney wall-clock time', () => {
    expect(toSydneyLocal('2025-06-30T23:00:00Z')).toBe('2025-07-01T09:00');
    expect(toSydneyLocal('2025-01-14T22:00:00Z')).toBe('2025-01-15T09:00');
    expect(toSydneyLocal('2024-12-31T13:30:00Z')).toBe('2025-01-01T00:30');
  });

  it('round-trips every quarter hour across the October change', () => {
    // Clocks go forward at 2:00 AEST on Sunday 5 October 2025.
    for (let t = Date.UTC(2025, 9, 4, 12); t < Date.UTC(2025, 9, 4, 20); t += 15 * 60_000) {
      expect(fromSydneyLocal(toSydneyLocal(t))!.getTime()).toBe(t);
    }
  });

  it('moves a time in the skipped October hour on by an hour', () => {
    expect(iso('2025-10-05T01:59')).toBe('2025-10-04T15:59:00.000Z');
    expect(iso('2025-10-05T02:30')).toBe('2025-10-04T16:30:00.000Z');
    expect(toSydneyLocal(fromSydneyLocal('2025-10-05T02:30')!)).toBe('2025-10-05T03:30');
    expect(iso('2025-10-05T03:00')).toBe('2025-10-04T16:00:00.000Z');
  });

  it('takes the first of the hour lived twice in April (AEDT)', () => {
    // Clocks go back at 3:00 AEDT on Sunday 6 April 2025: 2:00 to 2:59 happen twice.
    expect(iso('2025-04-06T02:30')).toBe('2025-04-05T15:30:00.000Z');
    expect(toSydneyLocal('2025-04-05T16:30:00Z')).toBe('2025-04-06T02:30');
    expect(iso('2025-04-06T03:00')).toBe('2025-04-05T17:00:00.000Z');
    expect(iso('2025-04-06T01:59')).toBe('2025-04-05T14:59:00.000Z');
  });

  it('refuses what is not a time', () => {
    for (const value of ['', '2025-02-31T10:00', '2025-13-01T10:00', '2025-01-01T24:00', '2025-01-01 10:00', '2025-01-01T10:60']) {
      expect(fromSydneyLocal(value)).toBeNull();
    }
  });

  it('formats for a list', () => {
    expect(formatSydneyDateTime('2025-10-04T16:30:00Z')).toMatch(/^5 Oct 2025,? 3:30\sam$/);
    expect(formatSydneyDateTime('nonsense')).toBe('');
  });
});

describe('deadlines', () => {
  it('shows the end of a month as its last minute in Sydney', () => {
    // 1 December 2026 00:00 in Sydney (UTC+11) is 30 November 13:00 UTC.
    expect(formatSydneyLastMinuteBefore(new Date('2026-11-30T13:00:00Z'))).toBe('30 Nov 2026, 11:59 pm');
  });
});

import { describe, expect, it } from 'vitest';
import {
  endOfSydneyDay,
  formatSydneyDateTime,
  formatSydneyLastMinuteBefore,
  fromSydneyLocal,
  monthName,
  previousMonth,
  startOfSydneyDay,
  sydneyDayOf,
  sydneyMonthBounds,
  sydneyMonthOf,
  sydneyOffsetMs,
  toSydneyLocal,
} from './sydney-clock';

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

describe('Sydney days', () => {
  it('ends a day at midnight Sydney time, in summer (UTC+11) and winter (UTC+10)', () => {
    expect(endOfSydneyDay('2027-01-15').toISOString()).toBe('2027-01-15T12:59:59.999Z');
    expect(endOfSydneyDay('2027-07-15').toISOString()).toBe('2027-07-15T13:59:59.999Z');
  });

  it('is right on the days the clocks change', () => {
    // Summer time ends on Sunday 4 April 2027 at 3 am and starts on Sunday 3 October 2027 at 2 am.
    expect(endOfSydneyDay('2027-04-04').toISOString()).toBe('2027-04-04T13:59:59.999Z');
    expect(endOfSydneyDay('2027-10-03').toISOString()).toBe('2027-10-03T12:59:59.999Z');
  });

  it('reads back the day an instant falls on in Sydney', () => {
    for (const day of ['2027-01-15', '2027-04-04', '2027-07-15', '2027-10-03', '2027-12-31']) {
      expect(sydneyDayOf(endOfSydneyDay(day))).toBe(day);
    }
    expect(sydneyDayOf('2027-03-31T00:00:00.000Z')).toBe('2027-03-31');
  });
});

describe('Sydney days and months as instants', () => {
  it('starts a day at Sydney midnight, in summer and in winter', () => {
    expect(startOfSydneyDay('2027-01-15').toISOString()).toBe('2027-01-14T13:00:00.000Z');
    expect(startOfSydneyDay('2027-07-15').toISOString()).toBe('2027-07-14T14:00:00.000Z');
    expect(startOfSydneyDay('2027-03-01').toISOString()).toBe('2027-02-28T13:00:00.000Z');
  });

  it('bounds a month from its first Sydney midnight to the next month’s, daylight saving included', () => {
    expect(sydneyMonthBounds('2027-04')).toEqual({
      start: new Date('2027-03-31T13:00:00.000Z'),
      end: new Date('2027-04-30T14:00:00.000Z'),
    });
    expect(sydneyMonthBounds('2026-12')).toEqual({
      start: new Date('2026-11-30T13:00:00.000Z'),
      end: new Date('2026-12-31T13:00:00.000Z'),
    });
    expect(sydneyMonthOf(new Date('2027-03-31T13:30:00.000Z'))).toBe('2027-04');
    expect(sydneyMonthOf(new Date('2027-03-31T12:59:59.999Z'))).toBe('2027-03');
  });
});

describe('months', () => {
  it('steps back across a year and names a month', () => {
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(monthName('2026-11')).toBe('November 2026');
  });
});

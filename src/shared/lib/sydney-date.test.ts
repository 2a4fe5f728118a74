import { describe, expect, it } from 'vitest';
import { endOfSydneyDay, monthName, previousMonth, startOfSydneyDay, sydneyDayOf, sydneyMonthBounds, sydneyMonthOf } from './sydney-date';

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

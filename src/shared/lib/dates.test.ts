import { describe, expect, it } from 'vitest';
import { displayYear, formatDisplayDate, formatShortDate, INVALID_DATE_TEXT, toValidDate } from './dates';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('formatDisplayDate', () => {
  it.each([
    ['2024-01-05', 'January 5, 2024'],
    ['2024-01-05T00:00:00Z', 'January 5, 2024'],
    ['2024-01-05T23:59:59Z', 'January 5, 2024'],
    ['2024-12-31T10:00:00.000Z', 'December 31, 2024'],
    ['2023-09-30', 'September 30, 2023'],
    ['  2024-02-29  ', 'February 29, 2024'],
    ['1999-07-04', 'July 4, 1999'],
  ])('%j gives %j', (value, expected) => {
    expect(formatDisplayDate(value, NOW)).toBe(expected);
  });

  it('formats a Date', () => {
    expect(formatDisplayDate(new Date(Date.UTC(2024, 0, 5)), NOW)).toBe('January 5, 2024');
  });

  it('shows the UTC day of a timestamp with an offset', () => {
    expect(formatDisplayDate('2024-01-05T08:00:00+10:00', NOW)).toBe('January 4, 2024');
  });

  it.each([[null], [undefined], [''], ['   '], ['not a date'], ['2024-13-45'], ['+275761-01-01']])('%j gives Invalid date', (value) => {
    expect(formatDisplayDate(value, NOW)).toBe(INVALID_DATE_TEXT);
  });

  it('treats an invalid Date and garbage types as Invalid date', () => {
    expect(INVALID_DATE_TEXT).toBe('Invalid date');
    expect(formatDisplayDate(new Date('nope'), NOW)).toBe('Invalid date');
    expect(formatDisplayDate(12 as unknown as string, NOW)).toBe('Invalid date');
    expect(formatDisplayDate({} as unknown as string, NOW)).toBe('Invalid date');
  });

  describe('year rule', () => {
    it('replaces the year 2050 with the current year, keeping month and day', () => {
      expect(formatDisplayDate('2050-03-14', NOW)).toBe('March 14, 2025');
    });

    it('replaces 2050 even when it is within 5 years', () => {
      expect(formatDisplayDate('2050-03-14', new Date('2048-01-01T00:00:00Z'))).toBe('March 14, 2048');
    });

    it('replaces a year more than 5 years ahead', () => {
      expect(formatDisplayDate('2031-01-05', NOW)).toBe('January 5, 2025');
      expect(formatDisplayDate('2099-12-25', NOW)).toBe('December 25, 2025');
    });

    it('keeps a year exactly 5 years ahead, or nearer', () => {
      expect(formatDisplayDate('2030-01-05', NOW)).toBe('January 5, 2030');
      expect(formatDisplayDate('2026-01-05', NOW)).toBe('January 5, 2026');
    });

    it('keeps 2049 and 2051 when they are within 5 years', () => {
      expect(formatDisplayDate('2049-05-01', new Date('2047-01-01T00:00:00Z'))).toBe('May 1, 2049');
      expect(formatDisplayDate('2051-05-01', new Date('2047-01-01T00:00:00Z'))).toBe('May 1, 2051');
    });

    it('keeps February 29 as stored when the current year has none', () => {
      expect(formatDisplayDate('2052-02-29', NOW)).toBe('February 29, 2025');
    });

    it('defaults now to the real clock', () => {
      const thisYear = new Date().getUTCFullYear();
      expect(formatDisplayDate('2050-01-05')).toBe(`January 5, ${thisYear}`);
    });

    it('uses the real clock when now is invalid', () => {
      const thisYear = new Date().getUTCFullYear();
      expect(formatDisplayDate('2050-01-05', new Date('nope'))).toBe(`January 5, ${thisYear}`);
    });
  });
});

describe('formatShortDate', () => {
  it.each([
    ['2024-01-05', 'Jan 5, 2024'],
    ['2024-12-31T23:00:00Z', 'Dec 31, 2024'],
    ['2050-03-14', 'Mar 14, 2025'],
    ['2040-07-01', 'Jul 1, 2025'],
  ])('%j gives %j', (value, expected) => {
    expect(formatShortDate(value, NOW)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['garbage']])('%j gives Invalid date', (value) => {
    expect(formatShortDate(value, NOW)).toBe('Invalid date');
  });
});

describe('displayYear', () => {
  it.each([
    [2024, 2025, 2024],
    [2030, 2025, 2030],
    [2031, 2025, 2025],
    [2050, 2025, 2025],
    [2050, 2047, 2047],
    [1900, 2025, 1900],
  ])('%j in %j shows %j', (year, currentYear, expected) => {
    expect(displayYear(year, currentYear)).toBe(expected);
  });
});

describe('toValidDate', () => {
  it('reads ISO strings and Dates', () => {
    expect(toValidDate('2024-01-05')?.toISOString()).toBe('2024-01-05T00:00:00.000Z');
    const date = new Date();
    expect(toValidDate(date)).toBe(date);
  });

  it.each([[null], [undefined], [''], [' '], ['soon'], [new Date(Number.NaN)]])('%j gives null', (value) => {
    expect(toValidDate(value)).toBeNull();
  });
});

describe('the hand-written formats', () => {
  const intl = (month: 'long' | 'short') => new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });

  it("write every day of a leap year as Intl's en-US formats in UTC do", () => {
    const [long, short] = [intl('long'), intl('short')];
    for (let day = 0; day < 366; day++) {
      // 23:30 UTC: the UTC day, whatever the zone of the machine running the test.
      const date = new Date(Date.UTC(2024, 0, 1 + day, 23, 30));
      expect(formatDisplayDate(date, NOW)).toBe(long.format(date));
      expect(formatShortDate(date, NOW)).toBe(short.format(date));
    }
  });
});

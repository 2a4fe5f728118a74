import { describe, expect, it } from 'vitest';
import { addOneMonth, EXPIRES_SOON_TEXT, isExpiringSoon, isPerkCurrent } from './perk-expiry';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('isExpiringSoon', () => {
  it('labels the perk with the spec text', () => {
    expect(EXPIRES_SOON_TEXT).toBe('Expires soon');
  });

  it.each([
    ['2025-06-15T12:00:01Z', true],
    ['2025-06-16', true],
    ['2025-07-01T00:00:00Z', true],
    ['2025-07-15T11:59:59Z', true],
    ['2025-07-15T12:00:00Z', false],
    ['2025-07-16', false],
    ['2026-01-01', false],
    ['2025-06-15T12:00:00Z', false],
    ['2025-06-15T11:59:59Z', false],
    ['2024-01-01', false],
  ])('expiry %j gives %j', (expiry, expected) => {
    expect(isExpiringSoon(expiry, NOW)).toBe(expected);
  });

  it('takes a Date', () => {
    expect(isExpiringSoon(new Date('2025-06-20T00:00:00Z'), NOW)).toBe(true);
    expect(isExpiringSoon(new Date('2025-09-20T00:00:00Z'), NOW)).toBe(false);
  });

  it('counts a calendar month, so February is shorter', () => {
    const endOfJanuary = new Date('2025-01-31T09:00:00Z');
    expect(isExpiringSoon('2025-02-28T08:59:59Z', endOfJanuary)).toBe(true);
    expect(isExpiringSoon('2025-02-28T09:00:00Z', endOfJanuary)).toBe(false);
    expect(isExpiringSoon('2025-03-02', endOfJanuary)).toBe(false);
  });

  it.each([[null], [undefined], [''], ['   '], ['never'], [new Date('nope')]])('%j never expires soon', (expiry) => {
    expect(isExpiringSoon(expiry, NOW)).toBe(false);
  });

  it('is false when now is invalid', () => {
    expect(isExpiringSoon('2025-06-20', new Date('nope'))).toBe(false);
  });

  it('defaults now to the real clock', () => {
    expect(isExpiringSoon(new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(true);
    expect(isExpiringSoon(new Date(Date.now() - 1000))).toBe(false);
  });
});

describe('addOneMonth', () => {
  it.each([
    ['2025-06-15T12:00:00.000Z', '2025-07-15T12:00:00.000Z'],
    ['2025-01-31T09:00:00.000Z', '2025-02-28T09:00:00.000Z'],
    ['2024-01-31T09:00:00.000Z', '2024-02-29T09:00:00.000Z'],
    ['2025-03-31T00:00:00.000Z', '2025-04-30T00:00:00.000Z'],
    ['2025-12-31T23:59:59.999Z', '2026-01-31T23:59:59.999Z'],
    ['2025-02-28T00:00:00.000Z', '2025-03-28T00:00:00.000Z'],
  ])('%j gives %j', (from, expected) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(expected);
  });

  it('leaves its argument alone', () => {
    const date = new Date('2025-01-31T00:00:00Z');
    addOneMonth(date);
    expect(date.toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });
});

describe('isPerkCurrent', () => {
  it.each([
    [null, true],
    ['2025-06-15T12:00:00.001Z', true],
    ['2026-01-01', true],
    ['2025-06-15T12:00:00Z', false],
    ['2025-06-15T11:59:59.999Z', false],
    ['2024-01-01', false],
    ['never', false],
  ])('expiry %j: current %j', (expiry, expected) => {
    expect(isPerkCurrent(expiry, NOW)).toBe(expected);
  });

  it('takes a Date and defaults now to the real clock', () => {
    expect(isPerkCurrent(new Date(Date.now() + 60_000))).toBe(true);
    expect(isPerkCurrent(new Date(Date.now() - 1))).toBe(false);
  });
});

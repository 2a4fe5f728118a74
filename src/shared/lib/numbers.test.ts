import { describe, expect, it } from 'vitest';
import { formatFileSize, formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes numbers as the site does, with thousands separated', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2.5)).toBe('2.5');
  });

  it("writes every kind of number as Intl's en-AU format does", () => {
    const intl = new Intl.NumberFormat('en-AU');
    const values = [0, -0, 1, -1, 999, 1000, -1000, 99_999, 100_000, 123_456_789, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    const others = [2 ** 60, 0.5, -2.25, 1234.5678, 1e21, NaN, Infinity, -Infinity];
    for (const value of [...values, ...others]) expect(formatNumber(value)).toBe(intl.format(value));
    for (let value = 1; value < 1e15; value = value * 7 + 3) expect(formatNumber(value)).toBe(intl.format(value));
  });
});

describe('formatFileSize', () => {
  it('writes a size in its largest unit, one decimal under 10', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(4.2 * 1024 * 1024)).toBe('4.2 MB');
    expect(formatFileSize(350 * 1024 * 1024)).toBe('350 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});

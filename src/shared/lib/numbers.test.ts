import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes numbers as the site does, with thousands separated', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2.5)).toBe('2.5');
  });
});

import { describe, expect, it } from 'vitest';
import { prizeValueToShow } from './giveaways';

describe('prizeValueToShow', () => {
  it('shows a value the prize name does not already say', () => {
    expect(prizeValueToShow({ prize: 'A baby carrier from Little Wattle Co.', value: '$180' })).toBe('$180');
    expect(prizeValueToShow({ prize: 'A $250 voucher for The Nursery Co.', value: '$250' })).toBeNull();
    expect(prizeValueToShow({ prize: 'A cot', value: null })).toBeNull();
    expect(prizeValueToShow({ prize: 'A cot', value: '' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane doe', 'JD'],
    ['Mary Jane Watson', 'MJ'],
    ['sarah', 'SA'],
    ['s', 'S'],
    ['  anna   maria  ', 'AM'],
    ['émilie dubois', 'ÉD'],
    ['mum_of_3', 'MU'],
    ['', ''],
    ['   ', ''],
  ])('%j gives %j', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });

  it('never gives more than 2 characters', () => {
    expect(getInitials('a b c d e').length).toBe(2);
  });

  it('treats null and undefined as empty', () => {
    expect(getInitials(null)).toBe('');
    expect(getInitials(undefined)).toBe('');
  });
});

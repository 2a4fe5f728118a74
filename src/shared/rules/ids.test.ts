import { describe, expect, it } from 'vitest';
import { id } from '../schemas/common';
import { checkId, ID_MAX, parseId } from './ids';

describe('checkId', () => {
  it.each([
    [1, null],
    [ID_MAX, null],
    [Number.NaN, 'Id must be a number'],
    [1.5, 'Id must be a whole number'],
    [-1.5, 'Id must be a whole number'],
    [0, 'Id must be positive'],
    [-1, 'Id must be positive'],
    [ID_MAX + 1, 'Id is too large'],
    [99_999_999_999, 'Id is too large'],
  ])('%j: %j, as the server says', (value, expected) => {
    expect(checkId(value)).toBe(expected);
    const result = id.safeParse(value);
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual(expected === null ? null : [expected]);
  });
});

describe('parseId', () => {
  it('reads the ids addresses carry', () => {
    expect(parseId('3')).toBe(3);
    expect(parseId(3)).toBe(3);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('gives null for anything that is not one', () => {
    for (const value of ['0', '2147483648', '-1', '1.5', '1e3', ' 3', '', 'abc', '00000000001', 0, 1.5, -2, null, undefined, {}, true]) {
      expect(parseId(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('takes only what the server takes', () => {
    for (const value of ['1', '42', '2147483647', '2147483648', '0', '9999999999']) {
      expect(parseId(value) !== null, value).toBe(id.safeParse(value).success);
    }
  });
});

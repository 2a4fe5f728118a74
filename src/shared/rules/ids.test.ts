import { describe, expect, it } from 'vitest';
import { id } from '../schemas/common';
import { checkId, ID_MAX, ID_TEXT, parseId } from './ids';

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

describe('the id schema', () => {
  it('takes a number or a string of digits', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    expect(id.parse('2147483647')).toBe(ID_MAX);
  });

  it.each([true, [1], '1e1', ' 2 ', '2 ', '+2', '0x10', '1.0', '', null, {}, Number.POSITIVE_INFINITY])(
    'refuses %j, which Number() would read as a number',
    (value) => {
      const result = id.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([ID_TEXT.notNumber]);
    },
  );

  it('says a long run of digits is too large', () => {
    expect(id.safeParse('99999999999999999999').error?.issues.map((issue) => issue.message)).toEqual([ID_TEXT.tooLarge]);
  });
});

describe('parseId', () => {
  it('reads the ids addresses carry', () => {
    expect(parseId('3')).toBe(3);
    expect(parseId(3)).toBe(3);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('gives null for anything that is not one', () => {
    for (const value of ['0', '2147483648', '-1', '1.5', '1e3', ' 3', '', 'abc', 0, 1.5, -2, null, undefined, {}, true, [1]]) {
      expect(parseId(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('takes only what the server takes', () => {
    for (const value of ['1', '42', '007', '2147483647', '2147483648', '0', '9999999999', ' 2 ', '1e1']) {
      expect(parseId(value) !== null, value).toBe(id.safeParse(value).success);
    }
  });
});

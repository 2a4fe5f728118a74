import { describe, expect, it } from 'vitest';
import { plainText } from '../schemas/text';
import { checkPlainText } from './text';

describe('checkPlainText', () => {
  it.each([
    ['Hello', null],
    ['Tabs\tnew lines\nand returns\r are typed', null],
    ['emoji 🎉 and accents é', null],
    ['nul\u0000', 'Note contains characters that are not allowed'],
    ['bell\u0007', 'Note contains characters that are not allowed'],
    ['escape\u001b[31m', 'Note contains characters that are not allowed'],
    ['delete\u007f', 'Note contains characters that are not allowed'],
  ])('%j: %j, as the server says', (value, expected) => {
    expect(checkPlainText('Note', value)).toBe(expected);
    const result = plainText('Note').safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emailSchema } from '../schemas/auth';
import { checkEmail, EMAIL_PATTERN } from './email';

describe('checkEmail', () => {
  it('uses the pattern of zod’s z.email(), unchanged', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    ['sarah@example.com', null],
    ['  jo.li+news@example.com.au ', null],
    ["o'brien@example.ie", null],
    ['not-an-email', 'Please enter a valid email address'],
    ['jo@example', 'Please enter a valid email address'],
    ['.jo@example.com', 'Please enter a valid email address'],
    ['jo..li@example.com', 'Please enter a valid email address'],
    ['', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Email is too long'],
  ])('%j: %j, as the server says', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
    const result = emailSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });
});

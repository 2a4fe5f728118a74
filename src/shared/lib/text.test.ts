import { describe, expect, it } from 'vitest';
import { DEBUG_PREVIEW_LENGTH, endSentence, THREAD_PREVIEW_LENGTH, truncate } from './text';

describe('truncate', () => {
  it.each([
    ['hello', 10, 'hello'],
    ['hello', 5, 'hello'],
    ['hello!', 5, 'hello...'],
    ['hello world', 6, 'hello...'],
    ['hello   world', 8, 'hello...'],
    ['', 5, ''],
    ['abc', 0, '...'],
  ])('%j cut at %j gives %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('keeps the first 120 characters of a thread preview, then the ellipsis', () => {
    expect(THREAD_PREVIEW_LENGTH).toBe(120);
    const long = 'a'.repeat(200);
    expect(truncate(long, THREAD_PREVIEW_LENGTH)).toBe(`${'a'.repeat(120)}...`);
    expect(truncate('a'.repeat(120), THREAD_PREVIEW_LENGTH)).toBe('a'.repeat(120));
    expect(truncate('a'.repeat(121), THREAD_PREVIEW_LENGTH)).toBe(`${'a'.repeat(120)}...`);
  });

  it('cuts debug panel descriptions at 50', () => {
    expect(DEBUG_PREVIEW_LENGTH).toBe(50);
    expect(truncate('b'.repeat(51), DEBUG_PREVIEW_LENGTH)).toBe(`${'b'.repeat(50)}...`);
  });

  it('never splits a surrogate pair', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
    // Four UTF-16 units but two characters: not cut at all.
    expect(truncate('😀😀', 3)).toBe('😀😀');
    expect(truncate('😀😀', 2)).toBe('😀😀');
  });

  it('treats null, undefined and garbage as empty', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
    expect(truncate(42 as unknown as string, 5)).toBe('');
  });

  it('copes with odd limits', () => {
    expect(truncate('hello', Number.POSITIVE_INFINITY)).toBe('hello');
    expect(truncate('hello', Number.NaN)).toBe('hello');
    expect(truncate('hello', -3)).toBe('...');
    expect(truncate('hello', 2.7)).toBe('he...');
  });
});

describe('endSentence', () => {
  it('adds a full stop only where the text has no end of its own', () => {
    expect(endSentence('A baby carrier')).toBe('A baby carrier.');
    expect(endSentence('A baby carrier from Little Wattle Co.')).toBe('A baby carrier from Little Wattle Co.');
    expect(endSentence('A surprise! ')).toBe('A surprise!');
    expect(endSentence('Guess what?')).toBe('Guess what?');
  });
});

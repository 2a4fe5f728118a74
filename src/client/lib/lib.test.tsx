import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';
import { optionalText, textParams } from './search-params';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/perks')).toBe('/perks');
    expect(safeRedirect('/community/thread/4?page=2#reply')).toBe('/community/thread/4?page=2#reply');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'perks', '', 42, undefined]) {
      expect(safeRedirect(value), String(value)).toBe('/');
    }
  });

  it('uses the given fallback', () => {
    expect(safeRedirect(undefined, '/admin')).toBe('/admin');
  });
});

describe('search params', () => {
  it('reads router-parsed values back as text', () => {
    expect(optionalText('sleep')).toBe('sleep');
    expect(optionalText(123)).toBe('123');
    expect(optionalText(true)).toBe('true');
    expect(optionalText({ a: 1 })).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
  });

  it('keeps only the named params, as text, and leaves out absent ones', () => {
    expect(textParams({ redirect: '/perks', other: 1 }, ['redirect'])).toEqual({ redirect: '/perks' });
    expect(textParams({ q: 123, t: 1700000000000 }, ['q', 't'])).toEqual({ q: '123', t: '1700000000000' });
    const missing = textParams({ redirect: ['x'], token: { a: 1 } }, ['redirect', 'token', 'q']);
    expect(Object.keys(missing)).toEqual([]);
  });
});

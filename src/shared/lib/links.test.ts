import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './links';

describe('isSameSitePath', () => {
  it('takes paths on this site', () => {
    for (const path of ['/', '/community', '/community/thread/4#reply-9', '/perks?category=baby']) {
      expect(isSameSitePath(path), path).toBe(true);
    }
  });

  it('refuses whatever a browser would take to another host, or is no path', () => {
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example',
      'community',
      '',
      ' /perks',
    ]) {
      expect(isSameSitePath(link), JSON.stringify(link)).toBe(false);
    }
  });
});

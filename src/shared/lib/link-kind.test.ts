import { describe, expect, it } from 'vitest';
import { linkKind } from './link-kind';

describe('linkKind', () => {
  const origin = 'https://mamavillage.com.au';
  it('tells our pages from other sites', () => {
    expect(linkKind('/recipes', origin)).toBe('internal');
    expect(linkKind('https://mamavillage.com.au/blog', origin)).toBe('internal');
    expect(linkKind('https://example.com', origin)).toBe('external');
    expect(linkKind('//example.com/x', origin)).toBe('external');
    expect(linkKind('mailto:hello@example.com', origin)).toBe('other');
    expect(linkKind('#section', origin)).toBe('other');
  });
});

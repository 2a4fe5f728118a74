import { describe, expect, it } from 'vitest';
import { updateSiteContentInput } from '../schemas/content';
import { CONTENT_LINK_TEXT, checkContentLink } from './site-content';

describe('checkContentLink', () => {
  it('takes empty, site paths and http(s) addresses', () => {
    for (const link of ['', '/community', 'https://example.com/a', 'http://example.com']) expect(checkContentLink(link)).toBeNull();
  });

  it('refuses scripts, other schemes and addresses to another host', () => {
    for (const link of ['javascript:alert(1)', '//evil.example', 'mailto:a@b.c', 'community']) {
      expect(checkContentLink(link)).toBe(CONTENT_LINK_TEXT.invalid);
    }
  });

  it('is the rule the server applies, with the same words', () => {
    const result = updateSiteContentInput.safeParse({ key: 'home_hero', content: { cta: { text: 'Go', link: 'javascript:alert(1)' } } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTENT_LINK_TEXT.invalid]);
  });
});

import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT } from '../constants/feedback';
import { checkAdminNote, checkFeedbackMessage, checkPageLink, sitePathOf } from './feedback';

const SITE = 'https://mamavillage.com.au';

describe('feedback rules', () => {
  it('a message: 1 to 2,000 characters once trimmed, plain text', () => {
    expect(checkFeedbackMessage('  Love it  ')).toBeNull();
    expect(checkFeedbackMessage(` ${'a'.repeat(2000)} `)).toBeNull();
    expect(checkFeedbackMessage('a'.repeat(2001))).toBe('Message must be at most 2,000 characters');
    expect(checkFeedbackMessage(' \n ')).toBe(FEEDBACK_TEXT.messageRequired);
    expect(checkFeedbackMessage('bad\u0000byte')).toBe('Message contains characters that are not allowed');
    expect(checkAdminNote('')).toBeNull();
    expect(checkAdminNote('n'.repeat(1001))).toBe('Note must be at most 1,000 characters');
  });

  it('a page link: empty, a path of this site or an http(s) address; never a script', () => {
    for (const ok of ['', '  ', '/recipes/oats', '/search?q=sleep#top', 'https://mamavillage.com.au/perks', 'http://localhost:3000/x']) {
      expect(checkPageLink(ok), ok).toBeNull();
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'recipes',
      '//evil.example',
      '/\\evil.example',
      '/a b',
      'https://',
      'mailto:a@b.c',
    ]) {
      expect(checkPageLink(bad), bad).toBe(FEEDBACK_TEXT.pageLinkInvalid);
    }
    expect(checkPageLink(`/${'a'.repeat(500)}`)).toBe('Page link must be at most 500 characters');
  });

  it('keeps a link as a path of this site, refusing another site’s address', () => {
    expect(sitePathOf('', SITE)).toEqual({ path: null });
    expect(sitePathOf(' /perks ', SITE)).toEqual({ path: '/perks' });
    expect(sitePathOf('https://mamavillage.com.au/recipes/oats?s=2#steps', SITE)).toEqual({ path: '/recipes/oats?s=2#steps' });
    expect(sitePathOf('https://mamavillage.com.au', SITE)).toEqual({ path: '/' });
    expect(sitePathOf('https://evil.example/recipes', SITE)).toEqual({ problem: FEEDBACK_TEXT.pageLinkOtherSite });
    expect(sitePathOf('http://mamavillage.com.au/x', SITE)).toEqual({ problem: FEEDBACK_TEXT.pageLinkOtherSite });
    expect(sitePathOf('javascript:alert(1)', SITE)).toEqual({ problem: FEEDBACK_TEXT.pageLinkInvalid });
  });
});

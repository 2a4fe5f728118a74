import { describe, expect, it } from 'vitest';
import { tokenizePost, type PostToken } from './post-tokens';

const joined = (tokens: PostToken[]) => tokens.map((token) => token.text).join('');

describe('tokenizePost', () => {
  it('keeps plain text as one token, line breaks and all', () => {
    expect(tokenizePost('Hello\n\nmums')).toEqual([{ type: 'text', text: 'Hello\n\nmums' }]);
    expect(tokenizePost('')).toEqual([]);
  });

  it('turns http and https addresses into links', () => {
    expect(tokenizePost('See https://raisingchildren.net.au/babies and http://example.com')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://raisingchildren.net.au/babies', href: 'https://raisingchildren.net.au/babies' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://example.com', href: 'http://example.com/' },
    ]);
    expect(tokenizePost('HTTPS://Example.com/A')[0]).toEqual({
      type: 'link',
      text: 'HTTPS://Example.com/A',
      href: 'https://example.com/A',
    });
  });

  it('leaves sentence punctuation and unopened brackets out of the address', () => {
    expect(tokenizePost('Read https://a.com/x.')).toEqual([
      { type: 'text', text: 'Read ' },
      { type: 'link', text: 'https://a.com/x', href: 'https://a.com/x' },
      { type: 'text', text: '.' },
    ]);
    expect(tokenizePost('(see https://a.com/x)!')[1]).toMatchObject({ type: 'link', text: 'https://a.com/x' });
    expect(tokenizePost('https://en.wikipedia.org/wiki/Sleep_(disambiguation)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Sleep_(disambiguation)',
    });
    expect(tokenizePost('Really? https://a.com/?q=1,')[1]).toMatchObject({ text: 'https://a.com/?q=1' });
  });

  it('never links other schemes, bare domains or half addresses', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<b>x</b>',
      'www.example.com',
      'https://',
      'xhttps://evil.com',
      'ftp://files.com',
    ]) {
      expect(
        tokenizePost(text).filter((token) => token.type === 'link'),
        text,
      ).toEqual([]);
    }
  });

  it('stops an address at quotes and angle brackets', () => {
    const tokens = tokenizePost('<a href="https://a.com/x">click</a>');
    expect(tokens.find((token) => token.type === 'link')).toMatchObject({ text: 'https://a.com/x', href: 'https://a.com/x' });
    expect(joined(tokens)).toBe('<a href="https://a.com/x">click</a>');
  });

  it('marks @username mentions, as the server reads them', () => {
    expect(tokenizePost('Thanks @kate_m, and @jess.')).toEqual([
      { type: 'text', text: 'Thanks ' },
      { type: 'mention', text: '@kate_m', username: 'kate_m' },
      { type: 'text', text: ', and ' },
      { type: 'mention', text: '@jess', username: 'jess' },
      { type: 'text', text: '.' },
    ]);
    expect(tokenizePost('mail kate@example.com').every((token) => token.type !== 'mention')).toBe(true);
  });

  it('does not find mentions inside addresses', () => {
    const tokens = tokenizePost('https://example.com/path?u=@kate_m and @jess');
    expect(tokens.filter((token) => token.type === 'mention')).toEqual([{ type: 'mention', text: '@jess', username: 'jess' }]);
    expect(tokens[0]).toMatchObject({ type: 'link', text: 'https://example.com/path?u=@kate_m' });
  });

  it('gives back the whole text when joined', () => {
    const text = 'Hi @kate!\nTry https://a.com/b?c=d#e (it helped) or http://x.org.\n\n<script>alert(1)</script>';
    expect(joined(tokenizePost(text))).toBe(text);
  });
});

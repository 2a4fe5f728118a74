import { describe, expect, it } from 'vitest';
import { absoluteUrl, documentTitle, escapeHtml, pageMeta, renderHeadTags, summaryOf } from './meta';

const PUBLIC_URL = 'https://mamavillage.example/';

function content(tags: ReturnType<typeof pageMeta>, key: string): string | undefined {
  for (const tag of tags) {
    if (tag.tag === 'meta' && (('name' in tag && tag.name === key) || ('property' in tag && tag.property === key))) return tag.content;
  }
  return undefined;
}

describe('pageMeta', () => {
  it('gives a page its title, description, canonical address, Open Graph and Twitter tags', () => {
    const tags = pageMeta({
      title: 'Sleep tips',
      description: 'How to sleep',
      path: '/blog/sleep-tips',
      publicUrl: PUBLIC_URL,
      image: '/og/blog/sleep-tips.png',
      type: 'article',
    });
    expect(tags[0]).toEqual({ tag: 'title', text: 'Sleep tips · Mama Village' });
    expect(content(tags, 'description')).toBe('How to sleep');
    expect(tags).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://mamavillage.example/blog/sleep-tips' });
    expect(content(tags, 'og:type')).toBe('article');
    expect(content(tags, 'og:title')).toBe('Sleep tips');
    expect(content(tags, 'og:url')).toBe('https://mamavillage.example/blog/sleep-tips');
    expect(content(tags, 'og:image')).toBe('https://mamavillage.example/og/blog/sleep-tips.png');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe('https://mamavillage.example/og/blog/sleep-tips.png');
  });

  it('falls back to the site name, the default description and the default PNG image', () => {
    const tags = pageMeta({ path: '/', publicUrl: PUBLIC_URL });
    expect(tags[0]).toEqual({ tag: 'title', text: 'Mama Village' });
    expect(content(tags, 'description')).toBe('Community & Resources for Mums');
    expect(content(tags, 'og:image')).toBe('https://mamavillage.example/og/default.png');
    expect(content(tags, 'og:type')).toBe('website');
  });

  it('gives a noindex page no canonical address', () => {
    const tags = pageMeta({ title: 'Page not found', path: '/x', publicUrl: PUBLIC_URL, noindex: true });
    expect(content(tags, 'robots')).toBe('noindex');
    expect(tags.some((tag) => tag.tag === 'link')).toBe(false);
  });
});

describe('renderHeadTags', () => {
  it('escapes content so no title can open a tag or leave its attribute', () => {
    const html = renderHeadTags(
      pageMeta({ title: '</title><script>alert(1)</script>', description: '" onload="x', path: '/a', publicUrl: PUBLIC_URL }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onload="');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Mama Village</title>');
    expect(html).toContain('<meta name="description" content="&quot; onload=&quot;x" />');
  });
});

describe('helpers', () => {
  it('documentTitle adds the site name', () => {
    expect(documentTitle('Terms of Use')).toBe('Terms of Use · Mama Village');
    expect(documentTitle()).toBe('Mama Village');
  });

  it('absoluteUrl joins PUBLIC_URL and a path, leaving absolute addresses alone', () => {
    expect(absoluteUrl('https://a.example/', '/b')).toBe('https://a.example/b');
    expect(absoluteUrl('https://a.example', 'b')).toBe('https://a.example/b');
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('summaryOf makes Markdown one short line, cut at a word', () => {
    expect(summaryOf('# Hi\n\nSome **bold** [link](https://x.example) text')).toBe('Hi Some bold link text');
    const long = summaryOf('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

import { OG_IMAGE_PATHS, SEO_TEXT } from '../../constants/seo';

/**
 * A page's head as crawlers and link previews read it, built once here for the server (which
 * writes it into the HTML it sends) and the client (which sets the same title when it draws the
 * page). Pure: no DOM, no node.
 */

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string };

export interface PageMetaInput {
  /** The page's own title; the site's name is added (none: the home page, the name alone). */
  title?: string;
  description?: string;
  /** The page's path ('/blog/x'): with `publicUrl`, its canonical address. */
  path: string;
  publicUrl: string;
  /** A path or an absolute address of a PNG (previewers can't show SVG); the default image if none. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Not for search engines (the not-found page). */
  noindex?: boolean;
}

/** "Privacy Policy · Mama Village": a page's browser-tab text; the site's name alone without a title. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} · ${SEO_TEXT.siteName}` : SEO_TEXT.siteName;
}

/** An absolute address on the site: PUBLIC_URL without its trailing slash, then the path. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** One line of at most `max` characters, cut at a word with an ellipsis: for descriptions. */
export function summaryOf(text: string, max = 160): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The head tags of a page: title, description, canonical address, Open Graph and Twitter. */
export function pageMeta(input: PageMetaInput): HeadTag[] {
  const title = documentTitle(input.title);
  const description = input.description?.trim() || SEO_TEXT.defaultDescription;
  const image = absoluteUrl(input.publicUrl, input.image || OG_IMAGE_PATHS.default);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', name: 'description', content: description },
  ];
  if (input.noindex) {
    tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
    return tags;
  }
  const url = absoluteUrl(input.publicUrl, input.path);
  tags.push(
    { tag: 'link', rel: 'canonical', href: url },
    { tag: 'meta', property: 'og:site_name', content: SEO_TEXT.siteName },
    { tag: 'meta', property: 'og:type', content: input.type ?? 'website' },
    { tag: 'meta', property: 'og:title', content: input.title ?? SEO_TEXT.siteName },
    { tag: 'meta', property: 'og:description', content: description },
    { tag: 'meta', property: 'og:url', content: url },
    { tag: 'meta', property: 'og:image', content: image },
    { tag: 'meta', property: 'og:locale', content: 'en_AU' },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: input.title ?? SEO_TEXT.siteName },
    { tag: 'meta', name: 'twitter:description', content: description },
    { tag: 'meta', name: 'twitter:image', content: image },
  );
  return tags;
}

/** Text and attribute values for HTML: nothing in them can start a tag or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The tags as HTML for the head, one a line. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'link') return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`;
      const key = 'name' in tag ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property)}"`;
      return `<meta ${key} content="${escapeHtml(tag.content)}" />`;
    })
    .join('\n    ');
}

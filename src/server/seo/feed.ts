import { SEO_TEXT } from '../../shared/constants/seo';
import { absoluteUrl } from '../../shared/lib/seo/meta';
import type { FeedPost } from './public-content';
import { escapeXml } from './xml';

export const FEED_PATH = '/feed.xml';

/** RSS 2.0 of the blog's newest live posts (dates in RFC 822, as RSS wants). */
export function rssFeed(publicUrl: string, posts: readonly FeedPost[]): string {
  const blogUrl = absoluteUrl(publicUrl, '/blog');
  const items = posts.map((post) => {
    const link = escapeXml(absoluteUrl(publicUrl, `/blog/${post.slug}`));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
      ...(post.author ? [`      <dc:creator>${escapeXml(post.author)}</dc:creator>`] : []),
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts.reduce<Date | null>((at, post) => {
    const changed = post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt;
    return !at || changed > at ? changed : at;
  }, null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(SEO_TEXT.feedTitle)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(SEO_TEXT.feedDescription)}</description>`,
    '    <language>en-au</language>',
    `    <atom:link href="${escapeXml(absoluteUrl(publicUrl, FEED_PATH))}" rel="self" type="application/rss+xml" />`,
    ...(lastBuild ? [`    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownContent } from '../../shared/lib/markdown';

/**
 * A public body (a blog post's, a resource's) as the HTML the page shows, written once here so the
 * browser needs no Markdown parser for it (36.5 KB of a post page's JavaScript) and doesn't parse
 * the body again while it takes a server-drawn page over. The rules are MarkdownContent's: nothing
 * in the Markdown reaches the page as markup, and every text is escaped by React.
 */
export function markdownHtml(markdown: string, publicUrl: string): string {
  return renderToStaticMarkup(createElement(MarkdownContent, { origin: new URL(publicUrl).origin, children: markdown }));
}

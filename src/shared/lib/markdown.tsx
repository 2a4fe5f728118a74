import type { ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { sanitizeImageUrl } from './images';
import { linkKind } from './link-kind';

function MarkdownLink({ href, origin, children }: { href?: string; origin: string; children?: ReactNode }) {
  // defaultUrlTransform has already emptied dangerous addresses (javascript:, data: ...).
  if (!href) return <>{children}</>;
  const kind = linkKind(href, origin);
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (kind === 'internal') {
    const url = new URL(href, origin);
    return <a href={`${url.pathname}${url.search}${url.hash}`}>{children}</a>;
  }
  return <a href={href}>{children}</a>;
}

function MarkdownImage({ src, alt }: { src?: string | Blob; alt?: string }) {
  const safe = typeof src === 'string' ? sanitizeImageUrl(src) : '';
  if (!safe) return null;
  return <img src={safe} alt={alt ?? ''} loading="lazy" decoding="async" />;
}

/**
 * Stored Markdown as elements, safely: no raw HTML (`skipHtml`, and no rehype-raw), dangerous link
 * addresses emptied by react-markdown's default URL check, images passed through
 * sanitizeImageUrl, links to other sites opened in a new tab without opener or referrer, links to
 * this site (`origin`) written as paths. Headings inside a body start at h2: the page's title is
 * its only h1; deeper levels keep their own (h3 … h6), so the outline stays in order.
 *
 * The server writes public bodies to HTML with it (server/content/markdown-html.ts); the admin's
 * previews and the legal pages render it in the browser (client/components/markdown.tsx).
 */
export function MarkdownContent({ children, origin }: { children: string; origin: string }) {
  const components: Components = {
    h1: ({ children: text }) => <h2>{text}</h2>,
    a: ({ href, children: text }) => (
      <MarkdownLink href={href} origin={origin}>
        {text}
      </MarkdownLink>
    ),
    img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} />,
  };
  return (
    <ReactMarkdown skipHtml components={components} urlTransform={defaultUrlTransform}>
      {children}
    </ReactMarkdown>
  );
}

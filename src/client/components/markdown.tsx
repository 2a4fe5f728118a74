import { Box } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { sanitizeImageUrl } from '../../shared/lib/images';
import { siteOrigin } from '../lib/site-origin';

/**
 * Where a link points: 'internal' for a path on this site (client-side navigation), 'external'
 * for another site (new tab, no opener, no referrer). `//host/x` and `/\host/x` leave the site.
 */
export function linkKind(href: string, origin: string = siteOrigin()): 'internal' | 'external' | 'other' {
  if (href.startsWith('#')) return 'other';
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other';
  return url.origin === origin ? 'internal' : 'external';
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  const router = useRouter();
  // defaultUrlTransform has already emptied dangerous addresses (javascript:, data: ...).
  if (!href) return <>{children}</>;
  const kind = linkKind(href);
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (kind === 'internal') {
    const url = new URL(href, siteOrigin());
    const path = `${url.pathname}${url.search}${url.hash}`;
    return (
      <a
        href={path}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          void router.navigate({ href: path });
        }}
      >
        {children}
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}

function MarkdownImage({ src, alt }: { src?: string | Blob; alt?: string }) {
  const safe = typeof src === 'string' ? sanitizeImageUrl(src) : '';
  if (!safe) return null;
  return <img src={safe} alt={alt ?? ''} loading="lazy" decoding="async" />;
}

/**
 * Headings inside a body start at h2: the page's title is its only h1. Deeper levels keep their
 * own level (h3 … h6), so the outline stays in order.
 */
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} />,
};

/** Reading typography for long text: ~70 characters a line, generous line height. */
const proseStyles = {
  maxW: '70ch',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.7',
  color: 'gray.800',
  overflowWrap: 'break-word',
  '& p': { my: '4' },
  '& h2, & h3, & h4, & h5, & h6': {
    fontFamily: 'heading',
    fontWeight: 'bold',
    color: 'gray.900',
    lineHeight: '1.3',
    mt: '8',
    mb: '3',
  },
  '& h2': { fontSize: { base: '2xl', md: '3xl' } },
  '& h3': { fontSize: { base: 'xl', md: '2xl' } },
  '& h4, & h5, & h6': { fontSize: 'lg' },
  '& ul, & ol': { ps: '6', my: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: '1.5', ps: '1' },
  '& li::marker': { color: 'brand.700' },
  '& a': {
    color: 'brand.fg',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    textDecorationColor: 'brand.300',
    _hover: { textDecorationColor: 'brand.fg' },
  },
  '& blockquote': {
    my: '6',
    ps: '5',
    pe: '4',
    py: '3',
    borderStartWidth: '4px',
    borderStartColor: 'brand.solid',
    bg: 'brand.50',
    roundedEnd: 'lg',
    fontStyle: 'italic',
    color: 'gray.700',
  },
  '& blockquote p': { my: '2' },
  '& strong': { fontWeight: 'semibold', color: 'gray.900' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'gray.100', px: '1', rounded: 'sm' },
  '& pre': { bg: 'gray.100', p: '4', rounded: 'lg', overflowX: 'auto', my: '4' },
  '& pre code': { bg: 'transparent', p: '0' },
  '& hr': { my: '8', borderColor: 'gray.200' },
  '& img': { maxW: '100%', h: 'auto', rounded: 'xl', my: '6' },
} as const;

interface MarkdownProps {
  /** Markdown text. Raw HTML in it is dropped, never rendered as markup. */
  children: string;
}

/**
 * Renders stored Markdown safely: no raw HTML (`skipHtml`, and no rehype-raw), dangerous link
 * addresses emptied by react-markdown's default URL check, images passed through
 * sanitizeImageUrl, and links to other sites opened in a new tab without opener or referrer.
 */
export function Markdown({ children }: MarkdownProps) {
  return (
    <Box className="markdown-body" css={proseStyles}>
      <ReactMarkdown skipHtml components={components} urlTransform={defaultUrlTransform}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}

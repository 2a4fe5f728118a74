import { Box } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { linkKind } from '../../shared/lib/link-kind';
import { opensElsewhere } from '../lib/opens-elsewhere';
import { siteOrigin } from '../lib/site-origin';

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

/**
 * A long text in reading typography: elements (client/components/markdown.tsx), or a body the
 * server wrote to HTML from its Markdown (server/content/markdown-html.ts). A link inside it to one
 * of our pages is followed by the app: one listener for them all, so it works for both.
 */
export function Prose(props: { children: ReactNode } | { html: string }) {
  const router = useRouter();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || opensElsewhere(event) || link.target) return;
    const href = link.getAttribute('href');
    if (!href || linkKind(href, siteOrigin()) !== 'internal') return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Box
      className="markdown-body"
      css={proseStyles}
      onClick={followInternalLink}
      {...('html' in props ? { dangerouslySetInnerHTML: { __html: props.html } } : { children: props.children })}
    />
  );
}

import { notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { INFO_PAGE_PATHS, INFO_PAGES } from '../../shared/constants/info-pages';
import { SEO_TEXT } from '../../shared/constants/seo';
import { breadcrumbJsonLd, type Crumb, type JsonLd, safeJson } from '../../shared/lib/seo/json-ld';
import { type PageMetaInput, pageMeta } from '../../shared/lib/seo/meta';
import { siteOrigin } from './site-origin';

/*
 * A public page's head for crawlers and link previews (title, description, canonical address,
 * Open Graph, Twitter, JSON-LD), given by its route's `head` from the data its loader fetched.
 * Like the loaders, heads exist on the server only (`head: import.meta.env.SSR ? … : undefined`):
 * entry-server.tsx writes the deepest match's head into the HTML it sends, and in the browser a
 * page sets its tab title itself (lib/page-head.ts).
 */

/** A route's head in the router's shape. Head scripts are JSON-LD only: the site's CSP runs no inline code. */
export interface RouteHead {
  meta: ({ title: string } | { name: string; content: string } | { property: string; content: string })[];
  links: { rel: string; href: string }[];
  scripts: { type: 'application/ld+json'; children: string }[];
}

export interface RouteHeadInput extends Omit<PageMetaInput, 'publicUrl'> {
  jsonLd?: JsonLd[];
}

export function routeHead({ jsonLd = [], ...page }: RouteHeadInput): RouteHead {
  const head: RouteHead = { meta: [], links: [], scripts: [] };
  for (const tag of pageMeta({ ...page, publicUrl: siteOrigin() })) {
    if (tag.tag === 'title') head.meta.push({ title: tag.text });
    else if (tag.tag === 'link') head.links.push({ rel: tag.rel, href: tag.href });
    else head.meta.push('name' in tag ? { name: tag.name, content: tag.content } : { property: tag.property, content: tag.content });
  }
  // Escaped for a script element here, so whatever writes the head can't be made to close it.
  for (const value of jsonLd) head.scripts.push({ type: 'application/ld+json', children: safeJson(value) });
  return head;
}

/** The list pages that content pages sit under. */
const LIST_PAGE_PATHS = { blog: '/blog', recipes: '/recipes', resources: '/resources', community: '/community' } as const;
type ListPage = keyof typeof LIST_PAGE_PATHS;

// Functions, not a table of crumbs: a table built at load time would keep SEO_TEXT in the
// browser's bundle, where no head is ever built.
export function listCrumb(page: ListPage): Crumb {
  return { name: SEO_TEXT.pages[page].title, path: LIST_PAGE_PATHS[page] };
}

/** The page's place under the home page, as search results show it. */
export function breadcrumbs(...crumbs: Crumb[]): JsonLd {
  return breadcrumbJsonLd(siteOrigin(), [{ name: SEO_TEXT.home, path: '/' }, ...crumbs]);
}

/** A list page's head: its title and description, under the home page. */
export function listPageHead(page: ListPage): RouteHead {
  return routeHead({ ...SEO_TEXT.pages[page], path: LIST_PAGE_PATHS[page], jsonLd: [breadcrumbs(listCrumb(page))] });
}

/** An information page's head: the title and description its page shows and sets. */
export function infoPageHead(page: keyof typeof INFO_PAGES): RouteHead {
  return routeHead({ ...INFO_PAGES[page], path: INFO_PAGE_PATHS[page] });
}

/**
 * The data a page is about (a post, a thread), fetched by its loader: when there is no such thing
 * (or the address can't name one) the router's not-found, which the server answers with a 404.
 */
export async function pageSubject<T>(fetching: Promise<T> | null): Promise<T> {
  if (!fetching) throw notFound();
  try {
    return await fetching;
  } catch (error) {
    const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound();
    throw error;
  }
}

import { useEffect } from 'react';
import { SEO_TEXT } from '../../shared/constants/seo';
import { documentTitle } from '../../shared/lib/seo/meta';

/**
 * The page's head in the browser. The server sends a public page with its own head (title,
 * description, canonical, Open Graph, JSON-LD: its route's `head`, lib/route-head.ts); once the
 * visitor moves to another page those describe the wrong one, so the first navigation takes them
 * away, and pages that have their own title set it with usePageMeta.
 */

const SERVER_ONLY_TAGS =
  'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"], script[type="application/ld+json"]';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

function showDefaultHead() {
  document.title = documentTitle();
  descriptionTag().content = SEO_TEXT.defaultDescription;
}

/** Before the first navigation to another path: the landing page's server head goes, the defaults come back. */
export function forgetServerHeadOnNavigate(router: {
  subscribe: (event: 'onBeforeNavigate', listener: (event: { fromLocation?: unknown; pathChanged: boolean }) => void) => () => void;
}) {
  const stop = router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    // The app's first load counts as a path change (from no location): the head is still this page's.
    if (!fromLocation || !pathChanged) return;
    stop();
    for (const tag of document.head.querySelectorAll(SERVER_ONLY_TAGS)) tag.remove();
    showDefaultHead();
  });
}

/** What a page shows in the browser's tab and says of itself; no description: the site's. */
export interface PageMeta {
  title: string;
  description?: string | null;
}

/**
 * Sets the browser tab's text ("Privacy Policy · Mama Village") and the page's meta description
 * while the page is shown, and the site's defaults when it goes (as the server sends a page
 * without a head of its own). The same title the server sends a page with, so a page is named
 * alike however the visitor came to it (and a screen reader says where she has arrived).
 * `null` while the page's subject is loading: the tab keeps what it says.
 */
export function usePageMeta(meta: PageMeta | null) {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = documentTitle(title);
    descriptionTag().content = description || SEO_TEXT.defaultDescription;
    return showDefaultHead;
  }, [title, description]);
}

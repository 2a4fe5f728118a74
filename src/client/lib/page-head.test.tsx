import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetServerHeadOnNavigate, type PageMeta, usePageMeta } from './page-head';

function serverHead() {
  document.title = 'Sleep tips · Mama Village';
  document.head.innerHTML = `
    <meta name="description" content="How to settle a newborn." />
    <meta name="theme-color" content="#F5A290" />
    <link rel="canonical" href="https://example.com/blog/sleep-tips" />
    <meta property="og:title" content="Sleep tips" />
    <meta name="twitter:card" content="summary_large_image" />
    <script type="application/ld+json">{"@type":"Article"}</script>`;
}

type NavigateEvent = { fromLocation?: unknown; pathChanged: boolean };

function fakeRouter() {
  let listener: ((event: NavigateEvent) => void) | null = null;
  return {
    subscribe: (_event: 'onBeforeNavigate', next: (event: NavigateEvent) => void) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    /** The app's own first load: a path from nowhere. */
    load: () => listener?.({ pathChanged: true }),
    navigate: (pathChanged: boolean) => listener?.({ fromLocation: { pathname: '/blog/sleep-tips' }, pathChanged }),
    get listening() {
      return listener !== null;
    },
  };
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head in the browser', () => {
  it("drops the landing page's server head at the first navigation to another path", () => {
    serverHead();
    const router = fakeRouter();
    forgetServerHeadOnNavigate(router);
    router.load();
    expect(description()).toBe('How to settle a newborn.');
    router.navigate(false);
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    router.navigate(true);
    expect(document.title).toBe('Mama Village');
    expect(description()).toBe('Community & Resources for Mums');
    expect(document.head.querySelectorAll('link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(router.listening).toBe(false);
  });

  it('usePageMeta sets the shared title while shown and the defaults when the page goes', () => {
    serverHead();
    const { unmount } = renderHook(() => usePageMeta({ title: 'Pikelets', description: 'Quick pikelets.' }));
    expect(document.title).toBe('Pikelets · Mama Village');
    expect(description()).toBe('Quick pikelets.');
    unmount();
    expect(document.title).toBe('Mama Village');
    expect(description()).toBe('Community & Resources for Mums');
  });

  it('usePageMeta keeps the tab as it is while the subject loads, and gives a page without a description the default', () => {
    serverHead();
    document.title = 'Sleep tips · Mama Village';
    const { rerender } = renderHook((meta: PageMeta | null) => usePageMeta(meta), { initialProps: null as PageMeta | null });
    expect(document.title).toBe('Sleep tips · Mama Village');
    expect(description()).toBe('How to settle a newborn.');
    rerender({ title: 'Saved Items' });
    expect(document.title).toBe('Saved Items · Mama Village');
    expect(description()).toBe('Community & Resources for Mums');
  });
});

import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { hydratePageState, pageStateScript } from './page-state';

const DRAWN_AT = Date.UTC(2026, 10, 26, 10, 0);

/** A page as the server sends it, with the answers it was drawn from, and when. */
function serverPage(answers: Record<string, unknown>) {
  const server = createQueryClient();
  for (const [key, data] of Object.entries(answers)) server.setQueryData([key], data);
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = pageStateScript(server, DRAWN_AT);
  return doc;
}

/** A component's query mounting: fetched afresh whenever it mounts (`staleTime: 0`, as forum reads are). */
function mount(queryClient: ReturnType<typeof createQueryClient>, key: string, fetches: string[]) {
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: async () => {
      fetches.push(key);
      return `fresh ${key}`;
    },
    staleTime: 0,
  });
  const unmount = observer.subscribe(() => {});
  return { data: () => observer.getCurrentResult().data, unmount };
}

describe('the page state', () => {
  it('is not there on a page the browser draws', () => {
    expect(hydratePageState(createQueryClient(), document.implementation.createHTMLDocument())).toBeNull();
  });

  it('is taken as current until the visitor leaves the page, even for queries fetched afresh whenever their page opens', async () => {
    const browser = createQueryClient();
    const doc = serverPage({ replies: 'replies drawn by the server' });
    const page = hydratePageState(browser, doc)!;
    expect(doc.querySelector('script')).toBeNull();
    expect(page.drawnAt).toBe(DRAWN_AT);
    const fetches: string[] = [];

    const replies = mount(browser, 'replies', fetches);
    expect(replies.data()).toBe('replies drawn by the server');
    // A query the page did not bring is fetched as usual.
    mount(browser, 'stats', fetches);
    await waitFor(() => expect(fetches).toEqual(['stats']));
    replies.unmount();
    mount(browser, 'replies', fetches).unmount();
    expect(fetches).toEqual(['stats']);

    page.forgetPageAnswers();
    const again = mount(browser, 'replies', fetches);
    await waitFor(() => expect(again.data()).toBe('fresh replies'));
    expect(fetches).toEqual(['stats', 'replies']);
  });
});

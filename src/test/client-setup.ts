import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadToasterView, toaster } from '../client/components/ui/toaster';
import { setOnboardingAutoStart } from '../client/features/onboarding/auto-start';
import { hideTour } from '../client/features/onboarding/onboarding-store';
import { resetEmotionCache } from './emotion';
import { server } from './msw';

// Lazy chunks (pages, menus, toasts) are transformed on first use, which can take a moment: on
// a slow hour of these shared two-core hosts (npm test 290-340 s against 165-200 s), a file's first
// render of the home page went past 3 s. A hang guard, not a speed check.
configure({ asyncUtilTimeout: 5000 });

// ---- Browser APIs jsdom lacks (https://chakra-ui.com/docs/components/concepts/testing) ----

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** The viewport width media queries are evaluated against; tests change it with setViewportWidth. */
let viewportWidth = 1280;
const mediaListeners = new Set<() => void>();

/** Evaluates simple `(min-width: Npx)` / `(max-width: Npx)` queries against viewportWidth. */
function evaluateMediaQuery(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16);
    return kind === 'min' ? viewportWidth >= px : viewportWidth <= px;
  });
}

function matchMediaStub(query: string): MediaQueryList {
  const listeners = new Map<EventListenerOrEventListenerObject, () => void>();
  const list = {
    media: query,
    onchange: null,
    get matches() {
      return evaluateMediaQuery(query);
    },
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const notify = () => {
        const event = { matches: evaluateMediaQuery(query), media: query } as MediaQueryListEvent;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      listeners.set(listener, notify);
      mediaListeners.add(notify);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const notify = listeners.get(listener);
      if (notify) mediaListeners.delete(notify);
      listeners.delete(listener);
    },
    addListener: (listener: (event: MediaQueryListEvent) => void) => list.addEventListener('change', listener as EventListener),
    removeListener: (listener: (event: MediaQueryListEvent) => void) => list.removeEventListener('change', listener as EventListener),
    dispatchEvent: () => false,
  };
  return list as unknown as MediaQueryList;
}

/** Sets the width media queries see and tells listeners (desktop is 1280, mobile e.g. 390). */
export function setViewportWidth(width: number) {
  viewportWidth = width;
  for (const notify of [...mediaListeners]) notify();
}

vi.stubGlobal('ResizeObserver', ResizeObserverStub);
vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
vi.stubGlobal('matchMedia', matchMediaStub);
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
Element.prototype.setPointerCapture = vi.fn();
Element.prototype.releasePointerCapture = vi.fn();
Element.prototype.hasPointerCapture = vi.fn(() => false);

// ---- Each test file starts from a blank page ----
// The client project shares one jsdom and one module graph among the files a worker runs
// (isolate: false in vite.config.ts); this file runs again before each of them. What a page could
// leave behind is reset here, so a file sees what it would see in a fresh window.

function resetWindow() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.replaceChildren();
  document.body.removeAttribute('style');
}

// ---- msw: every request must have a handler ----

beforeAll(async () => {
  resetWindow();
  // The sign-up popup (3 s) and the tour (1 s) would open over other features' tests: they start
  // by themselves only in the onboarding tests, which turn them on.
  setOnboardingAutoStart(false);
  server.listen({ onUnhandledRequest: 'error' });
  await preloadToasterView();
});

afterEach(() => {
  cleanup();
  resetEmotionCache();
  // The toaster is a module singleton: no toast may leak into the next test.
  toaster.remove();
  // The tour's open state is a module singleton too.
  hideTour();
  server.resetHandlers();
  // recordTrpcCalls()'s listeners (src/test/msw-calls.ts) last one test.
  server.events.removeAllListeners('request:start');
  setViewportWidth(1280);
  document.body.removeAttribute('style');
});

afterAll(() => {
  server.close();
  // A file that left fake timers or stubbed globals on must not hand them to the next one.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

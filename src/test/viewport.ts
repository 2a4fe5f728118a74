import { vi } from 'vitest';

/** Every observed element is near the viewport at once (the test setup's default: none ever is). */
class ImmediateIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** For this test: what loads as the visitor scrolls near it (the home page's lower half, the footer) loads at once. */
export function everythingInView() {
  vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
}

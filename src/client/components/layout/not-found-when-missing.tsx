import { lazy, Suspense } from 'react';

// A wrong address or a missing post is rare: its page loads when it happens, not with the first
// load of every page that might say it (the server's render waits for it, so a 404 is drawn whole).
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The "Page not found" page, loaded when needed. */
export function NotFoundWhenMissing() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

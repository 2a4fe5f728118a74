import { useEffect } from 'react';
import { toaster } from './toaster';

/**
 * Shows an error toast when `failed` turns true, once per run of failures: a query that keeps
 * failing on its refetches (the unread count every 30 s) does not toast again until it has
 * succeeded in between. The fixed `id` makes every control on a page that fails the same way
 * (nine like buttons on a recipe list) share one toast instead of stacking nine.
 */
export function useFailureToast(failed: boolean, toast: { id: string; title: string; description?: string }) {
  const { id, title, description } = toast;
  useEffect(() => {
    if (!failed) return;
    // After React's commit: the toaster renders synchronously (flushSync) when told of a toast,
    // which React refuses from inside an effect.
    queueMicrotask(() => toaster.create({ id, title, description, type: 'error' }));
  }, [failed, id, title, description]);
}

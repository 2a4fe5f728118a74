import { useEffect, useRef } from 'react';

export interface QueueKeys {
  /** j (+1) and k (-1). */
  move(step: 1 | -1): void;
  /** a */
  keep(): void;
  /** r */
  remove(): void;
}

/** Where a key is text being typed (or a dialog's), not a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input:not([type="checkbox"]):not([type="radio"]), textarea, select, [role="dialog"], [role="alertdialog"]') !== null
  );
}

/**
 * The queue's shortcuts (j/k to move, a/r to keep/remove), on the whole page but never while she
 * types in a field or works in a dialog, nor with a modifier held (the browser's own shortcuts).
 */
export function useQueueKeyboard(keys: QueueKeys): void {
  // The latest handlers, without binding the listener again on every render.
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const action = {
        j: () => latest.current.move(1),
        k: () => latest.current.move(-1),
        a: latest.current.keep,
        r: latest.current.remove,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

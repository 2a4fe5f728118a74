import type { MouseEvent } from 'react';

/** A click that asks the browser for a new tab or window (another button, a modifier key): let the browser have it. */
export function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

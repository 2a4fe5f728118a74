import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/**
 * The time relative dates ('5 minutes ago') are drawn against. A server-drawn page is drawn at one
 * moment (`drawnAt`, sent with the page, which may also have been kept a while), and the browser
 * takes it over later: drawn against its own clock, a text could differ from the server's (a
 * minute boundary crossed), which React refuses as a hydration mismatch. So the takeover draws
 * against the page's moment (useSyncExternalStore's server snapshot), then against the browser's
 * clock, which moves on every minute. The snapshot is the text itself, so a date is drawn again
 * only when its words change, not on every tick nor at the takeover.
 */
const DrawnAt = createContext<number | undefined>(undefined);

export function PageClock({ drawnAt, children }: { drawnAt?: number; children: ReactNode }) {
  return <DrawnAt.Provider value={drawnAt}>{children}</DrawnAt.Provider>;
}

export const CLOCK_TICK_MS = 60_000;

let now = Date.now();
const listeners = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!ticking) {
    now = Date.now();
    ticking = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/**
 * A text drawn against now ('5 minutes ago'): against the page's moment while a server-drawn page is
 * taken over, else against the clock's.
 */
export function useClockText(draw: (now: Date) => string): string {
  const drawnAt = useContext(DrawnAt);
  return useSyncExternalStore(
    subscribe,
    () => draw(new Date(now)),
    () => draw(new Date(drawnAt ?? now)),
  );
}

import type { Timers } from '../server/timers';

/** A clock the test moves: timeouts and intervals run only when the test says. */
export function fakeTimers() {
  let nextId = 1;
  const timeouts = new Map<number, { callback: () => void; ms: number }>();
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => (timeouts.set(nextId, { callback, ms }), nextId++),
    clearTimeout: (id) => void timeouts.delete(id as number),
    setInterval: (callback, ms) => (intervals.set(nextId, { callback, ms }), nextId++),
    clearInterval: (id) => void intervals.delete(id as number),
  };
  return {
    timers,
    timeouts: () => [...timeouts.values()].map((timeout) => timeout.ms),
    intervals: () => [...intervals.values()].map((interval) => interval.ms),
    /** Runs the timeouts due now, as the passing of their time would. */
    fireTimeouts() {
      const due = [...timeouts.entries()];
      for (const [id] of due) timeouts.delete(id);
      for (const [, timeout] of due) timeout.callback();
      return due.length;
    },
    tickIntervals() {
      for (const interval of intervals.values()) interval.callback();
    },
  };
}

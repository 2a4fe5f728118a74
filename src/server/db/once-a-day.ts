import { sydneyDayOf } from '../../shared/lib/sydney-clock';
import type { Db } from './client';

/**
 * A day mark (a member's last active day, a token's last used day) written at most once a Sydney
 * day per id and app: `write` sets the row's day, changing it only when its day is another one
 * (another process may have written it). The ids written today are kept per app's services (one
 * in a process; a test's own app forgets what another test's wrote), and an id whose write failed
 * is tried again next time. The function it returns answers whether this call asked the database.
 */
export function onceADay(write: (db: Db, id: number, day: string) => Promise<unknown>) {
  const writtenToday = new WeakMap<{ db: Db }, { day: string; ids: Set<number> }>();
  return async (services: { db: Db }, id: number, now = new Date()): Promise<boolean> => {
    const day = sydneyDayOf(now);
    let today = writtenToday.get(services);
    if (!today || today.day !== day) {
      today = { day, ids: new Set() };
      writtenToday.set(services, today);
    }
    if (today.ids.has(id)) return false;
    today.ids.add(id);
    try {
      await write(services.db, id, day);
    } catch (error) {
      today.ids.delete(id);
      throw error;
    }
    return true;
  };
}

import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { sydneyDayOf } from '../../shared/lib/sydney-clock';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * The members an app has written today (a new Sydney day starts a new set), kept per app's
 * services: one in a process, and a test's own app forgets what another test's wrote.
 */
const writtenToday = new WeakMap<{ db: Db }, { day: string; ids: Set<number> }>();

/**
 * `users.lastSeenOn` = today (Sydney), at most once a day per member: a process asks the database
 * once a day per member, and the row changes only when its day is another one (another process may
 * have written it). Day precision on purpose: the team sees "last active", never her visits.
 * Answers whether this call asked the database.
 */
export async function noteSeen(services: { db: Db }, userId: number, now = new Date()): Promise<boolean> {
  const { db } = services;
  const day = sydneyDayOf(now);
  let today = writtenToday.get(services);
  if (!today || today.day !== day) {
    today = { day, ids: new Set() };
    writtenToday.set(services, today);
  }
  if (today.ids.has(userId)) return false;
  today.ids.add(userId);
  try {
    await db
      .update(users)
      .set({ lastSeenOn: day })
      .where(and(eq(users.id, userId), or(isNull(users.lastSeenOn), ne(users.lastSeenOn, day))));
  } catch (error) {
    // Tried again on her next request.
    today.ids.delete(userId);
    throw error;
  }
  return true;
}

import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { onceADay } from '../db/once-a-day';
import { users } from '../db/schema';

/**
 * `users.lastSeenOn` = today (Sydney), at most once a day per member (db/once-a-day.ts). Day
 * precision on purpose: the team sees "last active", never her visits.
 */
export const noteSeen = onceADay((db, userId, day) =>
  db
    .update(users)
    .set({ lastSeenOn: day })
    .where(and(eq(users.id, userId), or(isNull(users.lastSeenOn), ne(users.lastSeenOn, day)))),
);

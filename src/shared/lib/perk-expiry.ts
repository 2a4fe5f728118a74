import { toValidDate } from './dates';

/** PRODUCT.md "States and transitions": the label on a perk close to its end. */
export const EXPIRES_SOON_TEXT = 'Expires soon';

/**
 * PRODUCT.md "States and transitions": a perk is current (shown to members, redeemable, not
 * "Expired" to the admin) while it has no expiry or its expiry is still ahead; an expiry exactly
 * now has passed. The one statement of the rule: the server's SQL condition (server/perks/current.ts,
 * perkIsCurrent) says the same on the database's clock, and its test holds the two together.
 */
export function isPerkCurrent(expiry: string | Date | null, now: Date = new Date()): boolean {
  if (expiry === null) return true;
  const end = toValidDate(expiry);
  return end !== null && end.getTime() > now.getTime();
}

/**
 * One calendar month after `date`, in UTC. A day the next month lacks is clamped to its last day
 * (January 31 → February 28 or 29) instead of JavaScript's rollover into March, which would
 * stretch "one month" to 31+3 days.
 */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = date.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * PRODUCT.md "States and transitions": 'Expires soon' when the expiry is in the future and under one month ahead.
 * Instants are compared: an expiry exactly now has passed, one exactly a month ahead is not
 * "under" a month. A date-only expiry ('2024-02-01') is midnight UTC at the start of that day.
 * No expiry, or one that can't be read, never expires soon.
 */
export function isExpiringSoon(expiry: string | Date | null | undefined, now: Date = new Date()): boolean {
  const end = toValidDate(expiry);
  if (!end || Number.isNaN(now.getTime())) return false;
  return isPerkCurrent(end, now) && end.getTime() < addOneMonth(now).getTime();
}

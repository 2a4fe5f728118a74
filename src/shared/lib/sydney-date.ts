import { SYDNEY_TIME_ZONE } from './sydney-time';

/**
 * Days and months in Sydney. Perk expiry days are Australian: an admin who picks 31 March means
 * the perk can be used all of 31 March in Sydney, stored as the instant that day ends there
 * (daylight saving included); points and giveaways count Sydney months.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SYDNEY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const partsFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes Sydney's clock is ahead of UTC at `instant` (600 or 660). */
function sydneyOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The last millisecond of `day` ('2027-03-31') in Sydney. */
export function endOfSydneyDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  // The offset at the wall time read as UTC is right except within hours of a change; a second
  // look at the instant found settles it.
  let instant = new Date(wall - sydneyOffsetMinutes(new Date(wall)) * 60_000);
  instant = new Date(wall - sydneyOffsetMinutes(instant) * 60_000);
  return instant;
}

/** The Sydney day ('2027-03-31') an instant falls on. */
export function sydneyDayOf(instant: Date | string): string {
  return dayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The day before `day`, as a calendar date ('2027-03-01' → '2027-02-28'). */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** The first millisecond of `day` ('2027-03-31') in Sydney. */
export function startOfSydneyDay(day: string): Date {
  return new Date(endOfSydneyDay(dayBefore(day)).getTime() + 1);
}

/** The Sydney month ('2027-03') an instant falls in. */
export function sydneyMonthOf(instant: Date): string {
  return sydneyDayOf(instant).slice(0, 7);
}

/** A Sydney month ('2027-03') as instants: its first millisecond and the next month's first. */
export function sydneyMonthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
  return { start: startOfSydneyDay(`${month}-01`), end: startOfSydneyDay(next) };
}

/** The month before a month: '2027-01' → '2026-12'. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
}

/** A month as people say it: '2026-11' → 'November 2026'. */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

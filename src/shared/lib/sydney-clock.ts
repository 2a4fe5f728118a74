/**
 * Sydney's clock, whatever the zone of the machine that runs this: wall-clock times (the admin
 * schedules posts in Sydney time from a browser anywhere, and the server turns that into an
 * instant), days (perk expiry days are Australian: an admin who picks 31 March means the perk can
 * be used all of 31 March in Sydney, stored as the instant that day ends there) and months (points
 * and giveaways count Sydney months). Intl only (no time-zone library): the offset at an instant
 * comes from formatting it in the zone, in sydneyOffsetMs alone.
 */
export const SYDNEY_TIME_ZONE = 'Australia/Sydney';

/** "YYYY-MM-DDTHH:mm", the value of an <input type="datetime-local">. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const PARTS_FORMAT = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of PARTS_FORMAT.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Sydney's offset from UTC at `instant`, in milliseconds (+10 h in winter, +11 h in summer). */
export function sydneyOffsetMs(instant: number): number {
  const wall = wallClockAt(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Sydney wall-clock time of an instant, as "YYYY-MM-DDTHH:mm". */
export function toSydneyLocal(instant: Date | string | number): string {
  const wall = wallClockAt(new Date(instant).getTime());
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * The instant a Sydney wall-clock time "YYYY-MM-DDTHH:mm" names, or null when it isn't one (a
 * bad format, 31 February). Around daylight saving it reads the clock as people do (the
 * 'compatible' rule of Temporal): the hour skipped in October moves on by an hour (02:30 that
 * morning is 03:30 AEDT), and of the hour lived twice in April the first is meant (AEDT).
 */
export function fromSydneyLocal(local: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset a day either side covers both sides of any change near this time.
  const before = sydneyOffsetMs(wall - 24 * HOUR_MS);
  const after = sydneyOffsetMs(wall + 24 * HOUR_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => toSydneyLocal(instant) === local)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]!);
  // In the skipped hour: read with the offset before the change, which lands an hour later.
  return new Date(wall - before);
}

const DISPLAY_FORMAT = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The last minute before an instant ("30 Nov 2026, 11:59 pm" for 1 December's first), for deadlines shown as the end of a day. */
export function formatSydneyLastMinuteBefore(instant: Date | string): string {
  return formatSydneyDateTime(new Date(new Date(instant).getTime() - 60_000));
}

/** "5 Oct 2025, 2:30 pm" in Sydney time, for admin lists. */
export function formatSydneyDateTime(instant: Date | string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : DISPLAY_FORMAT.format(date);
}

/** The last millisecond of `day` ('2027-03-31') in Sydney. */
export function endOfSydneyDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  // The offset at the wall time read as UTC is right except within hours of a change; a second
  // look at the instant found settles it.
  const first = wall - sydneyOffsetMs(wall);
  return new Date(wall - sydneyOffsetMs(first));
}

/** The Sydney day ('2027-03-31') an instant falls on. */
export function sydneyDayOf(instant: Date | string): string {
  return toSydneyLocal(instant).slice(0, 10);
}

/** The day before `day`, as a calendar date ('2027-03-01' → '2027-02-28'). */
export function dayBefore(day: string): string {
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

import { FREE_MONTHLY_ENTRIES, type Level, LEVELS } from '../constants/gamification';

/** 0.25 → 25. Points are stored and summed in hundredths. */
export function toHundredths(points: number): number {
  return Math.round(points * 100);
}

/** 25 → 0.25. */
export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** The level a member holds with these lifetime points (hundredths): the highest threshold reached. */
export function levelFor(hundredths: number): Level {
  let reached = LEVELS[0]!;
  for (const level of LEVELS) if (hundredths >= toHundredths(level.minPoints)) reached = level;
  return reached;
}

/** The next level and the points still needed for it, or null at the top. */
export function nextLevelFor(hundredths: number): { level: number; title: string; pointsNeeded: number } | null {
  const next = LEVELS.find((level) => toHundredths(level.minPoints) > hundredths);
  return next ? { level: next.level, title: next.title, pointsNeeded: fromHundredths(toHundredths(next.minPoints) - hundredths) } : null;
}

/** A member's entries this month: the free one and one per whole point earned; none for admins. */
export function giveawayEntriesFor(monthlyHundredths: number, isAdmin: boolean): number {
  return isAdmin ? 0 : FREE_MONTHLY_ENTRIES + Math.max(0, Math.floor(monthlyHundredths / 100));
}

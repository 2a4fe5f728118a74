import { DAILY_CAP_MAX, GRANT_MAX, POINTS_MAX } from '../constants/gamification';

/** A point value an admin sets: 0 to POINTS_MAX, in hundredths at most (0.25, not 0.125). */
export function checkPointValue(value: number): string | null {
  if (!Number.isFinite(value)) return 'Points must be a number';
  if (value < 0 || value > POINTS_MAX) return `Points must be between 0 and ${POINTS_MAX}`;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'Points can have at most two decimals';
  return null;
}

/** How many actions a day earn points: a whole number from 0 (none earn) to DAILY_CAP_MAX. */
export function checkDailyCap(value: number): string | null {
  if (!Number.isInteger(value)) return 'A daily cap must be a whole number';
  if (value < 0 || value > DAILY_CAP_MAX) return `A daily cap must be between 0 and ${DAILY_CAP_MAX}`;
  return null;
}

/** An admin's grant (positive) or deduction (negative): never 0, two decimals at most. */
export function checkGrantPoints(value: number): string | null {
  if (!Number.isFinite(value)) return 'Points must be a number';
  if (value === 0) return 'Points must not be 0';
  if (Math.abs(value) > GRANT_MAX) return `Points must be between -${GRANT_MAX} and ${GRANT_MAX}`;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'Points can have at most two decimals';
  return null;
}

/** A month as the giveaway entries are asked for: 'YYYY-MM'. */
export function checkMonth(value: string): string | null {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? null : 'Month must be written YYYY-MM';
}

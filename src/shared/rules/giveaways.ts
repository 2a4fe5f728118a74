import { GIVEAWAY_LIMITS } from '../constants/giveaways';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

const within = (name: string, value: string, max: number, required: boolean): string | null => {
  const problem = checkPlainText(name, value);
  if (problem) return problem;
  if (required && value.trim() === '') return `${name} is required`;
  return value.trim().length > max ? `${name} must be at most ${formatNumber(max)} characters` : null;
};

export const checkPrize = (value: string) => within('Prize', value, GIVEAWAY_LIMITS.prizeMax, true);
export const checkGiveawayDescription = (value: string) => within('Description', value, GIVEAWAY_LIMITS.descriptionMax, false);
export const checkPrizeValue = (value: string) => within('Value', value, GIVEAWAY_LIMITS.valueMax, false);
export const checkTerms = (value: string) => within('Terms and conditions', value, GIVEAWAY_LIMITS.termsMax, true);

/** Days the winner has to claim: a whole number from 1 to 60. */
export function checkClaimDays(value: number): string | null {
  if (!Number.isInteger(value)) return 'The claim window must be a whole number of days';
  if (value < GIVEAWAY_LIMITS.claimDaysMin || value > GIVEAWAY_LIMITS.claimDaysMax) {
    return `The claim window must be between ${GIVEAWAY_LIMITS.claimDaysMin} and ${GIVEAWAY_LIMITS.claimDaysMax} days`;
  }
  return null;
}

/**
 * A prize's value as a line of its own ("$250"), or null when there is none or the prize's name
 * already says it ("A $250 voucher"): headings don't repeat it.
 */
export function prizeValueToShow(prize: { prize: string; value?: string | null }): string | null {
  return prize.value && !prize.prize.includes(prize.value) ? prize.value : null;
}

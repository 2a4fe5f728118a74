import { endSentence } from '../lib/text';

export const GIVEAWAY_LIMITS = {
  prizeMax: 120,
  descriptionMax: 2000,
  valueMax: 60,
  termsMax: 10_000,
  claimDaysMin: 1,
  claimDaysMax: 60,
  claimDaysDefault: 14,
} as const;

/**
 * Where a giveaway is: open for entries during its month; ready to draw once the month has closed
 * (Australia/Sydney); then its winner has a claim window: claimed, or unclaimed once it passes (a
 * redraw follows); noEntrants when the draw found nobody left.
 */
export const GIVEAWAY_STATUSES = ['upcoming', 'open', 'ready', 'awaitingClaim', 'claimed', 'unclaimed', 'noEntrants'] as const;
export type GiveawayStatus = (typeof GIVEAWAY_STATUSES)[number];

export const GIVEAWAY_TEXT = {
  notFound: 'Giveaway not found',
  monthTaken: 'There is already a giveaway for that month',
  monthPast: 'The month has already ended',
  drawnAlready: 'This giveaway has been drawn: it can no longer be changed',
  notClosed: 'The month has not closed yet: draw once it has ended (Sydney time)',
  notUnclaimed: 'A redraw is for a prize left unclaimed after its claim window',
  nobodyLeft: 'Every entrant has already been drawn: nobody is left for a redraw',
  notYourPrize: 'This prize is not yours to claim',
  claimClosed: 'The claim window has closed',
  claimedAlready: 'You have claimed this prize',
  /** `month` as people say it ('October 2026'): the draw comes after its month has ended. */
  winnerTitle: (month: string) => `You won the ${month} giveaway!`,
  winnerContent: (prize: string, claimBy: string) => `You won ${endSentence(prize)} Claim it by ${claimBy} on the giveaways page.`,
} as const;

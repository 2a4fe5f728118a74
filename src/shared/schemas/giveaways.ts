import { z } from 'zod';
import type { PointAction } from '../constants/gamification';
import { GIVEAWAY_LIMITS, type GiveawayStatus } from '../constants/giveaways';
import { checkImageField, storedImageAddress } from '../rules/image-address';
import { checkMonth } from '../rules/gamification';
import { checkClaimDays, checkGiveawayDescription, checkPrize, checkPrizeValue, checkTerms } from '../rules/giveaways';
import { id } from './common';
import { rule, ruledText } from './text';

const giveawayFields = z.object({
  /** The Sydney month whose entries it draws from: 'YYYY-MM'. */
  month: z.string({ error: 'Month is required' }).trim().check(rule(checkMonth)),
  prize: ruledText('Prize', checkPrize),
  description: ruledText('Description', checkGiveawayDescription).default(''),
  value: ruledText('Value', checkPrizeValue).default(''),
  image: ruledText('Image', (value) => checkImageField('Image', value))
    .nullish()
    .transform((value) => (value ? storedImageAddress(value) : null)),
  terms: ruledText('Terms and conditions', checkTerms),
  claimDays: z
    .number({ error: 'The claim window must be a number of days' })
    .check(rule(checkClaimDays))
    .default(GIVEAWAY_LIMITS.claimDaysDefault),
});

export const createGiveawayInput = giveawayFields;
export type GiveawayFieldsInput = z.input<typeof giveawayFields>;
export const updateGiveawayInput = giveawayFields.extend({ id });
export const giveawayIdInput = z.object({ id });

/** A round's winner, as anyone may see her (the draw is public). */
export interface GiveawayWinnerDto {
  round: number;
  userId: number;
  username: string;
  drawnAt: Date;
  claimBy: Date;
  claimedAt: Date | null;
}

export interface GiveawayDto {
  id: number;
  month: string;
  prize: string;
  description: string;
  value: string;
  image: string | null;
  terms: string;
  claimDays: number;
  /** Entries close at the month's end, Sydney time. */
  closesAt: Date;
  status: GiveawayStatus;
  /** SHA-256 of the secret seed, published from the day it opens. */
  seedHash: string;
  /** The latest round's winner, once drawn. */
  winner: GiveawayWinnerDto | null;
  drawnAt: Date | null;
  /** Once drawn, the record anyone can check it by (the entrant list itself: GET /api/giveaways/{id}/draw). */
  draw: { algorithm: string; seed: string; listHash: string; entrantCount: number } | null;
}

/** Everything needed to check a draw (GET /api/giveaways/{id}/draw); 404 until it is drawn. */
export interface DrawRecordDto {
  giveawayId: number;
  month: string;
  algorithm: string;
  seedHash: string;
  seed: string;
  entrantList: string;
  listHash: string;
  entrantCount: number;
  /** Member ids of the winners of rounds 1, 2 … */
  winners: number[];
  drawnAt: Date;
}

export interface LeaderboardRowDto {
  rank: number;
  userId: number;
  name: string;
  monthlyPoints: number;
  entries: number;
}

/** /member-giveaways: this month's giveaway, my entries, the leaderboard, past draws. */
export interface MemberGiveawaysDto {
  current: GiveawayDto | null;
  myEntries: number;
  myMonthlyPoints: number;
  /** What each action earns now (how to earn more entries). */
  pointValues: Record<PointAction, number>;
  leaderboard: LeaderboardRowDto[];
  /** A prize of mine waiting to be claimed. */
  myPrize: GiveawayDto | null;
  past: GiveawayDto[];
}

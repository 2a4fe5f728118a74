import { z } from 'zod';
import { DEFAULT_POINTS_RULES, type LedgerAction, POINT_ACTIONS, type PointAction } from '../constants/gamification';
import { checkDailyCap, checkGrantPoints, checkMonth, checkPointValue } from '../rules/gamification';
import { id } from './common';
import { plainText, rule } from './text';

const pointValue = z.number({ error: 'Points must be a number' }).check(rule(checkPointValue));
const dailyCap = z.number({ error: 'A daily cap must be a number' }).check(rule(checkDailyCap));

/**
 * One value per action. `comment` came later: settings saved before it (and clients that don't
 * send it yet) take its default rather than failing to parse.
 */
function perAction<T extends z.ZodType<number>>(value: T, fallback: Record<PointAction, number>) {
  const field = (action: PointAction) => (action === 'comment' ? value.default(fallback.comment as never) : value);
  return z.object(Object.fromEntries(POINT_ACTIONS.map((action) => [action, field(action)])) as unknown as Record<PointAction, T>, {
    error: 'Give a value for each of thread, reply and like',
  });
}

/** The points rules, PUT /api/gamification/settings: the whole of them, as GET answers them. */
export const pointsRulesInput = z.object({
  points: perAction(pointValue, DEFAULT_POINTS_RULES.points),
  dailyCaps: perAction(dailyCap, DEFAULT_POINTS_RULES.dailyCaps),
});

export const memberStatsInput = z.object({ userId: id });

export const giveawayEntriesInput = z.object({
  month: plainText('Month').check(rule(checkMonth)).optional(),
});

export const grantPointsInput = z.object({
  userId: id,
  points: z.number({ error: 'Points must be a number' }).check(rule(checkGrantPoints)),
  reason: plainText('Reason').trim().min(1, { error: 'Say why' }).max(200, { error: 'Reason is too long' }),
});

/** GET /api/gamification/stats/{userId}. Points are decimals (0.5, 1.25). */
export interface MemberStatsDto {
  level: number;
  levelTitle: string;
  levelEmoji: string;
  monthlyPoints: number;
  giveawayEntries: number;
  totalPoints: number;
  nextLevel: { level: number; title: string; pointsNeeded: number } | null;
}

/** GET /api/gamification/giveaway-entries: one row per member, most entries first. */
export interface GiveawayEntryDto {
  userId: number;
  username: string;
  displayName: string | null;
  monthlyPoints: number;
  entries: number;
}

/** A ledger row as a receipt: "Reply in ‘Settling a newborn’ +0.25, 12 Nov". */
export interface PointsReceiptDto {
  id: number;
  action: LedgerAction;
  label: string;
  points: number;
  createdAt: Date;
}

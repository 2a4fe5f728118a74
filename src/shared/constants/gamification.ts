/**
 * Points, levels and giveaway entries (PRODUCT.md "Who uses it", "Records and their fields", "Constants and limits"; PRODUCT.md "Points, levels,
 * giveaways"). Points are kept in hundredths everywhere but at the edges (0.25 is 25), so sums
 * never drift; answers and forms show them as decimals.
 */

/** What a member does that earns points. */
export const POINT_ACTIONS = ['thread', 'reply', 'like', 'comment'] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];

/** Every kind of ledger row: the awards, a removal's reversal, an admin's grant or deduction. */
export const LEDGER_ACTIONS = ['thread', 'reply', 'like', 'comment', 'reversal', 'grant'] as const;
export type LedgerAction = (typeof LEDGER_ACTIONS)[number];

/** What a ledger row can point at: the likeable content types, forum replies and comments. */
export const POINT_SOURCE_TYPES = ['recipe', 'blog_post', 'resource', 'thread', 'reply', 'comment'] as const;
export type PointSourceType = (typeof POINT_SOURCE_TYPES)[number];

export interface PointsRules {
  /** Points per action, as decimals (0.5). */
  points: Record<PointAction, number>;
  /** How many of each action earn points per Australia/Sydney day; beyond that they earn 0. */
  dailyCaps: Record<PointAction, number>;
}

export const DEFAULT_POINTS_RULES: PointsRules = {
  points: { thread: 0.5, reply: 0.25, like: 0.1, comment: 0.25 },
  dailyCaps: { thread: 5, reply: 20, like: 20, comment: 20 },
};

/** site_settings key of the points rules (the stored key is still 'gamification'). */
export const POINTS_RULES_SETTING = 'gamification';
export const POINTS_MAX = 100;
export const DAILY_CAP_MAX = 1000;
/** A manual grant or deduction, either way. */
export const GRANT_MAX = 1000;

/** Every member's free giveaway entry each month (admins get none). */
export const FREE_MONTHLY_ENTRIES = 1;

export interface Level {
  level: number;
  title: string;
  emoji: string;
  /** Lifetime points from which the level holds. */
  minPoints: number;
}

/** PRODUCT.md "Records and their fields" (Levels (10)); the emojis are ours (PRODUCT.md). */
export const LEVELS: readonly Level[] = [
  { level: 1, title: 'Newbie Mum', emoji: '🌱', minPoints: 0 },
  { level: 2, title: 'Curious Mum', emoji: '🔍', minPoints: 5 },
  { level: 3, title: 'Active Mum', emoji: '⚡', minPoints: 10 },
  { level: 4, title: 'Chatty Mum', emoji: '💬', minPoints: 20 },
  { level: 5, title: 'Helpful Mum', emoji: '🤝', minPoints: 35 },
  { level: 6, title: 'Connected Mum', emoji: '🌐', minPoints: 50 },
  { level: 7, title: 'Leader Mum', emoji: '🧭', minPoints: 75 },
  { level: 8, title: 'Role Model Mum', emoji: '🌟', minPoints: 100 },
  { level: 9, title: 'VIP Mum', emoji: '💎', minPoints: 150 },
  { level: 10, title: 'Super Mum', emoji: '👑', minPoints: 200 },
];

/** PRODUCT.md "Messages"'s gamification messages. */
export const GAMIFICATION_TEXT = {
  statsFailed: 'Failed to fetch user stats',
  settingsFailed: 'Failed to fetch settings',
  updateFailed: 'Failed to update settings',
  entriesFailed: 'Failed to fetch giveaway entries',
  noUserId: 'No user ID available',
  memberNotFound: 'Member not found',
} as const;

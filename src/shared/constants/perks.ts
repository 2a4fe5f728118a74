import { formatNumber } from '../lib/numbers';

/**
 * Perks in the admin area: how a perk is redeemed, the limits of its fields and the words the
 * forms and the server share. Zod-free, so the client's forms use them without loading zod.
 */

/**
 * How a member redeems a perk: one shared code, a link, or a pool of single-use codes (each
 * member gets her own code from the pool, once, kept for her).
 */
export const REDEMPTION_METHODS = ['code', 'link', 'pool'] as const;
export type RedemptionMethod = (typeof REDEMPTION_METHODS)[number];

export const REDEMPTION_METHOD_LABELS: Record<RedemptionMethod, string> = {
  code: 'One shared code',
  link: 'A link',
  pool: 'Single-use codes',
};

export const PERK_LIMITS = {
  titleMax: 120,
  descriptionMax: 1000,
  brandNameMax: 120,
  discountMax: 60,
  urlMax: 500,
  codeMin: 3,
  codeMax: 64,
  /** Codes one paste or upload may add. */
  codesPerCall: 5000,
  categoryNameMax: 60,
} as const;

export const PERK_TEXT = {
  notFound: 'Perk not found',
  codeNotFound: 'Code not found',
  codeHandedOut: 'This code has been handed out to a member and can’t be removed',
  notAPool: 'Codes can only be added to a perk redeemed with single-use codes',
  codesOnlyForPool: 'Codes can only be given to a perk redeemed with single-use codes',
  noCodes: 'Add at least one code',
  tooManyCodes: `At most ${formatNumber(PERK_LIMITS.codesPerCall)} codes at a time`,
  codeRequired: 'Code is required for a perk redeemed with one shared code',
  urlRequired: 'Link is required for a perk redeemed with a link',
  categoryNotFound: 'Category not found',
  categoryTaken: 'A category with that name already exists',
} as const;

/** Why a member's Redeem was refused (the members' perks page and POST /api/perks/{id}/redeem). */
export const PERK_REDEEM_TEXT = {
  /** A pool with no free code left. */
  allCodesClaimed: 'All codes claimed',
  expired: 'This perk has expired',
  /** Its code or link is missing (an admin is still setting it up). */
  unavailable: 'This perk can’t be redeemed right now',
} as const;

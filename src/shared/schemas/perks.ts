import { z } from 'zod';
import type { RedemptionMethod } from '../constants/perks';
import { id } from './common';
import type { PerkDto } from './content';

/**
 * The members' perks page (/perks) and its REST paths: the current perks, filtered by category,
 * and a member's redemptions. Codes and links travel only in a RedemptionDto, to the member who
 * redeemed.
 */

export const currentPerksInput = z
  .object({
    /** A perk category's id: only its perks. */
    category: id.optional(),
  })
  .optional()
  .transform((value) => value ?? {});
export type CurrentPerksInput = z.input<typeof currentPerksInput>;

export const redeemPerkInput = z.object({ id });

/** A current perk as every visitor may see it: no code, no link. */
export interface CurrentPerkDto extends PerkDto {
  categoryId: number | null;
  /** How it is redeemed ('pool': each member gets her own code), so the page can say so. */
  redemptionMethod: RedemptionMethod;
}

/** A category with current perks, for the page's filter. */
export interface PerkCategoryCountDto {
  id: number;
  name: string;
  perkCount: number;
}

export interface CurrentPerksDto {
  /** Every category that has current perks, by name (whatever the filter). */
  categories: PerkCategoryCountDto[];
  /** The current perks (of the category asked for), by category name, featured first, ending soonest first. */
  perks: CurrentPerkDto[];
}

/** What a member gets when she redeems, and sees again later. */
export interface RedemptionDto {
  perkId: number;
  method: RedemptionMethod;
  /** The shared code, or her own code from the pool; null for a link. */
  code: string | null;
  /** Where the perk (or the code) is used; null when the brand gave none. */
  url: string | null;
  /** When she first redeemed it. */
  redeemedAt: string;
}

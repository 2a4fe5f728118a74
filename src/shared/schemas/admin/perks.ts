import { z } from 'zod';
import { PERK_LIMITS, PERK_TEXT, REDEMPTION_METHODS, type RedemptionMethod } from '../../constants/perks';
import {
  checkBrandName,
  checkCategoryName,
  checkDiscountAmount,
  checkExpiryDay,
  checkLogoAddress,
  checkPerkCode,
  checkPerkDescription,
  checkPerkTitle,
  checkRedemptionUrl,
} from '../../rules/perks';
import { sanitizeImageUrl } from '../../lib/images';
import { id } from '../common';
import { rule } from '../text';
import { adminListInput, type AdminPage } from './list';

export { PERK_LIMITS, PERK_TEXT, REDEMPTION_METHODS, type RedemptionMethod };

/** Text checked as typed by a rule of rules/perks.ts, then trimmed. */
const ruled = (name: string, check: (value: string) => string | null) =>
  z
    .string({ error: `${name} is required` })
    .check(rule(check))
    .trim();

/** Optional text: empty (or blank) is no value at all. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable())
    .optional()
    .transform((value) => value ?? null);

const code = z.string({ error: 'Code is required' }).trim().check(rule(checkPerkCode));

// ---------------------------------------------------------------- perks

export const perkListInput = adminListInput.extend({
  /** A category's id, or 'none' for perks without one. */
  category: z.union([id, z.literal('none')]).optional(),
  featured: z.boolean().optional(),
  /** true: only expired; false: only those still running. */
  expired: z.boolean().optional(),
});
export type PerkListInput = z.input<typeof perkListInput>;
export type PerkListQuery = z.output<typeof perkListInput>;

const perkFieldsObject = z.object({
  title: ruled('Title', checkPerkTitle),
  description: z
    .string()
    .check(rule(checkPerkDescription))
    .trim()
    .optional()
    .transform((value) => value ?? ''),
  brandName: ruled('Brand name', checkBrandName),
  brandLogo: optional(
    z
      .string()
      .trim()
      .check(rule(checkLogoAddress))
      .transform((value) => sanitizeImageUrl(value)),
  ),
  discountAmount: ruled('Discount', checkDiscountAmount),
  /** The last day it can be used, in Sydney ('2027-03-31'); none: it doesn't expire. */
  expiryDate: optional(z.string().trim().check(rule(checkExpiryDay))),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  categoryId: id
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  redemptionMethod: z.enum(REDEMPTION_METHODS, { error: 'Choose how the perk is redeemed' }),
  redemptionCode: optional(code),
  redemptionUrl: optional(z.string().trim().check(rule(checkRedemptionUrl))),
});

type PerkFieldsOut = z.output<typeof perkFieldsObject>;

/** What each redemption method needs: a shared code needs its code, a link its link. */
function checkMethod(value: PerkFieldsOut, ctx: z.core.$RefinementCtx<PerkFieldsOut>) {
  if (value.redemptionMethod === 'code' && !value.redemptionCode) {
    ctx.addIssue({ code: 'custom', path: ['redemptionCode'], message: PERK_TEXT.codeRequired, input: value });
  }
  if (value.redemptionMethod === 'link' && !value.redemptionUrl) {
    ctx.addIssue({ code: 'custom', path: ['redemptionUrl'], message: PERK_TEXT.urlRequired, input: value });
  }
}

/** A shared code is kept only for method 'code'. */
const normalise = <T extends PerkFieldsOut>(value: T): T => ({
  ...value,
  redemptionCode: value.redemptionMethod === 'code' ? value.redemptionCode : null,
});

const codeList = z
  .array(code, { error: 'Codes must be a list' })
  .min(1, { error: PERK_TEXT.noCodes })
  .max(PERK_LIMITS.codesPerCall, { error: PERK_TEXT.tooManyCodes });

export const createPerkInput = perkFieldsObject
  .extend({
    /** A pool's first codes, added with the perk. */
    codes: z.array(code, { error: 'Codes must be a list' }).max(PERK_LIMITS.codesPerCall, { error: PERK_TEXT.tooManyCodes }).optional(),
  })
  .superRefine((value, ctx) => {
    checkMethod(value, ctx);
    if (value.codes?.length && value.redemptionMethod !== 'pool') {
      ctx.addIssue({ code: 'custom', path: ['codes'], message: PERK_TEXT.codesOnlyForPool, input: value });
    }
  })
  .transform(normalise);
export type CreatePerkInput = z.input<typeof createPerkInput>;
export type PerkFields = z.output<typeof perkFieldsObject>;

export const updatePerkInput = perkFieldsObject.extend({ id }).superRefine(checkMethod).transform(normalise);
export type UpdatePerkInput = z.input<typeof updatePerkInput>;

export const perkIdInput = z.object({ id });

export const addPerkCodesInput = z.object({ perkId: id, codes: codeList });
export type AddPerkCodesInput = z.input<typeof addPerkCodesInput>;

export const removePerkCodeInput = z.object({ id });

export const PERK_CODE_FILTERS = ['handed_out', 'free'] as const;
export type PerkCodeFilter = (typeof PERK_CODE_FILTERS)[number];

export const perkDetailInput = adminListInput.extend({
  id,
  /** Which of a pool's codes to list: those handed out (default) or those still free. */
  codes: z.enum(PERK_CODE_FILTERS, { error: 'Unknown code filter' }).default('handed_out'),
});
export type PerkDetailInput = z.input<typeof perkDetailInput>;

// ---------------------------------------------------------------- perk categories

const categoryName = ruled('Name', checkCategoryName);

export const createPerkCategoryInput = z.object({ name: categoryName });
export const renamePerkCategoryInput = z.object({ id, name: categoryName });
export const perkCategoryIdInput = z.object({ id });

// ---------------------------------------------------------------- answers

export interface PoolCountsDto {
  total: number;
  handedOut: number;
  left: number;
}

export interface PerkListRowDto {
  id: number;
  title: string;
  brandName: string;
  brandLogo: string | null;
  discountAmount: string;
  expiryDate: string | null;
  expired: boolean;
  featured: boolean;
  category: { id: number; name: string } | null;
  redemptionMethod: RedemptionMethod;
  /** For a pool: its codes; null for the other methods. */
  pool: PoolCountsDto | null;
  /** How many members redeemed it (each once). */
  redemptions: number;
  updatedAt: string;
}

/** Every field of a perk, for its editor (admins only: codes and links included). */
export interface PerkAdminDto {
  id: number;
  title: string;
  description: string;
  brandName: string;
  brandLogo: string | null;
  discountAmount: string;
  /** The instant it ends; the editor shows its Sydney day. */
  expiryDate: string | null;
  expired: boolean;
  featured: boolean;
  categoryId: number | null;
  category: { id: number; name: string } | null;
  redemptionMethod: RedemptionMethod;
  redemptionCode: string | null;
  redemptionUrl: string | null;
  pool: PoolCountsDto | null;
  /** How many members redeemed it (each once). */
  redemptions: number;
  createdAt: string;
  updatedAt: string;
}

export interface PerkCodeDto {
  id: number;
  code: string;
  /** Who it was handed to; null while free (or after her account was deleted). */
  username: string | null;
  assignedAt: string | null;
  createdAt: string;
}

export interface PerkDetailDto {
  perk: PerkAdminDto;
  /** A pool's codes of the kind asked for, paged; null for a code or link perk. */
  codes: AdminPage<PerkCodeDto> | null;
}

export interface AddPerkCodesResult {
  added: number;
  /** Codes that were in the pool already (nothing changed for them). */
  alreadyThere: string[];
  pool: PoolCountsDto;
}

export interface PerkCategoryDto {
  id: number;
  name: string;
  perkCount: number;
}

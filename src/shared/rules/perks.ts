import { PERK_LIMITS } from '../constants/perks';
import { checkImageAddress } from '../lib/images';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

/**
 * What an admin writes about a perk: each rule once, answering its message or null. The server's
 * inputs (schemas/admin/perks.ts) are built from these and the admin forms call them directly.
 */

const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

/** Text that must be there: plain, not blank, at most `max` characters once trimmed. */
export function checkRequiredText(name: string, max: number, value: string): string | null {
  const plain = checkPlainText(name, value);
  if (plain) return plain;
  const length = value.trim().length;
  if (length === 0) return `${name} is required`;
  if (length > max) return tooLong(name, max);
  return null;
}

/** Text that may be empty: plain, at most `max` characters once trimmed. */
export function checkOptionalText(name: string, max: number, value: string): string | null {
  return checkPlainText(name, value) ?? (value.trim().length > max ? tooLong(name, max) : null);
}

export const checkPerkTitle = (value: string) => checkRequiredText('Title', PERK_LIMITS.titleMax, value);
export const checkPerkDescription = (value: string) => checkOptionalText('Description', PERK_LIMITS.descriptionMax, value);
export const checkBrandName = (value: string) => checkRequiredText('Brand name', PERK_LIMITS.brandNameMax, value);
export const checkDiscountAmount = (value: string) => checkRequiredText('Discount', PERK_LIMITS.discountMax, value);
export const checkCategoryName = (value: string) => checkRequiredText('Name', PERK_LIMITS.categoryNameMax, value);

const CODE = /^[A-Za-z0-9_-]+$/;

/** A redemption code (shared or single-use), already trimmed: 3–64 letters, digits, - or _. */
export function checkPerkCode(value: string): string | null {
  if (value.length === 0) return 'Code is required';
  if (value.length < PERK_LIMITS.codeMin || value.length > PERK_LIMITS.codeMax) {
    return `Code must be ${PERK_LIMITS.codeMin}–${PERK_LIMITS.codeMax} characters`;
  }
  if (!CODE.test(value)) return 'Code may only contain letters, digits, - and _';
  return null;
}

/** Where a code is used or a perk is redeemed: an https:// address on another site. */
export function checkRedemptionUrl(value: string): string | null {
  const problem = checkPlainText('Link', value);
  if (problem) return problem;
  if (value.length > PERK_LIMITS.urlMax) return tooLong('Link', PERK_LIMITS.urlMax);
  if (!value.startsWith('https://')) return 'Link must start with https://';
  try {
    const url = new URL(value);
    if (!url.hostname.includes('.') || /\s/.test(value)) return 'Link is not a valid web address';
  } catch {
    return 'Link is not a valid web address';
  }
  return null;
}

/**
 * A brand logo's address: what an image field may hold (lib/images.ts: an uploaded image on this
 * site or a stock photo), the message of its refusal or null.
 */
export function checkLogoAddress(value: string): string | null {
  if (value.length > PERK_LIMITS.urlMax) return tooLong('Brand logo', PERK_LIMITS.urlMax);
  const checked = checkImageAddress(value);
  return 'problem' in checked ? checked.problem : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An expiry day as a date input gives it ('2027-03-31'): a real day of the calendar. */
export function checkExpiryDay(value: string): string | null {
  const match = ISO_DAY.exec(value);
  if (!match) return 'Expiry date must be a date like 2027-03-31';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 'Expiry date is not a real date';
  }
  if (year < 2000 || year > 2100) return 'Expiry date must be between 2000 and 2100';
  return null;
}

import { checkImageAddress, sanitizeImageUrl } from '../lib/images';

export const IMAGE_ADDRESS_MAX = 500;

/**
 * An image field of an admin form (what ImageUploadField gives: an upload's address, or a pasted
 * one that PRODUCT.md "Records and their fields"'s address rules keep); empty means none. The message, or null.
 */
export function checkImageField(name: string, value: string): string | null {
  if (value.trim() === '') return null;
  if (value.trim().length > IMAGE_ADDRESS_MAX) return `${name} address is too long`;
  const checked = checkImageAddress(value);
  return 'problem' in checked ? checked.problem : null;
}

/** The form in which an accepted image address is stored (full addresses reduced to their path). */
export function storedImageAddress(value: string): string | null {
  return sanitizeImageUrl(value) || null;
}

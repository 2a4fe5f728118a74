/** The email rule of registration, password reset and the newsletter form. */
export const EMAIL_MAX = 254;

/**
 * Zod's own `z.email()` pattern (zod.dev: "the default, Gmail-like rules"), copied here so the
 * newsletter form in every page's footer can check an address without loading zod; the server's
 * schema runs the same function (email.test.ts holds the two patterns together).
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's source, character for character
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_TEXT = {
  /** PRODUCT.md "Input rules" (Newsletter), verbatim. */
  invalid: 'Please enter a valid email address',
  tooLong: 'Email is too long',
} as const;

/** The first problem with an address (spaces around it don't count), or null when it is one. */
export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (email.length > EMAIL_MAX) return EMAIL_TEXT.tooLong;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_TEXT.invalid;
  return null;
}

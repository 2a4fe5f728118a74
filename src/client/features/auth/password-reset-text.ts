/**
 * Texts of the password-reset pages. Not in AUTH_PAGE_TEXT: that object loads with every page
 * (the header's logout uses it), these only with the pages that show them.
 */
export const PASSWORD_RESET_TEXT = {
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Forgot your password?',
  forgotSubtitle: "Enter the email address you joined with and we'll email you a link to choose a new password.",
  forgotEmailLabel: 'Email',
  forgotButton: 'Send reset link',
  forgotFailedTitle: 'Something went wrong',
  tryAgainLater: 'Please try again later.',
  backToLogin: 'Back to login',
  resetTitle: 'Choose a new password',
  resetSubtitle: 'Pick a password of at least 6 characters for your account.',
  resetInvalidTitle: 'Reset link not valid',
  newPasswordLabel: 'New password',
  resetButton: 'Save new password',
  resetDoneTitle: 'Password changed',
  resetFailedTitle: 'Password not changed',
  askNewLink: 'Ask for a new link',
} as const;

import { PRODUCT_NAME } from './product';

/** Texts from PRODUCT.md "Screens", "Messages", copied verbatim. Tests assert them. */
export const AUTH_TEXT = {
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed. Please try again later.',
  loginSuccessTitle: 'Welcome back!',
  loginSuccessBody: (name: string) => `You've successfully logged in as ${name}`,
  registerSuccessTitle: `Welcome to ${PRODUCT_NAME}!`,
  registerSuccessBody: 'Your account has been created successfully.',
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Please try again later.',
  logoutSuccessTitle: 'Logged out',
  logoutSuccessBody: 'You have been logged out successfully.',
  logoutFailedTitle: 'Logout failed',
  logoutFailedBody: 'There was a problem logging out. Please try again.',
  logoutFailedError: 'Logout failed. Please try again.',
  notAuthenticated: 'Not authenticated',
  adminOnly: 'Admin access required',
  staffOnly: 'Moderator access required',
  usernameTaken: 'That username is already taken',
  emailTaken: 'That email is already registered',
  commonPassword: 'That password is too common. Please choose a less guessable one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** Said whether or not the address has an account, so the form can't be used to find members. */
  resetRequested: "If an account uses that email, we've sent it a link to reset the password. The link works for one hour.",
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been changed and you are signed in.',
} as const;

export const GUARD_TEXT = {
  loading: 'Loading...',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: "You don't have permission to access the admin dashboard. This area is restricted to administrator accounts only.",
  returnHome: 'Return to Homepage',
} as const;

export const HTTP_TEXT = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  invalidJson: 'Request body must be valid JSON',
  bodyTooLarge: 'Request body is too large',
  crossSite: 'Cross-site request refused',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The site is briefly unavailable. Please try again in a moment.',
} as const;

import { PRODUCT_NAME } from '../../../shared/constants/product';

/** Client-only auth texts. SPEC section 5 "Sign-up popup" checks, copied verbatim, in order. */
export const REGISTER_CHECK_TEXT = {
  usernameRequired: { title: 'Username required', description: 'Please enter a username.' },
  emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
  passwordRequired: { title: 'Password required', description: 'Please enter a password.' },
  passwordMismatch: {
    title: "Passwords don't match",
    description: 'Please make sure your passwords match.',
  },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 6 characters long.',
  },
} as const;

export const AUTH_PAGE_TEXT = {
  loginTitle: 'Welcome back',
  loginSubtitle: `Log in to your ${PRODUCT_NAME} account.`,
  adminLoginTitle: 'Admin login',
  adminLoginSubtitle: 'Sign in with an administrator account.',
  loginFailedTitle: 'Login failed',
  loginButton: 'Log in',
  usernameLabel: 'Username or email',
  passwordLabel: 'Password',
  noAccount: `New to ${PRODUCT_NAME}?`,
  joinLink: 'Create a free account',
  registerTitle: `Join ${PRODUCT_NAME}`,
  registerSubtitle: 'Create your free account to join the community.',
  registerButton: 'Create account',
  registerUsernameLabel: 'Username',
  registerEmailLabel: 'Email',
  registerPasswordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  alreadyMember: 'Already a member? Log in',
} as const;

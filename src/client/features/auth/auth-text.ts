import { PRODUCT_NAME } from '../../../shared/constants/product';

/** The registration form's check texts (PRODUCT.md "Input rules") are in shared/rules/auth.ts. */
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

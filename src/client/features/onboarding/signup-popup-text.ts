import { PRODUCT_NAME } from '../../../shared/constants/product';

/** The sign-up popup's texts (PRODUCT.md "Screens", "Messages"; PRODUCT.md's own strings verbatim). */
export const SIGNUP_POPUP_TEXT = {
  badge: 'EARLY ACCESS',
  title: `Join ${PRODUCT_NAME}`,
  subtitle: 'A free community for mums and mums-to-be across Australia. It takes a minute.',
  benefitsLabel: 'What members get',
  benefits: [
    { id: 'community', title: 'Supportive Community', body: 'Ask, share and be heard by mums who get it.' },
    { id: 'perks', title: 'Exclusive Perks', body: 'Member discounts from brands families love.' },
    { id: 'recipes', title: 'Family Recipes', body: 'Simple, nourishing meals for busy days.' },
    { id: 'resources', title: 'Expert Resources', body: 'Guides, worksheets and masterclasses.' },
  ],
  submit: 'Join for free',
  close: 'Close sign-up',
  haveAccount: 'Already a member?',
  logIn: 'Log in',
  successTitle: "You're in!",
  successBody: 'Check your email for a welcome message from us.',
  /** PRODUCT.md "Messages", registration from the popup. */
  successToast: {
    title: 'Welcome to the community! 🎉',
    description: "You're now logged in with full access to all member features!",
  },
} as const;

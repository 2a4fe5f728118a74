import { PRODUCT_NAME } from '../../../shared/constants/product';
import { formatNumber } from '../../../shared/lib/numbers';

/** The team's address on the information pages (the footer's contact link writes to it too). */
export const INFO_CONTACT_EMAIL = 'hello@mamavillage.com.au';

/** When the privacy policy and the terms last changed (shown under their titles). */
export const INFO_LAST_UPDATED = '28 November 2026';

export { INFO_PAGES } from '../../../shared/constants/info-pages';
export { documentTitle } from '../../../shared/lib/seo/meta';

export const INFO_TEXT = {
  lastUpdated: (date: string) => `Last updated ${date}`,
  onThisPage: 'On this page',
} as const;

export const PARTNERSHIPS_TEXT = {
  intro: `${PRODUCT_NAME} is where Australian mums and mums-to-be swap advice, recipes and support. We partner with brands that make family life easier, and we keep every partnership clearly labelled so our members can trust what they see.`,
  offersHeading: 'Ways to work with us',
  offers: [
    {
      title: 'Member perks',
      body: 'Offer our members a discount or a gift. You choose a shared code, a link, or a pool of single-use codes so your offer never ends up on coupon sites; we show you how many members redeemed it.',
    },
    {
      title: 'Sponsored giveaways',
      body: 'Give a prize to our monthly giveaway. Members earn entries by taking part in the community, and every draw is public and checkable, so winners are picked fairly.',
    },
    {
      title: 'Masterclasses',
      body: 'Share your expertise in a members-only masterclass: sleep, feeding, fitness after birth, family finances and more. We work with qualified experts only.',
    },
  ],
  promiseHeading: 'Our promise to members',
  promise:
    'We only partner with products we would use in our own homes. Sponsored content is always marked as such, we never sell or share members’ personal information with partners, and we don’t accept MLM (multi-level marketing) schemes or products that make medical claims without evidence.',
  formHeading: 'Tell us about your brand',
  formIntro: 'Send us a few lines about your brand and what you have in mind. Our partnerships team reads every enquiry.',
  labels: { name: 'Your name', email: 'Work email', company: 'Company or brand', message: 'How would you like to work with us?' },
  honeypotLabel: 'Leave this field empty',
  submit: 'Send enquiry',
  sending: 'Sending...',
  sendAnother: 'Send another enquiry',
  failedTitle: 'Your enquiry wasn’t sent',
  failedFallback: 'Something went wrong. Please try again.',
  characters: (count: number, max: number) => `${formatNumber(count)} / ${formatNumber(max)} characters`,
} as const;

export const DOWNLOAD_APP_TEXT = {
  badge: 'Coming soon',
  intro: `We're building the ${PRODUCT_NAME} app for iPhone and Android, so the village is with you at 3 am feeds, school pick-ups and everything in between.`,
  featuresHeading: 'What the app will offer',
  features: [
    {
      title: 'The community in your pocket',
      body: 'Start threads, reply and catch up on discussions, with notifications when someone mentions you or replies.',
    },
    {
      title: 'Recipes for every stage',
      body: 'Family meals, lunchbox ideas and first foods, saved to your phone for the supermarket and the kitchen.',
    },
    { title: 'Perks on the go', body: 'Show member discount codes at the checkout and never miss an offer before it expires.' },
    { title: 'Points and giveaways', body: 'Track your level, points and monthly giveaway entries wherever you are.' },
    { title: 'Resources and masterclasses', body: 'Download worksheets and watch expert masterclasses offline when the Wi-Fi is patchy.' },
  ],
  signupHeading: 'Tell me when it launches',
  signupIntro:
    'Leave your name and email and we’ll let you know the day the app is in the App Store and on Google Play. We’ll also send you our newsletter; you can unsubscribe from any email with one click.',
  signupButton: 'Notify me',
  meanwhile: 'In the meantime, the whole site works on your phone’s browser.',
} as const;

export const ANIMATION_DEMO_TEXT = {
  intro: `The motion used across ${PRODUCT_NAME}, in one place. Every piece here stops when your device asks for reduced motion (the "Reduce motion" setting of iOS, Android, macOS and Windows).`,
  reducedOn: 'Your device asks for reduced motion, so the animations on this page are stopped.',
  reducedOff: 'Animations are playing. Turn on "Reduce motion" in your device’s settings and they stop.',
  spinner: { title: 'Loading spinner', body: 'Shown while a button sends or a page loads.' },
  skeleton: { title: 'Loading placeholders', body: 'Pulsing shapes stand in for cards and text while they load.' },
  cardHover: {
    title: 'Card hover',
    body: 'Cards lift slightly when you point at them.',
    cardTitle: 'Hover over me',
    cardBody: 'A content card, as on the blog and recipes.',
  },
  levelBadges: { title: 'Level badges', body: 'Levels 8 and up glow; level 10 has a sparkle.' },
  toast: {
    title: 'Toast',
    body: 'Toasts slide in at the corner and can be swiped away.',
    button: 'Show a toast',
    toastTitle: 'Hello from the animation demo!',
    toastBody: 'Toasts slide in and leave on their own after five seconds.',
  },
  menu: {
    title: 'Menus',
    body: 'Menus, like the avatar and Help menus, fade and scale in.',
    button: 'Open a menu',
    items: ['My Profile', 'Saved Items', 'Log out'],
  },
  buttons: {
    title: 'Buttons',
    body: 'Buttons change colour smoothly when pointed at, and show a spinner while they work.',
    primary: 'Point at me',
    loading: 'Saving',
  },
} as const;

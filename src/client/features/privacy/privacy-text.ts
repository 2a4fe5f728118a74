import { ACCOUNT_TEXT } from '../../../shared/constants/account';
import { COMMENT_TEXT } from '../../../shared/constants/comments';

/** /profile/privacy and the deletion link's page (ours; docs/PRODUCT.md "Members and their data"). */
export const PRIVACY_TEXT = {
  title: 'Privacy & my data',
  intro: 'Download what we hold about you, correct it, or delete your account.',
  loadFailed: "We couldn't load your privacy settings just now. Please check your connection and try again.",

  downloadHeading: 'Download my data',
  downloadIntro:
    'A ZIP of JSON files with your profile, posts, likes, saves, notifications, points, giveaways, perks, feedback, newsletter consents, reports and decisions, and a README naming each file. We email you when it is ready; it can be downloaded for 7 days.',
  requestDownload: 'Prepare my download',
  preparing: 'Being prepared…',
  ready: 'Ready',
  downloadZip: 'Download ZIP',
  expires: (date: string) => `Available until ${date}`,
  requested: (date: string) => `Asked for ${date}`,
  nextAt: (date: string) => `You can ask for another download after ${date}.`,
  requestedToast: "We're preparing your download. We'll email you when it's ready.",
  requestFailed: "Your download wasn't started",

  correctHeading: 'Correct my details',
  correctIntro: 'Your name, bio, photo, email and password are all on your profile page.',
  correctLink: 'Edit my profile',

  deleteHeading: 'Delete my account',
  deleteIntro:
    'Your account, sessions, likes, saves, notifications, mutes and blocks, feedback and points go. Other members’ replies, and the points they earned, stay.',
  contentLegend: 'What happens to my posts',
  remove: 'Remove my posts',
  removeHint: `Your replies and comments go (a reply reads "${ACCOUNT_TEXT.deletedByAuthor}" where others answered after it, a comment others answered reads "${COMMENT_TEXT.deletedBody}"); a thread of yours that others replied to keeps their replies under "${ACCOUNT_TEXT.threadRemovedTitle}".`,
  anonymise: 'Keep my posts without my name',
  anonymiseHint: 'Your threads, replies and comments stay, shown as by "Former member".',
  passwordLabel: 'Your password',
  deleteButton: 'Delete my account',
  deleteEmailed: 'Check your email: open the link we sent you to confirm the deletion.',
  deleteFailed: "Your account wasn't deleted",
  awaiting: 'We emailed you a link to confirm the deletion. It works for 24 hours.',
  scheduled: (date: string) => `Your account will be deleted on ${date}.`,
  keep: 'Keep my account',
  kept: 'Your account is kept.',
  keepFailed: "We couldn't cancel the deletion. Please try again.",
  policyLink: 'How we handle your data: the privacy policy',

  confirmTitle: 'Delete your account',
  confirmIntro: 'Press the button to confirm that you want your account deleted.',
  confirmButton: 'Confirm the deletion',
  confirmedNow: 'Your account has been deleted. Thank you for being part of the village.',
  confirmedLater: (date: string) =>
    `Your account will be deleted on ${date}. Until then, sign in and press "Keep my account" on your privacy page to keep it.`,
  confirmInvalid: ACCOUNT_TEXT.deletionLinkInvalid,
  home: 'Go to the home page',
} as const;

import { COMMUNITY_TEXT } from '../../../shared/constants/community';

/** The image types the photo picker offers; the server judges the bytes, whatever the type says. */
export const AVATAR_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** /profile/edit (ours: PRODUCT.md shows only the link). */
export const PROFILE_EDIT_TEXT = {
  title: 'Edit Profile',
  intro: 'How other mums see you in the community.',
  backToProfile: 'Back to my profile',
  loadFailed: "We couldn't load your profile just now. Please check your connection and try again.",

  photoHeading: 'Profile photo',
  photoHint: 'JPEG, PNG, WebP or GIF, up to 5 MB. We crop it to a square and remove hidden details such as where it was taken.',
  choosePhoto: 'Choose photo',
  changePhoto: 'Change photo',
  usePhoto: 'Use this photo',
  cancelPhoto: 'Cancel',
  removePhoto: 'Remove photo',
  uploading: 'Uploading photo…',
  previewLabel: 'Preview of your new photo',
  photoUpdated: 'Photo updated',
  photoRemoved: 'Photo removed',
  photoFailed: "We couldn't update your photo. Please try again.",
  notImage: COMMUNITY_TEXT.avatarNotImage,
  tooLarge: COMMUNITY_TEXT.avatarTooLarge,

  detailsHeading: 'About you',
  displayNameLabel: 'Display name',
  displayNameHint: (username: string) => `Shown in the community instead of your username. Leave it empty to use ${username}.`,
  bioLabel: 'Bio',
  bioHint: 'A few words about you and your family, if you like.',
  save: 'Save changes',
  saved: 'Profile updated',
  saveFailedTitle: "Your profile wasn't saved",
  saveFailed: 'Something went wrong. Please try again.',
} as const;

/** /profile/edit's account sections: email, password, sessions, what can't change (ours). */
export const ACCOUNT_EDIT_TEXT = {
  emailHeading: 'Email address',
  emailIntro: (email: string) => `You sign in and get our emails at ${email}. A new address is used once you open the link we send to it.`,
  newEmail: 'New email address',
  currentPassword: 'Current password',
  currentRequired: 'Please enter your current password.',
  changeEmail: 'Change email',
  emailSent: (email: string) => `We sent a link to ${email}. Open it to use that address.`,
  emailChanged: (email: string) => `Your email address is now ${email}`,
  passwordHeading: 'Password',
  newPassword: 'New password',
  changePassword: 'Change password',
  passwordChanged: 'Password changed. Your other browsers are signed out.',
  sessionsHeading: 'Where you are signed in',
  sessionsIntro: 'Signs you out on every phone and computer, this one too.',
  signOutEverywhere: 'Sign out everywhere',
  signedOutEverywhere: 'You are signed out everywhere.',
  fixedHeading: "What you can't change here",
  usernameLabel: 'Username',
  usernameWhy: (username: string) => `${username}: others mention you and find your posts by it. Set a display name above instead.`,
  pointsLabel: 'Points and level',
  pointsWhy: 'Earned by what you do in the community; the points ledger in your data download lists each.',
  joinedLabel: 'Joined',
  joinedWhy: 'The day your account was made.',
  failed: 'Something went wrong. Please try again.',
} as const;

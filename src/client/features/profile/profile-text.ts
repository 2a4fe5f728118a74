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

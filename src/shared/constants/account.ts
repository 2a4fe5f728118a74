import { PRODUCT_NAME } from './product';

/** Texts of her own data: the privacy page, the deletion link's page, the emails and notices (ours; the spec has none). */
export const ACCOUNT_TEXT = {
  exportOncePerDay: 'You can download your data once a day',
  exportNotFound: 'Download not found',
  exportNotReady: 'Your download is still being prepared',
  exportReadyTitle: 'Your data download is ready',
  exportReadyBody: 'Download it from your privacy page within 7 days.',
  wrongPassword: 'That password is not right',
  ownerAccount: "The site owner's account can't be deleted here",
  deletionLinkInvalid: 'This link is invalid or has already been used.',
  deletionNotRequested: 'There is no deletion to cancel',
  memberNotFound: 'Member not found',
  ownAccountHere: 'Delete your own account from your privacy page',
  emailSame: 'That is already your email address',
  emailChangeLinkInvalid: 'This link is invalid or has expired. Please change your email again.',
  /** The thread of a member who left with `remove`, kept for other mums' replies under it. */
  threadRemovedTitle: 'Thread removed by its author',
  /** Her reply or comment that others answered below, with `remove`. */
  deletedByAuthor: '[deleted by its author]',
  product: PRODUCT_NAME,
} as const;

/** What each file of the data download holds, as its README says (docs/PRODUCT.md "Members and their data"). */
export const EXPORT_README_INTRO = [
  `Your data from ${PRODUCT_NAME}`,
  '',
  'Each file below is JSON. Times are in UTC (ISO 8601). Points are shown as the site shows them.',
  'Some records are not part of this download; the privacy policy says which and why.',
  '',
].join('\n');

import { PRODUCT_NAME } from '../../shared/constants/product';
import type { EmailMessage } from '../email/mailer';
import { escapeHtml, layout } from '../email/templates';

/** An email of a few paragraphs and at most one link (the account emails of docs/PRODUCT.md "Members and their data"). */
function accountEmail(
  to: string,
  subject: string,
  username: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): EmailMessage {
  const text = [`Hi ${username},`, ...paragraphs, ...(link ? [link.url] : [])].join('\n\n');
  const html = layout([
    `Hi ${escapeHtml(username)},`,
    ...paragraphs.map(escapeHtml),
    ...(link ? [`<a href="${escapeHtml(link.url)}" style="color:#b4533f">${escapeHtml(link.label)}</a>`] : []),
  ]);
  return { to, subject, text, html };
}

export function exportReadyEmail(to: string, username: string, privacyUrl: string): EmailMessage {
  return accountEmail(
    to,
    `Your ${PRODUCT_NAME} data is ready to download`,
    username,
    ['The download of your data you asked for is ready. It can be downloaded from your privacy page for 7 days, then it is deleted.'],
    { url: privacyUrl, label: 'Open your privacy page' },
  );
}

export function confirmDeletionEmail(to: string, username: string, link: string, graceHours: number): EmailMessage {
  const when =
    graceHours === 0
      ? 'Your account is deleted as soon as you confirm.'
      : `Your account is deleted ${graceHours} hours after you confirm; until then, sign in and press "Keep my account" to keep it.`;
  return accountEmail(
    to,
    `Confirm the deletion of your ${PRODUCT_NAME} account`,
    username,
    [
      `You asked to delete your ${PRODUCT_NAME} account. Open this link within 24 hours to confirm it.`,
      when,
      "If you didn't ask, ignore this email: nothing happens.",
    ],
    { url: link, label: 'Confirm the deletion' },
  );
}

export function accountDeletedEmail(to: string, username: string): EmailMessage {
  return accountEmail(to, `Your ${PRODUCT_NAME} account is deleted`, username, [
    `Your ${PRODUCT_NAME} account has been deleted, as asked. Thank you for being part of the village.`,
  ]);
}

export function confirmEmailChangeEmail(to: string, username: string, link: string): EmailMessage {
  return accountEmail(
    to,
    `Confirm your new ${PRODUCT_NAME} email address`,
    username,
    [
      `You asked to use this address for your ${PRODUCT_NAME} account. Open this link within 24 hours to confirm it.`,
      "If you didn't ask, ignore this email.",
    ],
    { url: link, label: 'Confirm this address' },
  );
}

export function emailChangedNotice(to: string, username: string, newEmail: string): EmailMessage {
  return accountEmail(to, `Your ${PRODUCT_NAME} email address was changed`, username, [
    `The email address of your ${PRODUCT_NAME} account was changed to ${newEmail}.`,
    "If that wasn't you, reset your password from the sign-in page and write to us at once.",
  ]);
}

export function emailChangeRequestedNotice(to: string, username: string): EmailMessage {
  return accountEmail(to, `A change of your ${PRODUCT_NAME} email address was asked for`, username, [
    `Someone signed in to your ${PRODUCT_NAME} account asked to change its email address. It changes only when the link sent to the new address is opened.`,
    "If that wasn't you, change your password now.",
  ]);
}

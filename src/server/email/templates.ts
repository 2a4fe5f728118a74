import { PRODUCT_NAME } from '../../shared/constants/product';
import { endSentence } from '../../shared/lib/text';
import type { EmailMessage } from './mailer';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#1f2937;line-height:1.6;max-width:560px;margin:auto;padding:24px">
<h1 style="font-family:'Playfair Display',Georgia,serif;color:#b4533f;font-size:24px">${PRODUCT_NAME}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;
}

export function welcomeEmail(to: string, username: string, siteUrl: string): EmailMessage {
  return {
    to,
    subject: `Welcome to ${PRODUCT_NAME}!`,
    text: [
      `Hi ${username},`,
      `Welcome to ${PRODUCT_NAME}: your account is ready. Say hello in the community, save the recipes and articles you love, and collect points for monthly giveaways.`,
      `Start here: ${siteUrl}/community`,
      `If you didn't sign up, you can ignore this email.`,
    ].join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(username)},`,
      `Welcome to ${PRODUCT_NAME}: your account is ready. Say hello in the community, save the recipes and articles you love, and collect points for monthly giveaways.`,
      `<a href="${escapeHtml(`${siteUrl}/community`)}" style="color:#b4533f">Visit the community</a>`,
      `If you didn't sign up, you can ignore this email.`,
    ]),
  };
}

export function passwordResetEmail(to: string, username: string, resetUrl: string): EmailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hi ${username},`,
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Open this link within one hour to choose a new one:`,
      resetUrl,
      `If you didn't ask, ignore this email: your password stays as it is.`,
    ].join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(username)},`,
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Open this link within one hour to choose a new one:`,
      `<a href="${escapeHtml(resetUrl)}" style="color:#b4533f">Choose a new password</a>`,
      `If you didn't ask, ignore this email: your password stays as it is.`,
    ]),
  };
}

export function giveawayWinnerEmail(
  to: string,
  { username, prize, month, claimBy, claimUrl }: { username: string; prize: string; month: string; claimBy: string; claimUrl: string },
): EmailMessage {
  return {
    to,
    subject: `You won the ${PRODUCT_NAME} giveaway!`,
    text: [
      `Hi ${username},`,
      `Congratulations: you won the ${month} giveaway! Your prize: ${endSentence(prize)}`,
      `Claim your prize by ${claimBy} on the giveaways page: ${claimUrl}`,
      `If it isn't claimed by then, it goes to another member in a new draw.`,
    ].join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(username)},`,
      `Congratulations: you won the ${escapeHtml(month)} giveaway! Your prize: <strong>${escapeHtml(endSentence(prize))}</strong>`,
      `Claim your prize by ${escapeHtml(claimBy)}: <a href="${escapeHtml(claimUrl)}" style="color:#b4533f">claim it on the giveaways page</a>.`,
      `If it isn't claimed by then, it goes to another member in a new draw.`,
    ]),
  };
}

/** What the team decided about her or her post, why, and where to ask for another look. */
export function moderationNoticeEmail(
  to: string,
  {
    username,
    title,
    reason,
    rulesUrl,
    decisionsUrl,
  }: { username: string; title: string; reason: string; rulesUrl: string; decisionsUrl: string },
): EmailMessage {
  const why = `Reason: ${endSentence(reason)}`;
  const rules = `Our community rules are in the terms of use:`;
  const appeal = `If you think we got it wrong, you can ask for another look from your moderation notices:`;
  return {
    to,
    subject: `${PRODUCT_NAME}: ${title}`,
    text: [`Hi ${username},`, `${title}.`, why, `${rules} ${rulesUrl}`, `${appeal} ${decisionsUrl}`].join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(username)},`,
      `${escapeHtml(title)}.`,
      escapeHtml(why),
      `${rules} <a href="${escapeHtml(rulesUrl)}" style="color:#b4533f">community rules</a>`,
      `${appeal} <a href="${escapeHtml(decisionsUrl)}" style="color:#b4533f">ask for another look</a>`,
    ]),
  };
}

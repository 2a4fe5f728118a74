import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { NEWSLETTER_CONFIRM_LINK_DAYS, SENDER_IDENTITY } from '../../shared/constants/newsletter';
import { PRODUCT_NAME } from '../../shared/constants/product';
import type { Db } from '../db/client';
import type { EmailMessage } from '../email/mailer';
import { queueEmail } from '../email/queued';
import { escapeHtml, layout } from '../email/templates';
import { newsletterToken, unsubscribeHeaders, unsubscribePageUrl } from '../email/unsubscribe-links';

export interface Recipient {
  email: string;
  name: string;
  /** Their newsletter unsubscribe token. */
  token: string;
}

const CONTACT = 'Reply to this email to reach our team, or visit';

/**
 * What every newsletter email ends with (Spam Act 2003: who sends it, how to reach us (a reply
 * reaches the From address), and a working unsubscribe), in text and HTML, and the RFC 8058 headers.
 */
function withFooter(message: Omit<EmailMessage, 'headers'>, publicUrl: string, token: string): EmailMessage {
  const unsubscribeUrl = unsubscribePageUrl(publicUrl, token);
  const why = `You're receiving this because you subscribed to the ${PRODUCT_NAME} newsletter.`;
  return {
    ...message,
    text: `${message.text}\n\n--\n${why}\nUnsubscribe: ${unsubscribeUrl}\n${SENDER_IDENTITY}. ${CONTACT} ${publicUrl}`,
    html: message.html.replace(
      '</body>',
      `<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px">
<p style="font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(SENDER_IDENTITY)}. ${escapeHtml(CONTACT)} <a href="${escapeHtml(publicUrl)}" style="color:#6b7280">${escapeHtml(publicUrl)}</a></p>
</body>`,
    ),
    headers: unsubscribeHeaders(publicUrl, token),
  };
}

export function newsletterWelcomeEmail(recipient: Recipient, publicUrl: string): EmailMessage {
  const first = recipient.name.split(' ')[0] || recipient.name;
  return withFooter(
    {
      to: recipient.email,
      subject: `Welcome to the ${PRODUCT_NAME} newsletter`,
      text: [
        `Hi ${first},`,
        `Thanks for subscribing! Every few weeks we'll send you new recipes, articles and resources for mums and mums-to-be, and news of our perks and giveaways.`,
        `Read the latest: ${publicUrl}/blog`,
      ].join('\n\n'),
      html: layout([
        `Hi ${escapeHtml(first)},`,
        `Thanks for subscribing! Every few weeks we'll send you new recipes, articles and resources for mums and mums-to-be, and news of our perks and giveaways.`,
        `<a href="${escapeHtml(`${publicUrl}/blog`)}" style="color:#b4533f">Read the latest articles</a>`,
      ]),
    },
    publicUrl,
    recipient.token,
  );
}

/** Queues the welcome email, with her unsubscribe link, in the caller's transaction. */
export async function queueWelcome(tx: Db, subscriber: { id: number; email: string; name: string }, publicUrl: string) {
  const token = await newsletterToken(tx, subscriber.id);
  await queueEmail(tx, newsletterWelcomeEmail({ email: subscriber.email, name: subscriber.name, token }, publicUrl));
}

/** The page a confirm link opens: it asks before it acts, as the unsubscribe page does. */
export function confirmPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/confirm?token=${token}`;
}

/**
 * To an address that unsubscribed and was signed up again by someone (PRODUCT.md "Newsletter and
 * email"): the one email it gets until its owner confirms. Not a newsletter (no unsubscribe
 * footer: she isn't subscribed) and no name in it: whoever filled in the form typed that.
 */
export function newsletterConfirmEmail(to: string, token: string, publicUrl: string): EmailMessage {
  const url = confirmPageUrl(publicUrl, token);
  const asked = `Someone (hopefully you) asked to subscribe this address to the ${PRODUCT_NAME} newsletter again.`;
  const within = `The link works for ${NEWSLETTER_CONFIRM_LINK_DAYS} days.`;
  const ignore = "If it wasn't you, ignore this email: you stay unsubscribed and we send you nothing more.";
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} newsletter subscription`,
    text: [
      'Hello,',
      asked,
      `To start receiving it, confirm here: ${url}`,
      within,
      ignore,
      `--\n${SENDER_IDENTITY}. ${CONTACT} ${publicUrl}`,
    ].join('\n\n'),
    html: layout([
      'Hello,',
      escapeHtml(asked),
      `<a href="${escapeHtml(url)}" style="color:#b4533f">Confirm my subscription</a>`,
      escapeHtml(within),
      escapeHtml(ignore),
      `<span style="font-size:12px;color:#6b7280">${escapeHtml(SENDER_IDENTITY)}. ${escapeHtml(CONTACT)} <a href="${escapeHtml(publicUrl)}" style="color:#6b7280">${escapeHtml(publicUrl)}</a></span>`,
    ]),
  };
}

/** A campaign's Markdown as email HTML: no raw HTML from the source, links kept. */
export function campaignHtml(body: string): string {
  return renderToStaticMarkup(createElement(Markdown, null, body));
}

export function campaignEmail(campaign: { subject: string; body: string }, recipient: Recipient, publicUrl: string): EmailMessage {
  const html = layout([]).replace('</body>', `${campaignHtml(campaign.body)}\n</body>`);
  return withFooter({ to: recipient.email, subject: campaign.subject, text: campaign.body, html }, publicUrl, recipient.token);
}

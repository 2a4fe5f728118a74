import { PARTNERSHIP_TEXT } from '../../shared/constants/partnerships';
import { PRODUCT_NAME } from '../../shared/constants/product';
import type { EnquiryInput } from '../../shared/schemas/partnerships';
import type { EmailMessage } from '../email/mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The enquiry as the team reads it: who, which company, how to answer, and the message as typed. */
export function enquiryEmail(to: string, enquiry: Omit<EnquiryInput, 'website'>, siteUrl: string): EmailMessage {
  const fields: [string, string][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Company', enquiry.company],
  ];
  return {
    to,
    subject: PARTNERSHIP_TEXT.emailSubject(enquiry.company),
    text: [
      `A partnership enquiry came in through ${siteUrl}/partnerships.`,
      fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
      enquiry.message,
      `Reply to ${enquiry.email} to answer.`,
    ].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#1f2937;line-height:1.6;max-width:560px;margin:auto;padding:24px">
<h1 style="font-family:'Playfair Display',Georgia,serif;color:#b4533f;font-size:24px">${PRODUCT_NAME}: partnership enquiry</h1>
<p>${fields.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>
<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>
<p><a href="mailto:${escapeHtml(enquiry.email)}" style="color:#b4533f">Reply to ${escapeHtml(enquiry.name)}</a></p>
</body></html>`,
  };
}

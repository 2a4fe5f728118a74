import { PARTNERSHIP_TEXT } from '../../shared/constants/partnerships';
import type { EnquiryInput } from '../../shared/schemas/partnerships';
import { queueEmail } from '../email/queued';
import { assertWithinLimit } from '../rate-limits/limiter';
import type { Context } from '../trpc/context';
import { enquiryEmail } from './email';

/** Where enquiries go when the app was started without a team inbox (tests, createApp callers). */
export const DEFAULT_TEAM_INBOX = 'hello@mamavillage.example';

/**
 * A brand's enquiry from /partnerships, emailed to the team's inbox by a background job. Nothing
 * else is stored: the inbox is the record (the outbox folder when no SMTP server is configured). A
 * filled honeypot gets the same answer and sends nothing, so a bot learns nothing from it.
 */
export async function sendEnquiry(
  ctx: Pick<Context, 'db' | 'logger' | 'rateLimiter' | 'clientIp' | 'publicUrl' | 'teamInbox'>,
  input: EnquiryInput,
): Promise<{ success: true }> {
  await assertWithinLimit(ctx.rateLimiter, 'partnershipEnquiriesPerAddress', ctx.clientIp, PARTNERSHIP_TEXT.tooManyEnquiries);
  if (input.website?.trim()) {
    ctx.logger.info({ clientIp: ctx.clientIp }, 'partnership enquiry with the honeypot filled: not sent');
    return { success: true };
  }
  const { website: _website, ...enquiry } = input;
  await queueEmail(ctx.db, enquiryEmail(ctx.teamInbox ?? DEFAULT_TEAM_INBOX, enquiry, ctx.publicUrl));
  return { success: true };
}

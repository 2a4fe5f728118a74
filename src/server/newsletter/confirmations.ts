import { TRPCError } from '@trpc/server';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { NEWSLETTER_CONFIRM_LINK_DAYS, NEWSLETTER_SERVER_TEXT } from '../../shared/constants/newsletter';
import type { ConfirmLinkDto, subscribeInput } from '../../shared/schemas/newsletter';
import type { z } from 'zod';
import { hashToken } from '../auth/session';
import type { Db } from '../db/client';
import { newsletterConfirmations, newsletterConsents, newsletterSubscribers } from '../db/schema';
import { queueEmail } from '../email/queued';
import type { RateLimiter } from '../rate-limits/limiter';
import { newsletterConfirmEmail, queueWelcome } from './emails';
import { maskEmail, newLinkToken } from '../email/unsubscribe-links';

type Subscription = z.output<typeof subscribeInput>;

const LINK_LIFETIME_MS = NEWSLETTER_CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;

const linkNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: NEWSLETTER_SERVER_TEXT.confirmLinkNotFound });
const live = (token: string) => and(eq(newsletterConfirmations.id, hashToken(token)), gt(newsletterConfirmations.expiresAt, new Date()));

/**
 * A sign-up for an address that unsubscribed (PRODUCT.md "Newsletter and email"): the subscriber
 * stays as she is; what was typed waits with a confirm link emailed to the address. Within the
 * per-address window nothing at all happens (the caller answers the same either way).
 */
export async function askToConfirm(tx: Db, limiter: RateLimiter, subscriberId: number, input: Subscription, publicUrl: string) {
  if (!(await limiter.consume('newsletterConfirmPerEmail', input.email))) return;
  const token = newLinkToken();
  await tx
    .delete(newsletterConfirmations)
    .where(and(eq(newsletterConfirmations.subscriberId, subscriberId), lte(newsletterConfirmations.expiresAt, new Date())));
  await tx.insert(newsletterConfirmations).values({
    id: hashToken(token),
    subscriberId,
    name: input.name,
    source: input.source,
    sourceDetail: input.sourceDetail,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
  });
  await queueEmail(tx, newsletterConfirmEmail(input.email, token, publicUrl));
}

/** What a live confirm link subscribes, for its page; NOT_FOUND when it has expired or was used. */
export async function describeConfirmLink(db: Db, token: string): Promise<ConfirmLinkDto> {
  const [row] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterConfirmations)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterConfirmations.subscriberId))
    .where(live(token));
  if (!row) throw linkNotFound();
  return { email: maskEmail(row.email) };
}

/**
 * The owner's confirmation: the subscription comes back with what was typed, the consent is
 * recorded now (with the form it was asked on), and the welcome email goes out. The link, and any
 * other of hers, is used up. An address that is active again already (her profile's switch)
 * stays as it is.
 */
export async function confirmSubscription(db: Db, token: string, publicUrl: string) {
  await db.transaction(async (tx) => {
    // Deleting the row claims it: of two racing uses of one link, only one gets it.
    const [pending] = await tx.delete(newsletterConfirmations).where(live(token)).returning();
    if (!pending) throw linkNotFound();
    await tx.delete(newsletterConfirmations).where(eq(newsletterConfirmations.subscriberId, pending.subscriberId));
    const [back] = await tx
      .update(newsletterSubscribers)
      .set({
        name: pending.name,
        status: 'active',
        source: pending.source,
        sourceDetail: pending.sourceDetail,
        consentedAt: sql`now()`,
        unsubscribedAt: null,
      })
      .where(and(eq(newsletterSubscribers.id, pending.subscriberId), eq(newsletterSubscribers.status, 'unsubscribed')))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, name: newsletterSubscribers.name });
    if (!back) return;
    await tx
      .insert(newsletterConsents)
      .values({ subscriberId: back.id, action: 'subscribed', source: pending.source, sourceDetail: pending.sourceDetail });
    await queueWelcome(tx, back, publicUrl);
  });
}

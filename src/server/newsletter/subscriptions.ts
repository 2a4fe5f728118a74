import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_SERVER_TEXT } from '../../shared/constants/newsletter';
import type { MySubscriptionDto, subscribeInput } from '../../shared/schemas/newsletter';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { newsletterConsents, newsletterSubscribers, users } from '../db/schema';
import { queueEmail } from '../email/queued';
import { assertWithinLimit, type RateLimiter } from '../http/rate-limit';
import { endSubscription } from './consent';
import { newsletterWelcomeEmail } from './emails';
import { newsletterToken } from './unsubscribe-links';

type Subscription = z.output<typeof subscribeInput>;

/**
 * Subscribes an address (PRODUCT.md "Newsletter and email"): a new address, or one that
 * unsubscribed and comes back, becomes active with this consent recorded and gets the welcome
 * email; an active one is refused with PRODUCT.md's 400. One statement decides, so of many
 * requests for one address at once exactly one subscribes.
 */
export async function subscribe(db: Db, input: Subscription): Promise<{ subscriberId: number }> {
  const subscriberId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, name: input.name, source: input.source, sourceDetail: input.sourceDetail })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          name: input.name,
          status: 'active',
          source: input.source,
          sourceDetail: input.sourceDetail,
          consentedAt: sql`now()`,
          unsubscribedAt: null,
        },
        setWhere: eq(newsletterSubscribers.status, 'unsubscribed'),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) throw new TRPCError({ code: 'BAD_REQUEST', message: NEWSLETTER_SERVER_TEXT.alreadySubscribed });
    await tx
      .insert(newsletterConsents)
      .values({ subscriberId: row.id, action: 'subscribed', source: input.source, sourceDetail: input.sourceDetail });
    return row.id;
  });
  return { subscriberId };
}

/** A sign-up from a form: within the limits, subscribed, and welcomed. */
export async function subscribeAndWelcome(
  db: Db,
  input: Subscription,
  publicUrl: string,
  limits: { limiter: RateLimiter; clientIp: string },
) {
  await assertWithinLimit(limits.limiter, 'newsletterPerAddress', limits.clientIp, NEWSLETTER_SERVER_TEXT.tooManyAttempts);
  await assertWithinLimit(limits.limiter, 'newsletterPerEmail', input.email, NEWSLETTER_SERVER_TEXT.tooManyAttempts);
  return db.transaction((tx) => subscribeWithWelcome(tx, input, publicUrl));
}

/** Subscribes and queues the welcome email with its unsubscribe link, in the caller's transaction. */
async function subscribeWithWelcome(tx: Db, input: Subscription, publicUrl: string) {
  const { subscriberId } = await subscribe(tx, input);
  const token = await newsletterToken(tx, subscriberId);
  await queueEmail(tx, newsletterWelcomeEmail({ email: input.email, name: input.name, token }, publicUrl));
  return { subscriberId };
}

async function subscriberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row ?? null;
}

/** A member's own subscription: the one of her account's address. */
export async function mySubscription(db: Db, user: SessionUser): Promise<MySubscriptionDto> {
  const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  const email = member!.email.toLowerCase();
  const row = await subscriberByEmail(db, email);
  const subscribed = row?.status === 'active';
  return { email, subscribed, since: subscribed ? row.consentedAt.toISOString() : null };
}

/** Subscribes or unsubscribes the member's address from her profile; asking for the state it has changes nothing. */
export async function setMySubscription(db: Db, user: SessionUser, subscribed: boolean, publicUrl: string): Promise<MySubscriptionDto> {
  const current = await mySubscription(db, user);
  if (current.subscribed !== subscribed) {
    await db.transaction(async (tx) => {
      if (subscribed) {
        await subscribeWithWelcome(tx, { email: current.email, name: user.username, source: 'profile', sourceDetail: null }, publicUrl);
      } else {
        const row = await subscriberByEmail(tx, current.email);
        if (row) await endSubscription(tx, row.id, 'profile');
      }
    });
  }
  return mySubscription(db, user);
}

/** An admin's unsubscribe of an address (a complaint by phone, a bounce). */
export async function adminUnsubscribe(db: Db, subscriberId: number) {
  const done = await db.transaction((tx) => endSubscription(tx, subscriberId, 'admin'));
  if (!done) {
    const [row] = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriberId));
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NEWSLETTER_SERVER_TEXT.subscriberNotFound });
  }
}

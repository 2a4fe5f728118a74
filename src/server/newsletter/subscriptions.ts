import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_SERVER_TEXT } from '../../shared/constants/newsletter';
import type { MySubscriptionDto, subscribeInput } from '../../shared/schemas/newsletter';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { newsletterConsents, newsletterSubscribers, users } from '../db/schema';
import { assertWithinLimit, type RateLimiter } from '../rate-limits/limiter';
import { askToConfirm } from './confirmations';
import { endSubscription } from './consent';
import { restoreErasedAddress } from './erased';
import { queueWelcome } from './emails';

type Subscription = z.output<typeof subscribeInput>;

/**
 * Subscribes an address its owner asked for herself (PRODUCT.md "Newsletter and email"): a new
 * address, or her own that she unsubscribed, becomes active with this consent recorded and is
 * welcomed; an active one is refused with PRODUCT.md's 400. One statement decides, so of many
 * requests for one address at once exactly one subscribes. In the caller's transaction.
 */
async function subscribeOwnAddress(tx: Db, input: Subscription, publicUrl: string) {
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
  if (!row) throw alreadySubscribed();
  await welcomeNewSubscriber(tx, row.id, input, publicUrl);
}

/** The consent of a subscription that has just begun, and its welcome email. */
async function welcomeNewSubscriber(tx: Db, subscriberId: number, input: Subscription, publicUrl: string) {
  await tx
    .insert(newsletterConsents)
    .values({ subscriberId, action: 'subscribed', source: input.source, sourceDetail: input.sourceDetail });
  await queueWelcome(tx, { id: subscriberId, email: input.email, name: input.name }, publicUrl);
}

const alreadySubscribed = () => new TRPCError({ code: 'BAD_REQUEST', message: NEWSLETTER_SERVER_TEXT.alreadySubscribed });

/**
 * A sign-up from a form, within the limits (PRODUCT.md "Newsletter and email"). A new address is
 * subscribed and welcomed; an active one gets PRODUCT.md's 400. An address that unsubscribed is
 * subscribed again only by its owner: the signed-in member whose account's address it is, at
 * once; anyone else's sign-up leaves it unsubscribed and emails it a link to confirm. The answer
 * is the same as a new address's, so the form tells nobody that an address was ever here.
 */
export async function signUp(
  db: Db,
  input: Subscription,
  publicUrl: string,
  context: { limiter: RateLimiter; clientIp: string; user: SessionUser | null },
) {
  const { limiter } = context;
  await assertWithinLimit(limiter, 'newsletterPerAddress', context.clientIp, NEWSLETTER_SERVER_TEXT.tooManyAttempts);
  await assertWithinLimit(limiter, 'newsletterPerEmail', input.email, NEWSLETTER_SERVER_TEXT.tooManyAttempts);
  await db.transaction(async (tx) => {
    await restoreErasedAddress(tx, input.email);
    if (context.user?.email.toLowerCase() === input.email) return subscribeOwnAddress(tx, input, publicUrl);
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, name: input.name, source: input.source, sourceDetail: input.sourceDetail })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (created) return welcomeNewSubscriber(tx, created.id, input, publicUrl);
    const existing = await subscriberByEmail(tx, input.email);
    if (existing!.status === 'active') throw alreadySubscribed();
    await askToConfirm(tx, limiter, existing!.id, input, publicUrl);
  });
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
        await subscribeOwnAddress(tx, { email: current.email, name: user.username, source: 'profile', sourceDetail: null }, publicUrl);
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

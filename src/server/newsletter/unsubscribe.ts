import { and, eq } from 'drizzle-orm';
import { NEWSLETTER_SERVER_TEXT, NOTIFICATION_EMAIL_TOPICS } from '../../shared/constants/newsletter';
import type { UnsubscribeLinkDto } from '../../shared/schemas/newsletter';
import type { Db } from '../db/client';
import { newsletterSubscribers, notificationEmailPrefs, unsubscribeTokens, users } from '../db/schema';
import { maskEmail } from '../email/unsubscribe-links';
import { endSubscription } from './consent';

/**
 * What an emailed unsubscribe link (email/unsubscribe-links.ts) does when its holder opens or uses
 * it: the newsletter's links end a subscription, a notification type's links stop those emails.
 */

async function findToken(db: Db, token: string) {
  const [row] = await db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.token, token));
  return row ?? null;
}

/** What a link unsubscribes from, and whether that's done already; null for an unknown token. */
export async function describeUnsubscribeLink(db: Db, token: string): Promise<UnsubscribeLinkDto | null> {
  const link = await findToken(db, token);
  if (!link) return null;
  if (link.kind === 'newsletter') {
    const [subscriber] = await db
      .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, link.subscriberId!));
    if (!subscriber) return null;
    return {
      kind: 'newsletter',
      what: NEWSLETTER_SERVER_TEXT.newsletterName,
      email: maskEmail(subscriber.email),
      done: subscriber.status === 'unsubscribed',
    };
  }
  const type = link.notificationType!;
  const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, link.userId!));
  if (!member) return null;
  const [pref] = await db
    .select({ byEmail: notificationEmailPrefs.byEmail })
    .from(notificationEmailPrefs)
    .where(and(eq(notificationEmailPrefs.userId, link.userId!), eq(notificationEmailPrefs.type, type)));
  return { kind: 'notification', what: NOTIFICATION_EMAIL_TOPICS[type], email: maskEmail(member.email), done: pref?.byEmail === false };
}

/**
 * Acts on a link: the newsletter subscription ends (recorded as a consent change), or the member's
 * emails of that type stop (in-app notifications go on). Using a link twice changes nothing.
 * Returns false for an unknown token.
 */
export async function unsubscribeWithToken(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const link = await findToken(tx, token);
    if (!link) return false;
    if (link.kind === 'newsletter') {
      await endSubscription(tx, link.subscriberId!, 'unsubscribe-link');
      return true;
    }
    await tx
      .insert(notificationEmailPrefs)
      .values({ userId: link.userId!, type: link.notificationType!, byEmail: false })
      .onConflictDoUpdate({ target: [notificationEmailPrefs.userId, notificationEmailPrefs.type], set: { byEmail: false } });
    return true;
  });
}

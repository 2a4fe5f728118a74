import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '../../shared/constants/community';
import { NEWSLETTER_SERVER_TEXT, NOTIFICATION_EMAIL_TOPICS } from '../../shared/constants/newsletter';
import type { UnsubscribeLinkDto } from '../../shared/schemas/newsletter';
import type { Db } from '../db/client';
import { endSubscription } from '../newsletter/consent';
import { newsletterSubscribers, notificationEmailPrefs, unsubscribeTokens, users } from '../db/schema';

/**
 * The unsubscribe links of every email that can be stopped: the newsletter's (one token per
 * subscriber) and notification emails (one per member and notification type). One page and one
 * one-click address answer both (newsletter.unsubscribeLink and .unsubscribe, /api/email/unsubscribe).
 */

/** The secret of a link emailed to a subscriber: an unsubscribe link, a confirm link. */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The subscriber's unsubscribe token, made the first time it is needed. */
export async function newsletterToken(db: Db, subscriberId: number): Promise<string> {
  await db.insert(unsubscribeTokens).values({ token: newLinkToken(), kind: 'newsletter', subscriberId }).onConflictDoNothing();
  const [row] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.subscriberId, subscriberId));
  return row!.token;
}

/** The member's token for one notification type's emails. */
export async function notificationToken(db: Db, userId: number, type: NotificationType): Promise<string> {
  await db
    .insert(unsubscribeTokens)
    .values({ token: newLinkToken(), kind: 'notification', userId, notificationType: type })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(and(eq(unsubscribeTokens.userId, userId), eq(unsubscribeTokens.notificationType, type)));
  return row!.token;
}

/** The page a person opens from the email: it works without signing in. */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${token}`;
}

/**
 * RFC 8058 one-click unsubscribe: mail apps show their own Unsubscribe button and POST
 * `List-Unsubscribe=One-Click` to this address, with no page and no sign-in.
 */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/email/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** kate@example.com → k***@example.com: the page confirms the address without showing it to whoever holds the link. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

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

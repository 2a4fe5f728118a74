import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '../../shared/constants/community';
import type { Db } from '../db/client';
import { unsubscribeTokens } from '../db/schema';

/**
 * The unsubscribe links of every email that can be stopped: the newsletter's (one token per
 * subscriber) and notification emails (one per member and notification type). One page and one
 * one-click address answer both (newsletter.unsubscribeLink and .unsubscribe, /api/email/unsubscribe);
 * what a link does once used is newsletter/unsubscribe.ts's.
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

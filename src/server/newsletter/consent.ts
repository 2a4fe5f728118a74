import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterConsents, newsletterSubscribers } from '../db/schema';

/**
 * Ends a subscription and records when and through what; an address already unsubscribed stays
 * as it is (a second click on a link records nothing).
 */
export async function endSubscription(tx: Db, subscriberId: number, source: string): Promise<boolean> {
  const ended = await tx
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, 'active')))
    .returning({ id: newsletterSubscribers.id });
  if (ended.length === 0) return false;
  await tx.insert(newsletterConsents).values({ subscriberId, action: 'unsubscribed', source });
  return true;
}

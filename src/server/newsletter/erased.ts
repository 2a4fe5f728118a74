import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

/**
 * The key that stands for a deleted member's address in newsletter_subscribers (account/erase-member.ts):
 * a hash, so the address itself is not kept, yet a sign-up or an import of it finds its row,
 * unsubscribed, and treats it as any address that unsubscribed: only its owner subscribes it again.
 */
export function erasedEmailKey(email: string): string {
  return `erased:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** Gives an erased address's row its address back (still unsubscribed) before a sign-up or import looks it up. */
export async function restoreErasedAddress(tx: Db, email: string): Promise<void> {
  await tx
    .update(newsletterSubscribers)
    .set({ email: email.toLowerCase() })
    .where(eq(newsletterSubscribers.email, erasedEmailKey(email)));
}

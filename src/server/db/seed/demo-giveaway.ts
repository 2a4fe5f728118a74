import { newDrawSeed, sha256Hex } from '../../../shared/lib/giveaway-draw';
import { sydneyMonthOf } from '../../../shared/lib/sydney-date';
import type { Db } from '../client';
import { giveaways } from '../schema';

/** A demo site opens with this month's giveaway, its seed committed to like any other. */
export async function seedDemoGiveaway(db: Db, now = new Date()): Promise<void> {
  if ((await db.$count(giveaways)) > 0) return;
  const seed = newDrawSeed();
  await db.insert(giveaways).values({
    month: sydneyMonthOf(now),
    prize: 'A $250 voucher for The Nursery Co.',
    value: '$250',
    description: 'Spend it on a pram, a cot, a carrier or the little things: your choice, delivered anywhere in Australia.',
    terms: [
      'Open to Mama Village members living in Australia. Admin and staff accounts cannot enter or win.',
      'Every member gets 1 free entry for the month, plus 1 entry for each whole point earned in the month (Australia/Sydney time).',
      'The winner is drawn after the month closes, weighted by entries, by the published algorithm; the draw can be checked by anyone.',
      'The winner has 14 days to claim the prize on the giveaways page. An unclaimed prize is drawn again.',
    ].join('\n\n'),
    claimDays: 14,
    seed,
    seedHash: await sha256Hex(seed),
  });
}

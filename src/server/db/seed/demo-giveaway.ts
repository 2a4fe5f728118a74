import { newDrawSeed, sha256Hex } from '../../../shared/lib/giveaway-draw';
import { previousMonth, sydneyMonthOf } from '../../../shared/lib/sydney-clock';
import type { Db } from '../client';
import { giveaways } from '../schema';

const TERMS = [
  'Open to Mama Village members living in Australia. Admin and staff accounts cannot enter or win.',
  'Every member gets 1 free entry for the month, plus 1 entry for each whole point earned in the month (Australia/Sydney time).',
  'The winner is drawn after the month closes, weighted by entries, by the published algorithm; anyone can check the draw.',
  'The winner has 14 days to claim the prize on the giveaways page. An unclaimed prize is drawn again.',
].join('\n\n');

/**
 * A demo site's giveaways, each with its seed committed to like any other: last month's, closed
 * and waiting for the admin to draw it, and this month's, open for entries.
 */
export async function seedDemoGiveaway(db: Db, now = new Date()): Promise<void> {
  if ((await db.$count(giveaways)) > 0) return;
  const month = sydneyMonthOf(now);
  const prizes = [
    {
      month: previousMonth(month),
      prize: 'A baby carrier from Little Wattle Co.',
      value: '$180',
      description: 'An ergonomic carrier for newborns to toddlers, in the colour of your choice.',
    },
    {
      month,
      prize: 'A $250 voucher for The Nursery Co.',
      value: '$250',
      description: 'Spend it on a pram, a cot, a carrier or the little things: your choice, delivered anywhere in Australia.',
    },
  ];
  for (const prize of prizes) {
    const seed = newDrawSeed();
    await db.insert(giveaways).values({ ...prize, terms: TERMS, claimDays: 14, seed, seedHash: await sha256Hex(seed) });
  }
}

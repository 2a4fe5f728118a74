import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { GAMIFICATION_TEXT } from '../../shared/constants/gamification';
import { toHundredths } from '../../shared/lib/levels';
import type { grantPointsInput } from '../../shared/schemas/gamification';
import type { SessionUser } from '../auth/session';
import { recordChange } from '../audit/record';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { writeLedgerRows } from './ledger';
import { memberStats } from './stats';

/** An admin adds or takes off points with a reason: a ledger row of its own, and an audit entry. */
export async function grantPoints(db: Db, admin: SessionUser, input: z.output<typeof grantPointsInput>) {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ username: users.username }).from(users).where(eq(users.id, input.userId));
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: GAMIFICATION_TEXT.memberNotFound });
    await writeLedgerRows(tx, [
      {
        userId: input.userId,
        action: 'grant',
        amount: toHundredths(input.points),
        grantedBy: admin.id,
        note: input.reason,
        createdAt: new Date(),
      },
    ]);
    await recordChange(tx, admin, {
      action: 'create',
      entityType: 'points',
      entityId: String(input.userId),
      label: `Points for ${member.username}`,
      after: { member: member.username, points: input.points, reason: input.reason },
    });
    return memberStats(tx, input.userId);
  });
}

import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import { PERK_TEXT, type AddPerkCodesResult } from '../../../shared/schemas/admin/perks';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import type { Db } from '../../db/client';
import { perkCodes } from '../../db/schema';
import { poolCounts } from './read';
import { lockPerk } from './write';

/** At most this many values in one statement's IN list or VALUES (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 2000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Codes added to a pool: each once (a code already in the pool is left as it is and named in the
 * answer). The audit log records how many, not which: the codes are as good as vouchers.
 */
export async function addPerkCodes(db: Db, actor: SessionUser, perkId: number, codes: string[]): Promise<AddPerkCodesResult> {
  const unique = [...new Set(codes)];
  return db.transaction(async (tx) => {
    // The perk's row is locked, so two admins adding the same codes at once are counted right.
    const perk = await lockPerk(tx, perkId);
    if (perk.redemptionMethod !== 'pool') throw new TRPCError({ code: 'BAD_REQUEST', message: PERK_TEXT.notAPool });
    const before = (await poolCounts(tx, [perkId])).get(perkId)!;
    const existing = new Set<string>();
    for (const part of chunks(unique)) {
      const rows = await tx
        .select({ code: perkCodes.code })
        .from(perkCodes)
        .where(and(eq(perkCodes.perkId, perkId), inArray(perkCodes.code, part)));
      for (const row of rows) existing.add(row.code);
    }
    const fresh = unique.filter((code) => !existing.has(code));
    for (const part of chunks(fresh)) {
      await tx
        .insert(perkCodes)
        .values(part.map((code) => ({ perkId, code })))
        .onConflictDoNothing();
    }
    const after = (await poolCounts(tx, [perkId])).get(perkId)!;
    if (fresh.length > 0) {
      await recordChange(tx, actor, {
        action: 'update',
        entityType: 'perk',
        entityId: perkId,
        label: perk.title,
        before: { poolCodes: { total: before.total, handedOut: before.handedOut } },
        after: { poolCodes: { total: after.total, handedOut: after.handedOut }, codesAdded: fresh.length },
      });
    }
    return { added: after.total - before.total, alreadyThere: unique.filter((code) => existing.has(code)), pool: after };
  });
}

/** A code removed from its pool; one already handed out to a member stays hers (CONFLICT). */
export async function removePerkCode(db: Db, actor: SessionUser, codeId: number): Promise<{ id: number; perkId: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ perkId: perkCodes.perkId }).from(perkCodes).where(eq(perkCodes.id, codeId));
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: PERK_TEXT.codeNotFound });
    const perk = await lockPerk(tx, found.perkId);
    const [code] = await tx.select().from(perkCodes).where(eq(perkCodes.id, codeId)).for('update');
    if (!code) throw new TRPCError({ code: 'NOT_FOUND', message: PERK_TEXT.codeNotFound });
    if (code.assignedAt !== null || code.userId !== null) {
      throw new TRPCError({ code: 'CONFLICT', message: PERK_TEXT.codeHandedOut });
    }
    const before = (await poolCounts(tx, [perk.id])).get(perk.id)!;
    await tx.delete(perkCodes).where(eq(perkCodes.id, codeId));
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'perk',
      entityId: perk.id,
      label: perk.title,
      before: { poolCodes: { total: before.total, handedOut: before.handedOut } },
      after: { poolCodes: { total: before.total - 1, handedOut: before.handedOut }, codesRemoved: 1 },
    });
    return { id: codeId, perkId: perk.id };
  });
}

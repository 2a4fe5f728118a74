import type { AuditAction } from '../../shared/schemas/admin/audit';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  label: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin's change. Call it with the transaction that makes the change, so the record
 * and the change are written together or not at all.
 */
export async function recordChange(tx: Db, actor: SessionUser, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    label: entry.label,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

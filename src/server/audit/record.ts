import type { AuditAction } from '../../shared/schemas/admin/audit';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Who made a change: a member of the team (her session's user), or an integration acting with its
 * API token (docs/ARCHITECTURE.md "Tokens"), which is no member: `id` null, its name kept as the
 * actor's.
 */
export type Actor = SessionUser | IntegrationActor;

export interface IntegrationActor {
  id: null;
  /** `<name> (API token #<id>)`, as the audit log shows it. */
  username: string;
  integrationId: number;
}

/** Whether the change is a member's (an integration has no account to write as). */
export function isMemberActor<T extends Actor>(actor: T): actor is Exclude<T, IntegrationActor> {
  return actor.id !== null;
}

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
export async function recordChange(tx: Db, actor: Actor, entry: AuditEntry): Promise<void> {
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

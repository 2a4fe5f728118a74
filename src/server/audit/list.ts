import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntryDto } from '../../shared/schemas/admin/audit';
import type { AdminListQuery, AdminPage } from '../../shared/schemas/admin/list';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../admin/paging';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

function toAuditEntryDto(row: typeof auditLog.$inferSelect): AuditEntryDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The latest changes first; searchable by what was changed and who changed it. */
export async function listAuditLog(db: Db, query: AdminListQuery & { entityType?: string }): Promise<AdminPage<AuditEntryDto>> {
  const where = and(
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    searchCondition(query.q, auditLog.label, auditLog.actorName),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ count: countAll() }).from(auditLog).where(where),
  ]);
  return toAdminPage(rows.map(toAuditEntryDto), total?.count ?? 0, query);
}

import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AdminPage } from '../../../shared/schemas/admin/list';
import type {
  AdminResourceCategoryDto,
  AdminResourceDto,
  AdminResourceListItemDto,
  AdminResourceListQuery,
  ResourceFields,
} from '../../../shared/schemas/admin/resources';
import { RESOURCE_RULE_TEXT } from '../../../shared/rules/resources';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import { RESOURCE_TEXT } from '../../content/resources';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { resourceCategories, resourceCategoryLinks, resources } from '../../db/schema';
import { forgetContent } from '../../reactions/forget-content';
import { fieldError } from '../../trpc/field-errors';
import { countAll, pageWindow, searchCondition, toAdminPage } from '../paging';
import { findResourceFile, type ResourceFileSources } from '../../content/resource-files';
import { emitEvent } from '../../webhooks/events';

type ResourceRow = typeof resources.$inferSelect;

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: RESOURCE_TEXT.notFound });
}

function accessOf(row: Pick<ResourceRow, 'fileName' | 'externalUrl'>): AdminResourceDto['access'] {
  return row.fileName ? 'file' : row.externalUrl ? 'link' : 'none';
}

function toAdminResourceDto(row: ResourceRow, categoryIds: number[]): AdminResourceDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    body: row.body,
    categoryIds,
    membersOnly: row.membersOnly,
    featured: row.featured,
    commentsOpen: row.commentsOpen,
    comingSoon: row.comingSoon,
    access: accessOf(row),
    fileName: row.fileName,
    externalUrl: row.externalUrl,
    masterclassImage: row.masterclassImage,
    imagePosition: row.imagePosition,
    imageScale: row.imageScale,
    publishedAt: row.publishedAt.toISOString().slice(0, 10),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps: every field an admin edits (fileName included: the old file is kept). */
function audited(dto: AdminResourceDto) {
  const { updatedAt: _updatedAt, ...fields } = dto;
  return fields;
}

async function categoryIdsOf(db: Db, resourceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: resourceCategoryLinks.categoryId })
    .from(resourceCategoryLinks)
    .where(eq(resourceCategoryLinks.resourceId, resourceId))
    .orderBy(asc(resourceCategoryLinks.categoryId));
  return rows.map((row) => row.id);
}

export async function listAdminResources(db: Db, query: AdminResourceListQuery): Promise<AdminPage<AdminResourceListItemDto>> {
  const where = and(
    searchCondition(query.q, resources.title, resources.description),
    query.category === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(resourceCategoryLinks)
            .where(and(eq(resourceCategoryLinks.resourceId, resources.id), eq(resourceCategoryLinks.categoryId, query.category))),
        ),
    query.membersOnly === undefined ? undefined : eq(resources.membersOnly, query.membersOnly === 'members'),
    query.featured === undefined ? undefined : eq(resources.featured, query.featured === 'featured'),
    query.comingSoon === undefined ? undefined : eq(resources.comingSoon, query.comingSoon === 'coming-soon'),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db.select().from(resources).where(where).orderBy(desc(resources.publishedAt), desc(resources.id)).limit(limit).offset(offset),
    db.select({ total: countAll() }).from(resources).where(where),
  ]);
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ resourceId: resourceCategoryLinks.resourceId, id: resourceCategories.id, name: resourceCategories.name })
          .from(resourceCategoryLinks)
          .innerJoin(resourceCategories, eq(resourceCategories.id, resourceCategoryLinks.categoryId))
          .where(
            inArray(
              resourceCategoryLinks.resourceId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(resourceCategories.name));
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    categories: links.filter((link) => link.resourceId === row.id).map(({ id, name }) => ({ id, name })),
    access: accessOf(row),
    membersOnly: row.membersOnly,
    featured: row.featured,
    comingSoon: row.comingSoon,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return toAdminPage(items, counted?.total ?? 0, query);
}

export async function adminResourceById(db: Db, id: number): Promise<AdminResourceDto> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  if (!row) throw notFound();
  return toAdminResourceDto(row, await categoryIdsOf(db, id));
}

export async function listResourceCategories(db: Db): Promise<AdminResourceCategoryDto[]> {
  return db
    .select({ id: resourceCategories.id, name: resourceCategories.name, resourceCount: count(resourceCategoryLinks.resourceId) })
    .from(resourceCategories)
    .leftJoin(resourceCategoryLinks, eq(resourceCategoryLinks.categoryId, resourceCategories.id))
    .groupBy(resourceCategories.id)
    .orderBy(asc(resourceCategories.name));
}

export async function createResourceCategory(db: Db, actor: SessionUser, name: string): Promise<AdminResourceCategoryDto> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(resourceCategories).values({ name }).returning();
      await recordChange(tx, actor, {
        action: 'create',
        entityType: 'resource_category',
        entityId: row!.id,
        label: row!.name,
        after: { name: row!.name },
      });
      return { id: row!.id, name: row!.name, resourceCount: 0 };
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) {
      throw fieldError('CONFLICT', 'name', RESOURCE_RULE_TEXT.categoryTaken);
    }
    throw error;
  }
}

/** A resource's file must exist: a stored upload, or one of the shipped worksheets. */
async function checkFileStored(files: ResourceFileSources, fileName: string | null): Promise<void> {
  if (!fileName) return;
  if (!(await findResourceFile(files, fileName))) throw fieldError('BAD_REQUEST', 'fileName', RESOURCE_RULE_TEXT.fileMissing);
}

async function checkCategoriesExist(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: resourceCategories.id }).from(resourceCategories).where(inArray(resourceCategories.id, ids));
  if (found.length !== ids.length)
    throw fieldError('BAD_REQUEST', 'categoryIds', 'A chosen category no longer exists. Please reload the page.');
}

async function setCategories(tx: Db, resourceId: number, ids: number[]): Promise<void> {
  await tx.delete(resourceCategoryLinks).where(eq(resourceCategoryLinks.resourceId, resourceId));
  if (ids.length > 0) await tx.insert(resourceCategoryLinks).values(ids.map((categoryId) => ({ resourceId, categoryId })));
}

/** A date-only publishedAt, as UTC midnight; an update keeping the day keeps the time it had. */
function publishedAtOf(day: string, before?: Date): Date {
  if (before && before.toISOString().slice(0, 10) === day) return before;
  return new Date(`${day}T00:00:00Z`);
}

function columnsOf(fields: ResourceFields) {
  const { categoryIds: _categoryIds, access: _access, publishedAt: _publishedAt, ...columns } = fields;
  return columns;
}

export async function createResource(
  db: Db,
  actor: SessionUser,
  files: ResourceFileSources,
  fields: ResourceFields,
): Promise<AdminResourceDto> {
  await checkFileStored(files, fields.fileName);
  return db.transaction(async (tx) => {
    await checkCategoriesExist(tx, fields.categoryIds);
    const [row] = await tx
      .insert(resources)
      .values({ ...columnsOf(fields), publishedAt: publishedAtOf(fields.publishedAt) })
      .returning();
    await setCategories(tx, row!.id, fields.categoryIds);
    const dto = toAdminResourceDto(
      row!,
      [...fields.categoryIds].sort((a, b) => a - b),
    );
    await recordChange(tx, actor, {
      action: 'create',
      entityType: 'resource',
      entityId: row!.id,
      label: row!.title,
      before: null,
      after: audited(dto),
    });
    // Resources have no draft: one is published when it is created (its date is only shown).
    await emitEvent(tx, 'resource.published', { id: row!.id, title: row!.title, path: `/resources/id/${row!.id}` });
    return dto;
  });
}

/**
 * Updates every field. A replaced or removed file stays in the resource files folder: the audit
 * log's `before` names it, so an admin can still put it back.
 */
export async function updateResource(
  db: Db,
  actor: SessionUser,
  files: ResourceFileSources,
  id: number,
  fields: ResourceFields,
): Promise<AdminResourceDto> {
  return db.transaction(async (tx) => {
    const [beforeRow] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
    if (!beforeRow) throw notFound();
    if (fields.fileName !== beforeRow.fileName) await checkFileStored(files, fields.fileName);
    await checkCategoriesExist(tx, fields.categoryIds);
    const before = toAdminResourceDto(beforeRow, await categoryIdsOf(tx, id));
    const [row] = await tx
      .update(resources)
      .set({ ...columnsOf(fields), publishedAt: publishedAtOf(fields.publishedAt, beforeRow.publishedAt), updatedAt: new Date() })
      .where(eq(resources.id, id))
      .returning();
    await setCategories(tx, id, fields.categoryIds);
    const after = toAdminResourceDto(row!, await categoryIdsOf(tx, id));
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'resource',
      entityId: id,
      label: row!.title,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Deletes a resource with its likes and saves; its file stays (the audit log's before names it). */
export async function deleteResource(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [beforeRow] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
    if (!beforeRow) throw notFound();
    const before = toAdminResourceDto(beforeRow, await categoryIdsOf(tx, id));
    await forgetContent(tx, 'resource', id, [`/resources/id/${id}`]);
    await tx.delete(resources).where(eq(resources.id, id));
    await recordChange(tx, actor, {
      action: 'delete',
      entityType: 'resource',
      entityId: id,
      label: beforeRow.title,
      before: audited(before),
      after: null,
    });
    return { id };
  });
}

import { TRPCError } from '@trpc/server';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ResourceCategoryDto, ResourceDetailDto, ResourceDto } from '../../shared/schemas/content';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { resourceCategories, resourceCategoryLinks, resources } from '../db/schema';
import { markdownHtml } from './markdown-html';

export const RESOURCE_TEXT = {
  notFound: 'Resource not found',
  membersOnly: 'Please sign in to download this resource',
  noFile: 'This resource has no file to download',
} as const;

type ResourceRow = typeof resources.$inferSelect;

/** A resource as everyone sees it: which member asks changes only `accessUrl`. */
export interface PublicResource extends Omit<ResourceDetailDto, 'accessUrl'> {
  fileName: string | null;
  externalUrl: string | null;
}

function toResourceDto(row: ResourceRow, categories: ResourceCategoryDto[]): ResourceDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    featured: row.featured,
    comingSoon: row.comingSoon,
    masterclassImage: row.masterclassImage,
    imagePosition: JSON.stringify(row.imagePosition),
    imageScale: row.imageScale,
    categories,
    format: row.fileName ? 'file' : row.externalUrl ? 'link' : 'none',
    membersOnly: row.membersOnly,
  };
}

async function categoriesByResource(db: Db, resourceIds: number[]): Promise<Map<number, ResourceCategoryDto[]>> {
  const byResource = new Map<number, ResourceCategoryDto[]>();
  if (resourceIds.length === 0) return byResource;
  const links = await db
    .select({ resourceId: resourceCategoryLinks.resourceId, id: resourceCategories.id, name: resourceCategories.name })
    .from(resourceCategoryLinks)
    .innerJoin(resourceCategories, eq(resourceCategories.id, resourceCategoryLinks.categoryId))
    .where(inArray(resourceCategoryLinks.resourceId, resourceIds))
    .orderBy(asc(resourceCategories.name));
  for (const { resourceId, id, name } of links) {
    byResource.set(resourceId, [...(byResource.get(resourceId) ?? []), { id, name }]);
  }
  return byResource;
}

export async function listResources(db: Db): Promise<ResourceDto[]> {
  const rows = await db.select().from(resources).orderBy(desc(resources.publishedAt), desc(resources.id));
  const categories = await categoriesByResource(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toResourceDto(row, categories.get(row.id) ?? []));
}

export async function publicResourceById(db: Db, id: number, publicUrl: string): Promise<PublicResource> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: RESOURCE_TEXT.notFound });
  const categories = await categoriesByResource(db, [id]);
  return {
    ...toResourceDto(row, categories.get(id) ?? []),
    body: row.body,
    bodyHtml: markdownHtml(row.body, publicUrl),
    fileName: row.fileName,
    externalUrl: row.externalUrl,
    commentsOpen: row.commentsOpen,
  };
}

function downloadPath(id: number): string {
  return `/api/resources/${id}/download`;
}

/** Members-only resources give visitors no address to fetch: their page invites them to join. */
export function resourceForViewer(resource: PublicResource, user: SessionUser | null): ResourceDetailDto {
  const { fileName, externalUrl, ...dto } = resource;
  const mayAccess = !resource.membersOnly || user !== null;
  const accessUrl = !mayAccess ? null : fileName ? downloadPath(resource.id) : externalUrl;
  return { ...dto, accessUrl };
}

/** The file a viewer may download, or the error to show them. */
export function downloadableFile(resource: PublicResource, user: SessionUser | null): { fileName: string; title: string } {
  if (resource.membersOnly && !user) throw new TRPCError({ code: 'UNAUTHORIZED', message: RESOURCE_TEXT.membersOnly });
  if (!resource.fileName) throw new TRPCError({ code: 'NOT_FOUND', message: RESOURCE_TEXT.noFile });
  return { fileName: resource.fileName, title: resource.title };
}

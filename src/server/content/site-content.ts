import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { SiteContentDto, SiteContentKey } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { siteContent } from '../db/schema';

export const SITE_CONTENT_TEXT = { notFound: 'Site content not found' } as const;

export function toSiteContentDto(row: typeof siteContent.$inferSelect): SiteContentDto {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    section: row.section,
    lastUpdated: row.lastUpdated.toISOString(),
    content: row.content,
  };
}

export async function siteContentByKey(db: Db, key: string): Promise<SiteContentDto> {
  const [row] = await db
    .select()
    .from(siteContent)
    .where(eq(siteContent.key, key as SiteContentKey));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: SITE_CONTENT_TEXT.notFound });
  return toSiteContentDto(row);
}

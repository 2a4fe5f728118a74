import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import type { SiteContentDto, SiteContentFields, SiteContentKey } from '../../../shared/schemas/content';
import type { SessionUser } from '../../auth/session';
import { recordChange } from '../../audit/record';
import { SITE_CONTENT_TEXT, toSiteContentDto } from '../../content/site-content';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema';

/** Replaces a block's content, with its before and after in the audit log. */
export async function updateSiteContent(
  db: Db,
  actor: SessionUser,
  key: SiteContentKey,
  content: SiteContentFields,
): Promise<SiteContentDto> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteContent).where(eq(siteContent.key, key)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: SITE_CONTENT_TEXT.notFound });
    const [row] = await tx
      .update(siteContent)
      .set({ content, lastUpdated: sql`now()` })
      .where(eq(siteContent.key, key))
      .returning();
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'site_content',
      entityId: key,
      label: before.name,
      before: before.content,
      after: row!.content,
    });
    return toSiteContentDto(row!);
  });
}

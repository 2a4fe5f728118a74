import { SITE_CONTENT_KEYS, type SiteContentDto } from '../../../shared/schemas/content';
import { toSiteContentDto } from '../../content/site-content';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema';

/** The four blocks, in PRODUCT.md's order (home hero first). */
export async function listSiteContent(db: Db): Promise<SiteContentDto[]> {
  const rows = await db.select().from(siteContent);
  const order = (key: string) => (SITE_CONTENT_KEYS as readonly string[]).indexOf(key);
  return rows.sort((a, b) => order(a.key) - order(b.key)).map(toSiteContentDto);
}

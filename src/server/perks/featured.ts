import { and, desc, eq } from 'drizzle-orm';
import type { PerkDto } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { perkCategories, perks } from '../db/schema';
import { perkIsCurrent } from './current';

/**
 * The home page's teaser every visitor sees (content.perks.featured): featured, current perks,
 * newest first. Redemption codes and links are never selected here; only the members' perks page
 * hands them out.
 */
export async function featuredPerks(db: Db): Promise<PerkDto[]> {
  const rows = await db
    .select({
      id: perks.id,
      title: perks.title,
      description: perks.description,
      brandName: perks.brandName,
      brandLogo: perks.brandLogo,
      discountAmount: perks.discountAmount,
      expiryDate: perks.expiryDate,
      featured: perks.featured,
      category: perkCategories.name,
    })
    .from(perks)
    .leftJoin(perkCategories, eq(perkCategories.id, perks.categoryId))
    .where(and(eq(perks.featured, true), perkIsCurrent))
    .orderBy(desc(perks.createdAt), desc(perks.id));
  return rows.map((row) => ({ ...row, expiryDate: row.expiryDate?.toISOString() ?? null }));
}

import { and, asc, count, desc, eq, gt, isNull, not, or, sql } from 'drizzle-orm';
import type { CurrentPerkDto, CurrentPerksDto } from '../../shared/schemas/perks';
import type { Db } from '../db/client';
import { perkCategories, perks } from '../db/schema';

/**
 * shared/lib/perk-expiry.ts's isPerkCurrent as a condition on the perks table, on the database's
 * clock: no expiry, or one still ahead. Never null, so it may be selected as a boolean. Every read
 * that asks whether a perk is current (members' list and redemptions, Redeem, the home teaser,
 * the admin's "Expired") asks this.
 */
export const perkIsCurrent = or(isNull(perks.expiryDate), gt(perks.expiryDate, sql`now()`))!;

/** The admin's "Expired": the perk is no longer current. */
export const perkIsExpired = not(perkIsCurrent);

/**
 * The members' perks page: every current perk, with what any visitor may see of it (never a code
 * or a link), grouped by category name (perks without one last), featured first, then those
 * ending soonest. `category` narrows the perks to one category; the categories with current
 * perks are always all listed, for the page's filter.
 */
export async function listCurrentPerks(db: Db, filter: { category?: number }): Promise<CurrentPerksDto> {
  const [rows, categories] = await Promise.all([
    db
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
        categoryId: perks.categoryId,
        redemptionMethod: perks.redemptionMethod,
      })
      .from(perks)
      .leftJoin(perkCategories, eq(perkCategories.id, perks.categoryId))
      .where(and(perkIsCurrent, filter.category === undefined ? undefined : eq(perks.categoryId, filter.category)))
      .orderBy(
        sql`lower(${perkCategories.name}) asc nulls last`,
        desc(perks.featured),
        sql`${perks.expiryDate} asc nulls last`,
        desc(perks.createdAt),
        desc(perks.id),
      ),
    db
      .select({ id: perkCategories.id, name: perkCategories.name, perkCount: count() })
      .from(perkCategories)
      .innerJoin(perks, eq(perks.categoryId, perkCategories.id))
      .where(perkIsCurrent)
      .groupBy(perkCategories.id, perkCategories.name)
      .orderBy(asc(sql`lower(${perkCategories.name})`)),
  ]);
  const list: CurrentPerkDto[] = rows.map((row) => ({ ...row, expiryDate: row.expiryDate?.toISOString() ?? null }));
  return { categories, perks: list };
}

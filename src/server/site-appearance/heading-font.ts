import { eq, sql } from 'drizzle-orm';
import { DEFAULT_FONT, type FontClassName, fontOption, HEADING_FONT_SETTING, isFontClassName } from '../../shared/constants/fonts';
import type { SessionUser } from '../auth/session';
import { recordChange } from '../audit/record';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

export interface HeadingFontDto {
  font: FontClassName;
}

/** The admin's heading font: Playfair Display until one is chosen (or if the stored one is unknown). */
export async function headingFont(db: Db): Promise<HeadingFontDto> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, HEADING_FONT_SETTING));
  const font = (row?.value as { font?: unknown } | undefined)?.font;
  return { font: isFontClassName(font) ? font : DEFAULT_FONT };
}

/** The site's heading font for everyone, recorded in the audit log with the font before it. */
export async function setHeadingFont(db: Db, actor: SessionUser, font: FontClassName): Promise<HeadingFontDto> {
  return db.transaction(async (tx) => {
    const before = await headingFont(tx);
    await tx
      .insert(siteSettings)
      .values({ key: HEADING_FONT_SETTING, value: { font }, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { font }, updatedBy: actor.id, updatedAt: sql`now()` } });
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'setting',
      entityId: HEADING_FONT_SETTING,
      label: 'Heading font',
      before: { font: before.font, name: fontOption(before.font).name },
      after: { font, name: fontOption(font).name },
    });
    return { font };
  });
}

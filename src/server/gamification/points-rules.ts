import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_GAMIFICATION_SETTINGS, GAMIFICATION_SETTING_KEY, type GamificationSettings } from '../../shared/constants/gamification';
import { gamificationSettingsInput } from '../../shared/schemas/gamification';
import type { SessionUser } from '../auth/session';
import { recordChange } from '../audit/record';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

/** The point values and daily caps: the defaults until an admin saves others (or if the stored ones don't parse). */
export async function pointsRules(db: Db): Promise<GamificationSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, GAMIFICATION_SETTING_KEY));
  const stored = gamificationSettingsInput.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_GAMIFICATION_SETTINGS;
}

/** Applies to actions from now on: an award reads the values at the time of the action. Audited. */
export async function setPointsRules(
  db: Db,
  actor: SessionUser,
  settings: z.output<typeof gamificationSettingsInput>,
): Promise<GamificationSettings> {
  return db.transaction(async (tx) => {
    const before = await pointsRules(tx);
    await tx
      .insert(siteSettings)
      .values({ key: GAMIFICATION_SETTING_KEY, value: settings, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedBy: actor.id, updatedAt: sql`now()` } });
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'setting',
      entityId: GAMIFICATION_SETTING_KEY,
      label: 'Points and daily caps',
      before,
      after: settings,
    });
    return settings;
  });
}

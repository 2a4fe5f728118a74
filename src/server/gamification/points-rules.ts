import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_POINTS_RULES, POINTS_RULES_SETTING, type PointsRules } from '../../shared/constants/gamification';
import { pointsRulesInput } from '../../shared/schemas/gamification';
import type { SessionUser } from '../auth/session';
import { recordChange } from '../audit/record';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

/** The point values and daily caps: the defaults until an admin saves others (or if the stored ones don't parse). */
export async function pointsRules(db: Db): Promise<PointsRules> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, POINTS_RULES_SETTING));
  const stored = pointsRulesInput.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_POINTS_RULES;
}

/** Applies to actions from now on: an award reads the values at the time of the action. Audited. */
export async function setPointsRules(db: Db, actor: SessionUser, rules: z.output<typeof pointsRulesInput>): Promise<PointsRules> {
  return db.transaction(async (tx) => {
    const before = await pointsRules(tx);
    await tx
      .insert(siteSettings)
      .values({ key: POINTS_RULES_SETTING, value: rules, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: rules, updatedBy: actor.id, updatedAt: sql`now()` } });
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'setting',
      entityId: POINTS_RULES_SETTING,
      label: 'Points and daily caps',
      before,
      after: rules,
    });
    return rules;
  });
}

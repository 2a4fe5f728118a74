import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_MODERATION_SETTINGS, type ModerationSettings } from '../../shared/rules/moderation-settings';
import { moderationSettingsInput } from '../../shared/schemas/moderation';
import type { SessionUser } from '../auth/session';
import { recordChange } from '../audit/record';
import type { SharedCache } from '../cache/shared-cache';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

export const MODERATION_SETTING = 'moderation';
const CACHE_KEY = 'moderation:settings';

/** As stored, else the defaults (nothing saved yet, or a stored value that no longer parses). */
export async function readModerationSettings(db: Db): Promise<ModerationSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, MODERATION_SETTING));
  const stored = moderationSettingsInput.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_MODERATION_SETTINGS;
}

/**
 * The settings every post and report reads, from the shared cache: a post costs no query for
 * them. Saving them drops the entry in every process (`changes('moderation')`).
 */
export function moderationSettings(services: { db: Db; cache: SharedCache }): Promise<ModerationSettings> {
  return services.cache.get('moderation', CACHE_KEY, () => readModerationSettings(services.db));
}

/** Saved whole, from the next post on; an audit entry with the settings before and after. */
export async function updateModerationSettings(
  db: Db,
  actor: SessionUser,
  settings: z.output<typeof moderationSettingsInput>,
): Promise<ModerationSettings> {
  return db.transaction(async (tx) => {
    const before = await readModerationSettings(tx);
    await tx
      .insert(siteSettings)
      .values({ key: MODERATION_SETTING, value: settings, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedBy: actor.id, updatedAt: sql`now()` } });
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'setting',
      entityId: MODERATION_SETTING,
      label: 'Moderation settings',
      before,
      after: settings,
    });
    return settings;
  });
}

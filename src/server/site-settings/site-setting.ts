import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { SharedCache } from '../cache/shared-cache';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

/**
 * One row of `site_settings`, the team's site-wide choices (the moderation settings, the comment
 * mode): read as stored, else its defaults (nothing saved yet, or a stored value its schema no
 * longer takes); read through the shared cache where every post reads it, kept under `moderation`
 * (a save declares `changes('moderation')`, which drops it in every process); saved whole, with an
 * audit entry holding the value before and after.
 */
export function siteSetting<Schema extends z.ZodType>(setting: {
  key: string;
  /** How the audit log names it. */
  label: string;
  schema: Schema;
  defaults: z.output<Schema>;
}) {
  type Value = z.output<Schema>;
  const cacheKey = `${setting.key}:settings`;

  async function read(db: Db): Promise<Value> {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, setting.key));
    const stored = setting.schema.safeParse(row?.value);
    return stored.success ? stored.data : setting.defaults;
  }

  return {
    key: setting.key,
    read,
    cached: (services: { db: Db; cache: SharedCache }): Promise<Value> =>
      services.cache.get('moderation', cacheKey, () => read(services.db)),
    save: (db: Db, actor: SessionUser, value: Value): Promise<Value> =>
      db.transaction(async (tx) => {
        const before = await read(tx);
        await tx
          .insert(siteSettings)
          .values({ key: setting.key, value, updatedBy: actor.id })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: actor.id, updatedAt: sql`now()` } });
        await recordChange(tx, actor, {
          action: 'update',
          entityType: 'setting',
          entityId: setting.key,
          label: setting.label,
          before,
          after: value,
        });
        return value;
      }),
  };
}

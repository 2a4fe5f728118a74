import { eq, sql } from 'drizzle-orm';
import { DEFAULT_COMMENT_MODE } from '../../shared/constants/comments';
import { commentSettingsInput, type CommentSettings } from '../../shared/schemas/comments';
import { recordChange } from '../audit/record';
import type { SessionUser } from '../auth/session';
import type { SharedCache } from '../cache/shared-cache';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

export const COMMENT_SETTING = 'comments';
const CACHE_KEY = 'comments:settings';

/** As stored, else the default mode (`open`). */
export async function readCommentSettings(db: Db): Promise<CommentSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, COMMENT_SETTING));
  const stored = commentSettingsInput.safeParse(row?.value);
  return stored.success ? stored.data : { mode: DEFAULT_COMMENT_MODE };
}

/** What every new comment reads, from the shared cache (dropped by saving: `changes('moderation')`). */
export function commentSettings(services: { db: Db; cache: SharedCache }): Promise<CommentSettings> {
  return services.cache.get('moderation', CACHE_KEY, () => readCommentSettings(services.db));
}

/** Saved whole, from the next comment on; an audit entry with the mode before and after. */
export async function saveCommentSettings(db: Db, actor: SessionUser, settings: CommentSettings): Promise<CommentSettings> {
  return db.transaction(async (tx) => {
    const before = await readCommentSettings(tx);
    await tx
      .insert(siteSettings)
      .values({ key: COMMENT_SETTING, value: settings, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedBy: actor.id, updatedAt: sql`now()` } });
    await recordChange(tx, actor, {
      action: 'update',
      entityType: 'setting',
      entityId: COMMENT_SETTING,
      label: 'Comment moderation mode',
      before,
      after: settings,
    });
    return settings;
  });
}

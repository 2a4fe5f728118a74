/**
 * What cached answers are made of. A write procedure declares the tags it changes
 * (`.meta({ changes: [...] })`, see trpc/init.ts); every cached entry is kept under one tag.
 */
// `moderation`: the moderation settings, which every forum post reads (moderation/settings.ts).
// `comments`: comment lists and counts under articles, recipes and resources (comments/router.ts).
export const CACHE_TAGS = ['content', 'forum', 'points', 'moderation', 'comments'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export function isCacheTag(value: unknown): value is CacheTag {
  return (CACHE_TAGS as readonly unknown[]).includes(value);
}

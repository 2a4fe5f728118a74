import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Server rendering's Emotion cache (Chakra's styles). In compat mode Emotion keeps each rule it
 * would insert in `cache.inserted` instead of writing `<style>` elements into the markup, so the
 * page gets one style element in its head. The browser's Emotion (same key) finds that element by
 * its `data-emotion` ids, moves on and inserts none of those rules again.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The rules the render used, in the order it inserted them, as one style element. */
export function emotionStyleElement(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return `<style data-emotion="${cache.key} ${ids.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Server rendering's Emotion cache (Chakra's styles). In compat mode Emotion keeps each rule it
 * would insert in `cache.inserted` instead of writing `<style>` elements into the markup, so the
 * page gets its style elements in its head only. The browser's Emotion (same key) finds them by
 * their `data-emotion` names, takes them over and inserts none of those rules again.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The rules the render used, in the order it inserted them: one style element for each global
 * style sheet (Chakra's reset, global CSS and tokens), named as the browser's `<Global>` looks for
 * it (`css-global <name>`; not found, it inserted all of them again, rule by rule, beside the
 * server's copy), then one for every class and keyframes.
 */
export function emotionStyleElements(cache: EmotionCache): string {
  const ids: string[] = [];
  let classes = '';
  let globals = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class's rules select it (`.css-<id>`; an element without styles has the class `css-0` and
    // no rules); keyframes are named `animation-<id>`. What is none of these came from a <Global>.
    const isGlobal = rules !== '' && !rules.includes(`.${cache.key}-${id}`) && !id.startsWith('animation-');
    if (isGlobal) {
      globals += `<style data-emotion="${cache.key}-global ${id}">${styleText(rules)}</style>`;
    } else {
      ids.push(id);
      classes += rules;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${styleText(classes)}</style>`;
}

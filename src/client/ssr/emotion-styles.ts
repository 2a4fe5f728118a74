import createCache, { type EmotionCache } from '@emotion/cache';

/** The page's one style element of what its server render used (the browser's cache reads its ids). */
const SERVER_STYLES_ID = 'server-styles';

/**
 * Server rendering's Emotion cache (Chakra's styles). In compat mode Emotion keeps each rule it
 * would insert in `cache.inserted` instead of writing `<style>` elements into the markup, so the
 * page gets its style elements in its head only.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The rules the render used, in the order it inserted them (Chakra's global sheets first: reset,
 * layers, tokens), in one style element that Emotion in the browser leaves where it is:
 * Emotion's own server format has it move every such element (twice for the global ones), and
 * each move of a full sheet made the browser restyle the whole page (6–9 ms a move on a fast
 * machine, 4× that on Lighthouse's phone), in the app's first tasks. The browser's cache learns
 * the classes from the element's ids (browserEmotionCache). Each `<Global>` of Chakra's finds an
 * empty element of its name and, taking it for its own, inserts nothing again; those sheets
 * never change while the page is open (the theme is built once).
 */
export function emotionStyleElements(cache: EmotionCache): string {
  const ids: string[] = [];
  let globalRules = '';
  let classRules = '';
  let globalSheets = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class's rules select it (`.css-<id>`; an element without styles has the class `css-0` and
    // no rules); keyframes are named `animation-<id>`. What is none of these came from a <Global>.
    const isGlobal = rules !== '' && !rules.includes(`.${cache.key}-${id}`) && !id.startsWith('animation-');
    if (isGlobal) {
      globalRules += rules;
      // data-s: Emotion's start-up moves server styles it finds without it.
      globalSheets += `<style data-emotion="${cache.key}-global ${id}" data-s=""></style>`;
    } else {
      ids.push(id);
      classRules += rules;
    }
  }
  return `<style id="${SERVER_STYLES_ID}" data-ids="${ids.join(' ')}">${styleText(globalRules + classRules)}</style>${globalSheets}`;
}

/**
 * The browser's Emotion cache, told which classes the server-drawn page already has in its
 * styles, so that taking the page over inserts none of them again.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const ids = document.getElementById(SERVER_STYLES_ID)?.dataset.ids;
  for (const id of ids ? ids.split(' ') : []) cache.inserted[id] = true;
  return cache;
}

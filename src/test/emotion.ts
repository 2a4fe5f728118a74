import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The style cache the render helpers hand Chakra (through emotion's CacheProvider), one per test.
 *
 * Emotion keeps every rule it ever inserted as a <style> element in the document, and jsdom's
 * getComputedStyle walks all of them for every element Testing Library's *ByRole queries look at
 * (is it hidden?). With one cache for the whole run, each page a test file renders would make every
 * later query slower. A fresh cache per test (flushed after it, with the page unmounted) gives each
 * test only the rules of what it renders, as a page load in a browser would.
 */
let cache: EmotionCache | undefined;

/**
 * Speedy, as in production: rules go into one sheet by insertRule. Emotion's development default
 * writes each rule as a <style> element of its own, which jsdom parses as a new style sheet and
 * getComputedStyle then walks one by one (the client suite took 5–13 % longer; the same rules apply).
 */
export function testEmotionCache(): EmotionCache {
  cache ??= createCache({ key: 'css', speedy: true });
  return cache;
}

/** Removes the test's style elements; the next render starts with an empty cache. */
export function resetEmotionCache() {
  cache?.sheet.flush();
  cache = undefined;
}

import type { Plugin } from 'vite';

/** Vite's module preload helper, as Vite 8 ships it: each file a dynamic import needs, a link. */
export const PRELOAD_HELPER_APPEND = 'document.head.appendChild(link);';
const APPEND_LATER = 'appendPreloadLink(link);';
/** Links appended per task: each starts its fetch, 1–3.5 ms of a phone's main thread at 4×. */
export const PRELOAD_LINKS_PER_TASK = 8;

/** Appends queued links a few per task. Written into the helper's module as it is. */
const APPEND_IN_BATCHES = `
const preloadLinkQueue = [];
function appendPreloadLinks() {
  for (const link of preloadLinkQueue.splice(0, ${PRELOAD_LINKS_PER_TASK})) document.head.appendChild(link);
  if (preloadLinkQueue.length > 0) setTimeout(appendPreloadLinks, 0);
}
function appendPreloadLink(link) {
  if (preloadLinkQueue.push(link) === 1) setTimeout(appendPreloadLinks, 0);
}
`;

/**
 * A dynamic import of a module that imports others (the app from boot.ts, a page's code from the
 * router) has Vite's helper append a `<link rel="modulepreload">` for every file it will need, all
 * in one task, so they are fetched in parallel rather than level by level as the browser finds
 * them. The app's first load appends 40–80 of them, and each starts its fetch in the main thread:
 * 95–300 ms at Lighthouse's phone CPU in one task, counted whole by Total Blocking Time. Appended
 * a few per task instead, the browser may handle a tap between them; the import itself still
 * starts at once (its module's own imports are fetched by the browser as it finds them, and the
 * rest of the links come a few milliseconds later, long before a phone has the first file).
 *
 * Fails the build when Vite's helper no longer has that line, so an upgrade is a reminder to
 * check whether this is still needed.
 */
export function batchedPreload(): Plugin {
  return {
    name: 'mama-village-batched-preload',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('vite/preload-helper')) return null;
      if (!code.includes(PRELOAD_HELPER_APPEND)) {
        this.error(`${id} no longer has "${PRELOAD_HELPER_APPEND}": check whether build/batched-preload.ts is still needed.`);
      }
      return { code: APPEND_IN_BATCHES + code.replace(PRELOAD_HELPER_APPEND, APPEND_LATER), map: null };
    },
  };
}

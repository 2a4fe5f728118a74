import type { Plugin } from 'vite';

/** Chakra's condition check, as @chakra-ui/react 3.37–3.38 ship it (dist/esm/styled-system/conditions.js). */
export const CHAKRA_LISTING_LOOKUP = 'return keys().includes(key) ||';
const DIRECT_LOOKUP = 'return Object.hasOwn(values, key) ||';

/** The file of Chakra's that holds it. */
export const CHAKRA_CONDITIONS_FILE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/;

/** Chakra's conditions.js with the direct lookup (bench/chakra-system.ts measures it too). */
export function lookUpConditionsDirectly(code: string): string {
  return code.replace(CHAKRA_LISTING_LOOKUP, DIRECT_LOOKUP);
}

/**
 * Chakra asks `conditions.has(key)` of every key of every style object it turns into CSS, and
 * `has` lists the names of all its conditions (about 130: `_hover`, `_open`, breakpoints …) with
 * Object.keys for each question. Building the theme's CSS variables asks it thousands of times:
 * that listing was about a sixth of `createSystem`, the longest task of the app's start on a phone.
 * `values` is the plain object those names are the keys of, so asking it directly gives the same
 * answer.
 *
 * Takes effect in the browser build only: the dev server pre-bundles dependencies without
 * plugins, and the server-rendering build, the server and the tests load Chakra from node_modules
 * (same answers, only slower). Fails the build when Chakra's code no longer has that line, so an
 * upgrade is a reminder to check whether this is still needed.
 */
export function chakraConditionLookup(): Plugin {
  return {
    name: 'mama-village-chakra-condition-lookup',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_CONDITIONS_FILE.test(id)) return null;
      if (!code.includes(CHAKRA_LISTING_LOOKUP)) {
        this.error(`${id} no longer has "${CHAKRA_LISTING_LOOKUP}": check whether build/chakra-condition-lookup.ts is still needed.`);
      }
      return { code: lookUpConditionsDirectly(code), map: null };
    },
  };
}

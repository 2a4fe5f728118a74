import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PRELOAD_HELPER_APPEND } from './batched-preload.ts';
import { CHAKRA_LISTING_LOOKUP } from './chakra-condition-lookup.ts';
import { PRELOADED_FONTS } from './font-preload.ts';

/**
 * Every change the build makes to what a package ships, or fact about a package's code it relies
 * on to keep the first load near 200 KB (bench/bundle.ts). Each names the package at the exact
 * version it was checked against (package.json pins it: a direct dependency exactly, one of a
 * dependency's through `overrides`) and the text its premise rests on. `npm run check:patches`
 * and every build check them all (checkPatches below): an upgrade that moves or changes one of
 * these texts fails loudly, naming the patch, instead of quietly growing the bundle or dropping
 * a fix. After an upgrade, read what the patch guards against, check it still holds in the new
 * code, then move its version (and the pin) on.
 */
export interface BundlePatch {
  /** How the failure names it. */
  name: string;
  /** Where the build applies it. */
  where: string;
  /** What goes wrong without it, or if it goes on holding after upstream changed. */
  guards: string;
  /** The texts (or files) its premise rests on, in the packages it concerns. */
  targets: PatchTarget[];
}

export interface PatchTarget {
  /** The package whose files are read, as the app's node_modules resolve it. */
  package: string;
  /** The exact version this patch was checked against. */
  version: string;
  /** A file in the package; it must exist. */
  file: string;
  /** A text the file must hold. */
  has?: string | RegExp;
  /** A text the file must not hold (a package.json that came to declare what the patch marks). */
  lacks?: string;
}

/** Functions the bundler may drop a call of when its value is unused (vite.config.ts, treeshake). */
export const PURE_FUNCTIONS = ['defineConfig'];

/** Packages whose modules only define things, whose package.json doesn't say so (vite.config.ts, treeshake). */
export const SIDE_EFFECT_FREE_PACKAGES = ['@trpc/client', '@trpc/react-query', 'hoist-non-react-statics', 'react-is'];

const VITE = { package: 'vite', version: '8.3.8' };
const CHAKRA = { package: '@chakra-ui/react', version: '3.37.0' };
/** A package.json that doesn't declare side effects, so the mark in vite.config.ts is still needed. */
const NO_SIDE_EFFECTS_FIELD = { file: 'package.json', lacks: '"sideEffects"' };

export const BUNDLE_PATCHES: BundlePatch[] = [
  {
    name: 'batched preload',
    where: 'build/batched-preload.ts',
    guards:
      "Vite's preload helper appending 40–80 <link rel=modulepreload> in one task at the app's first load (95–300 ms of a phone's main thread, counted whole by Total Blocking Time).",
    targets: [{ ...VITE, file: 'dist/node/chunks/node.js', has: PRELOAD_HELPER_APPEND }],
  },
  {
    name: 'Chakra condition lookup',
    where: 'build/chakra-condition-lookup.ts',
    guards:
      "Chakra listing its ~130 condition names for each of the thousands of keys createSystem asks about (a sixth of the app's longest start task on a phone).",
    targets: [{ ...CHAKRA, file: 'dist/esm/styled-system/conditions.js', has: CHAKRA_LISTING_LOOKUP }],
  },
  {
    name: 'font preload',
    where: 'build/font-preload.ts',
    guards: 'The first screen’s fonts found only once the CSS has arrived, which puts the swap and the largest text’s paint late.',
    targets: [
      { package: '@fontsource/inter', version: '5.3.0', file: `files/${PRELOADED_FONTS[0]}` },
      { package: '@fontsource/playfair-display', version: '5.3.0', file: `files/${PRELOADED_FONTS[1]}` },
    ],
  },
  {
    name: 'inline entry CSS',
    where: 'build/inline-entry-css.ts',
    guards: "The fonts' @font-face sheet linked, holding the server-drawn page's first paint back by a request (~450 ms on slow 4G).",
    targets: [
      {
        ...VITE,
        file: 'dist/node/chunks/node.js',
        // The tag it writes into index.html, which the plugin looks for as `<link rel="stylesheet" crossorigin href=…>`.
        has: /toStyleSheetLinkTag = \(file, toOutputPath\) => \(\{\s*tag: "link",\s*attrs: \{\s*rel: "stylesheet",\s*crossorigin: true,\s*href:/,
      },
    ],
  },
  {
    name: 'route manifest',
    where: 'build/route-manifest.ts',
    guards:
      'The server answering unknown pages with the app shell instead of a 404; it reads the page paths from the generated route tree.',
    targets: [
      {
        package: '@tanstack/router-generator',
        version: '1.168.0',
        file: 'dist/esm/generator.js',
        has: 'fullPaths: ${acc.routeNodes.length > 0 ? [...routeNodesByFullPath.keys()]',
      },
    ],
  },
  {
    name: 'Chakra default config pure',
    where: "vite.config.ts (treeshake.manualPureFunctions: 'defineConfig')",
    guards:
      "Chakra's theme barrel building its full default config at load time, which keeps every component's recipe (~70, about 20 KB gzip) in the first load though theme.ts picks a few.",
    targets: [
      { ...CHAKRA, file: 'dist/esm/theme/index.js', has: 'const defaultThemeConfig = defineConfig({' },
      // Marking it pure is only right while it does nothing but return its argument.
      { ...CHAKRA, file: 'dist/esm/styled-system/config.js', has: 'const defineConfig = (v) => v;' },
    ],
  },
  {
    name: 'tRPC client side-effect free',
    where: 'vite.config.ts (treeshake.moduleSideEffects)',
    guards: "tRPC's client barrel keeping wsLink, loggerLink and the WebSocket client, none of which the app uses, in the first load.",
    targets: [
      { package: '@trpc/client', version: '11.19.0', ...NO_SIDE_EFFECTS_FIELD },
      { package: '@trpc/client', version: '11.19.0', file: 'dist/index.mjs', has: 'import { loggerLink } from "./links/loggerLink.mjs";' },
    ],
  },
  {
    name: 'tRPC React Query side-effect free',
    where: 'vite.config.ts (treeshake.moduleSideEffects)',
    guards: "The same for @trpc/react-query, whose barrel re-exports all of tRPC's client.",
    targets: [
      { package: '@trpc/react-query', version: '11.19.0', ...NO_SIDE_EFFECTS_FIELD },
      { package: '@trpc/react-query', version: '11.19.0', file: 'dist/index.mjs', has: 'export * from "@trpc/client";' },
    ],
  },
  {
    name: 'hoist-non-react-statics side-effect free',
    where: 'vite.config.ts (treeshake.moduleSideEffects)',
    guards: "Emotion's withTheme, which the app doesn't use, keeping hoist-non-react-statics in the first load.",
    targets: [
      { package: 'hoist-non-react-statics', version: '3.3.2', ...NO_SIDE_EFFECTS_FIELD },
      {
        package: '@emotion/react',
        version: '11.14.0',
        file: 'dist/emotion-react.browser.esm.js',
        has: "import 'hoist-non-react-statics';",
      },
    ],
  },
  {
    name: 'react-is side-effect free',
    where: 'vite.config.ts (treeshake.moduleSideEffects)',
    guards: 'hoist-non-react-statics (above) keeping react-is, which it requires, in the first load.',
    targets: [
      { package: 'react-is', version: '16.13.1', ...NO_SIDE_EFFECTS_FIELD },
      { package: 'hoist-non-react-statics', version: '3.3.2', file: 'dist/hoist-non-react-statics.cjs.js', has: "require('react-is')" },
    ],
  },
];

type Overrides = { [name: string]: string | Overrides };

/** The version an `overrides` tree gives a package: `"name": "1.0.0"`, or `"name": { ".": "1.0.0", … }`, at any depth. */
function overriddenSpec(overrides: Overrides | undefined, name: string): string | undefined {
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (key === name) return typeof value === 'string' ? value : (value['.'] as string | undefined);
    if (typeof value !== 'string') {
      const nested = overriddenSpec(value, name);
      if (nested) return nested;
    }
  }
  return undefined;
}

interface AppPackage {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Overrides;
}

/** The version spec package.json gives a package: its own dependency, or an override of a dependency's. */
function pinnedSpec(pkg: AppPackage, name: string): string | undefined {
  return pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? overriddenSpec(pkg.overrides, name);
}

/**
 * What no longer holds, one line per failed target, each naming its patch: a package at another
 * version than checked or not pinned to it, a file gone, a text missing or come. Empty when all hold.
 */
export function checkPatches(root = process.cwd(), patches: BundlePatch[] = BUNDLE_PATCHES): string[] {
  const appPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as AppPackage;
  const resolve = createRequire(path.join(root, 'package.json')).resolve;
  const problems: string[] = [];
  for (const patch of patches) {
    for (const target of patch.targets) {
      const fail = (what: string) => problems.push(`${patch.name} (${patch.where}): ${target.package} ${what}`);
      const spec = pinnedSpec(appPackage, target.package);
      if (spec !== target.version) {
        fail(
          `is pinned at ${spec ?? 'nothing'} in package.json, checked at ${target.version} (pin it exactly, in overrides if a dependency's)`,
        );
        continue;
      }
      let dir: string;
      try {
        dir = path.dirname(resolve(`${target.package}/package.json`));
      } catch {
        fail('is not installed');
        continue;
      }
      const installed = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
      if (installed !== target.version) {
        fail(
          `${installed} is installed, the patch was checked against ${target.version}: check what it guards against still holds, then move its version`,
        );
        continue;
      }
      let text: string;
      try {
        text = readFileSync(path.join(dir, target.file), 'utf8');
      } catch {
        fail(`${target.version} has no ${target.file}`);
        continue;
      }
      const has = target.has;
      if (has !== undefined && !(typeof has === 'string' ? text.includes(has) : has.test(text))) {
        fail(`${target.version}'s ${target.file} no longer has ${String(has)}`);
      }
      if (target.lacks !== undefined && text.includes(target.lacks)) {
        fail(`${target.version}'s ${target.file} now has ${target.lacks}: the patch may no longer be needed`);
      }
    }
  }
  return problems;
}

/** Fails the build when a patch's premise no longer holds (the same check as `npm run check:patches`). */
export function patchesChecked(): Plugin {
  return {
    name: 'mama-village-patches-checked',
    apply: 'build',
    buildStart() {
      const problems = checkPatches();
      if (problems.length > 0) this.error(`bundle patches (build/patches.ts) no longer hold:\n${problems.join('\n')}`);
    },
  };
}

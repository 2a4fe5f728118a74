import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { batchedPreload } from './build/batched-preload.ts';
import { chakraConditionLookup } from './build/chakra-condition-lookup.ts';
import { fontPreload } from './build/font-preload.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { PURE_FUNCTIONS, SIDE_EFFECT_FREE_PACKAGES, patchesChecked } from './build/patches.ts';
import { routeManifest } from './build/route-manifest.ts';

/**
 * The test files under `dir` that mock a module (vi.mock, vi.doMock). Test files share their
 * worker's modules (isolate: false below), and there a module mock neither reaches the modules an
 * earlier file already loaded nor ends with its file: Vitest resets mocks only between isolated
 * files. These files run in projects of their own, isolated.
 */
function testFilesMockingModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\s*\.\s*(?:mock|doMock)\s*\(/.test(readFileSync(file, 'utf8')));
}

const serverMocking = testFilesMockingModules('src/server');
/** Tests that start the server as a process of its own (the `processes` project below). */
const PROCESS_TESTS = 'src/**/*.process.test.ts';
const clientMocking = testFilesMockingModules('src/client');

const serverTests = {
  environment: 'node',
  globalSetup: ['src/test/global-setup.ts'],
  setupFiles: ['src/test/fail-on-console.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};
const clientTests = {
  environment: 'jsdom',
  // A hang guard, not a speed check: a long journey through the home page took 4.5–5.1 s on a slow
  // two-core machine, past Vitest's 5 s default, while the suite passed everywhere else.
  testTimeout: 15_000,
  setupFiles: ['src/test/fail-on-console.ts', 'src/test/client-setup.ts'],
};

const apiPort = process.env.API_PORT ?? '3001';

/** The lazy parts a page loads as the reader nears them, below its fold (features/comments/comments-when-near.tsx). */
const WHEN_NEAR = /src[\\/]client[\\/]features[\\/]comments[\\/]comments-section\.tsx$/;
const WHEN_NEAR_PREFIX = 'near-';

/** The modules route definitions import for their guards and search params (see `route-helpers` below). */
const ROUTE_HELPERS =
  /src[\\/]client[\\/](lib[\\/](guards|safe-redirect|search-params)|features[\\/](search[\\/]search-params|admin[\\/]kit[\\/]admin-route-search|perks[\\/]perk-category-param))\.ts$/;

export default defineConfig({
  plugins: [
    patchesChecked(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
      // Its hot-reload code, run when a route module is evaluated, takes a route of the same id
      // on the last router created (window.__TSR_ROUTER__) for an older version of itself and
      // keeps that one's component. In tests, where a worker's files share their modules, the
      // app's root route loaded after a file had rendered a bare test router drew that file's
      // component in every later file (which files failed depended on how they fell to workers).
      codeSplittingOptions: { addHmr: !process.env.VITEST },
    }),
    react(),
    routeManifest(),
    fontPreload(),
    inlineEntryCss(),
    chakraConditionLookup(),
    batchedPreload(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server-rendering build (`vite build --ssr`, into dist/ssr) needs no copy of public/.
    copyPublicDir: !process.argv.includes('--ssr'),
    sourcemap: true,
    modulePreload: {
      // A part loaded as the reader nears it (the comments under a post, recipe or resource) needs
      // no preload list: the list of its ~75 files, carried by the page's own code, was 1.2 KB
      // gzip of every post's and recipe's first load. Its chunk imports what it needs when it loads.
      resolveDependencies: (filename, deps) => (filename.startsWith(`assets/${WHEN_NEAR_PREFIX}`) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // A chunk's file is named by its hash alone. The first script carries the name of every
        // file each page fetches with it (Vite's preload list): with the modules' names in them,
        // those lists were 2.5 KB of `/`'s first load, and each new page made them longer.
        // bench:bundle and the e2e tests tell chunks apart by their source maps.
        // A part loaded as the reader nears it is marked, for modulePreload above.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && WHEN_NEAR.test(chunk.facadeModuleId) ? `assets/${WHEN_NEAR_PREFIX}[hash].js` : 'assets/[hash].js',
        codeSplitting: {
          // The router's and the data layer's modules, each in one file. Split by which pages use
          // which hook, they made several files of a few hundred bytes each, all loaded before any
          // page (main.tsx uses nearly all of them): a visitor's first page made 4 more requests
          // for 1.2 KB more gzip, and each request costs a phone's main thread too.
          groups: [
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store)[\\/]/ },
            { name: 'query', test: /node_modules[\\/](@tanstack[\\/](react-query|query-core)|@trpc)[\\/]/ },
            // What route definitions call before a page loads: guards and search-param readers. The
            // router plugin's split-off page files import what their route file imports, so each of
            // these small modules became a file of its own on the first load (5 files, 1.4 KB gzip).
            { name: 'route-helpers', test: ROUTE_HELPERS },
          ],
        },
      },
      // Each mark is a bundle patch, listed with what it guards against in build/patches.ts.
      treeshake: {
        manualPureFunctions: PURE_FUNCTIONS,
        moduleSideEffects: SIDE_EFFECT_FREE_PACKAGES.map((name) => ({
          test: new RegExp(`node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/]`),
          sideEffects: false,
        })),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/trpc': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      // Members' avatars and admins' images are stored by the API server; /uploads/demo/ is in public/.
      '/uploads/avatars': `http://127.0.0.1:${apiPort}`,
      '/uploads/images': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    // Vitest leaves a core to its main process by default; that process mostly waits, and on a
    // two-core machine the default meant one worker (npm test 188 s, against 113 s with two).
    maxWorkers: availableParallelism(),
    // Worker threads, not forked processes: the suite's files pass their results and modules
    // about cheaply in one process (npm test 193 s → 162 s on these two cores, 2026-11-28).
    pool: 'threads',
    projects: [
      {
        // Pure functions (and the build's own checks), nothing mocked: one module graph per worker (isolated, each of the 35
        // files took ~0.4 s to load its imports again, against 1.3 s of tests in all).
        test: { name: 'shared', environment: 'node', include: ['src/shared/**/*.test.ts', 'build/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverMocking, PROCESS_TESTS],
          // Files share their worker's modules (Hono, Drizzle, PGlite's) and database, which every
          // file finds empty (src/test/db.ts); nothing else in a test outlives its file.
          isolate: false,
        },
      },
      ...(serverMocking.length > 0 ? [{ test: { ...serverTests, name: 'server-isolated', include: serverMocking } }] : []),
      {
        // Tests that start the app as `npm start` does, in processes of their own, and time its
        // first start, a kill -9 or two processes on one database: a minute or more of a core each.
        // Not part of `npm test` (package.json); `npm run test:processes` and CI run them.
        test: { ...serverTests, name: 'processes', include: [PROCESS_TESTS], testTimeout: 240_000 },
      },
      {
        extends: true,
        test: {
          ...clientTests,
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...clientMocking],
          // A worker runs its files in one jsdom with one module graph: React, Chakra, the router
          // and msw are loaded once per worker, not once per file (about 4 s of CPU each time).
          // client-setup.ts gives each file a blank page, and each test a fresh style sheet.
          isolate: false,
        },
      },
      ...(clientMocking.length > 0
        ? [{ extends: true as const, test: { ...clientTests, name: 'client-isolated', include: clientMocking } }]
        : []),
    ],
  },
});

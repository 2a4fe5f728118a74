import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes route-manifest.json, the client's page paths ('/blog/$slug' …) as the router plugin
 * generated them, so the server can answer unknown pages with a real 404.
 */
function routeManifest(): Plugin {
  return {
    name: 'mama-village-route-manifest',
    apply: 'build',
    generateBundle() {
      const tree = readFileSync('src/client/routeTree.gen.ts', 'utf8');
      const union = /fullPaths:((?:\s*\|\s*'[^']*')+)/.exec(tree)?.[1];
      if (!union) throw new Error('route manifest: no fullPaths in src/client/routeTree.gen.ts');
      const paths = [...union.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      this.emitFile({ type: 'asset', fileName: 'route-manifest.json', source: JSON.stringify(paths) });
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    routeManifest(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every component's recipe) at load
      // time with defineConfig(), which only returns its argument. Marked pure, that unused value
      // and the ~70 recipes behind it drop out of the first load; theme.ts picks the few it uses.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/trpc': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      // Members' avatars are stored by the API server; /uploads/demo/ is in public/.
      '/uploads/avatars': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    projects: [
      {
        test: { name: 'shared', environment: 'node', include: ['src/shared/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/fail-on-console.ts'],
          // Files share their worker's modules (Hono, Drizzle, PGlite's): every file still gets a
          // database of its own (src/test/db.ts), and nothing else in a test outlives its file.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/fail-on-console.ts', 'src/test/client-setup.ts'],
          // A worker runs its files in one jsdom with one module graph: React, Chakra, the router
          // and msw are loaded once per worker, not once per file (about 4 s of CPU each time).
          // client-setup.ts gives each file a blank page, and each test a fresh style sheet.
          isolate: false,
        },
      },
    ],
  },
});

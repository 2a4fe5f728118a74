import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The client's page paths ('/blog/$slug' …), as the router plugin generated them in its route tree. */
export function clientPagePaths(routeTreeFile = 'src/client/routeTree.gen.ts'): string[] {
  const tree = readFileSync(routeTreeFile, 'utf8');
  const union = /fullPaths:((?:\s*\|\s*'[^']*')+)/.exec(tree)?.[1];
  if (!union) throw new Error(`route manifest: no fullPaths in ${routeTreeFile}`);
  return [...union.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

/**
 * Writes route-manifest.json, the client's page paths, so the server can answer unknown pages
 * with a real 404.
 */
export function routeManifest(): Plugin {
  return {
    name: 'mama-village-route-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'route-manifest.json', source: JSON.stringify(clientPagePaths()) });
    },
  };
}

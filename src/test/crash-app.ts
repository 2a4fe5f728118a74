import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../server/db/client';
import { freePort, startServer, waitFor } from './app-process';

/**
 * The app on its own embedded database in `dataDir`, for the tests that kill it (SIGKILL) and start
 * it again: `start()` runs it as `npm start` does; `migratedDatabase()` opens its data directory
 * (DATA_DIR/pglite, as openDatabase lays it out) made from the suite's migrated template
 * (global-setup.ts), the same database an empty directory becomes after the migrations, without
 * an initdb. The app still runs its migrations at each start.
 */
export function crashableApp(dataDir: string, env: Record<string, string> = {}) {
  return {
    async start() {
      const port = await freePort();
      const stop = startServer('src/server/index.ts', {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      });
      return { stop, ready: waitFor(`http://127.0.0.1:${port}/healthz`, { server: stop, timeoutMs: 60_000 }) };
    },
    async migratedDatabase() {
      mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      const template = new Blob([await readFile(inject('pgliteTemplate'))]);
      return pgliteHandle(await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: template, extensions: PGLITE_EXTENSIONS }));
    },
  };
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type DbHandle, openDatabase, postgresHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { DEFAULT_DATABASE_LIMITS } from '../db/outage';
import { EnvError } from '../env';
import { ArchiveError } from './archive';
import { TransferRefusedError } from './tables';

/**
 * PostgreSQL for a backup or a copy (the commands, the nightly job): two connections are enough,
 * and a statement may run as long as a big table's checksum takes, where the app's own connections
 * give up after DATABASE_QUERY_TIMEOUT_MS (the transactions also lift statement_timeout).
 */
export function longStatementPostgres(url: string): DbHandle {
  return postgresHandle(url, { max: 2, limits: { ...DEFAULT_DATABASE_LIMITS, queryTimeoutMs: 600_000 } });
}

/** Whether DATA_DIR holds an embedded database at all (opening one creates it). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  const folder = path.join(dataDir, 'pglite');
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/**
 * The embedded database of DATA_DIR, for a command. A running site holds it (data-dir-lock.ts):
 * the command then stops with `whileRunning`, which names the way out.
 */
export async function openEmbeddedForCommand(dataDir: string, whileRunning: string): Promise<DbHandle> {
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new CommandError(`${error.message}\n${whileRunning}`);
    throw error;
  }
}

/** A command's failure the operator can act on: its message alone is printed, no stack. */
export class CommandError extends Error {}

/** Runs a command's body: a known failure prints its message, anything else its stack; both exit 1. */
export function runCommand(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    const known = [CommandError, TransferRefusedError, ArchiveError, EnvError, DataDirInUseError].some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  });
}

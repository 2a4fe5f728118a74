import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import type { RunningJob } from '../jobs/runner';
import { BACKUP_FILE_PATTERN, backupFileName, createBackup, recordBackup } from './backup';
import { longStatementPostgres } from './command';

export const NIGHTLY_BACKUP_JOB = 'nightly-backup';

/** BACKUP_DIR and BACKUP_KEEP, with what a backup needs to know of the site. */
export interface NightlyBackupConfig {
  dir: string;
  keep: number;
  dataDir: string;
  /** Set on PostgreSQL: the backup reads through connections of its own, free of the app's statement timeout. */
  databaseUrl?: string;
}

/** Keeps the newest `keep` archives of `dir` (by name, which is their time) and deletes the others. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** How often a running backup renews its job's lease (30 s, runner.ts), so no other process takes the job and backs up twice. */
const HEARTBEAT_MS = 10_000;

/**
 * The nightly backup: a new archive in BACKUP_DIR, then the oldest beyond BACKUP_KEEP removed.
 * Run inside the site, so it works on the embedded database, which no other process may open.
 */
export async function runNightlyBackup(
  appDb: Db,
  config: NightlyBackupConfig,
  job: Pick<RunningJob, 'heartbeat'>,
  now = new Date(),
): Promise<void> {
  await mkdir(config.dir, { recursive: true });
  const own = config.databaseUrl ? longStatementPostgres(config.databaseUrl) : null;
  // On PostgreSQL the backup reads through its own connections, so the app's are free to renew the lease.
  const lease = setInterval(() => job.heartbeat().catch(() => {}), HEARTBEAT_MS).unref();
  try {
    const file = path.join(config.dir, backupFileName(now));
    const manifest = await createBackup({ db: own?.db ?? appDb, engine: own ? 'postgres' : 'pglite', dataDir: config.dataDir, file });
    await recordBackup(appDb, file, manifest, 'nightly');
  } finally {
    clearInterval(lease);
    await own?.close();
  }
  await pruneBackups(config.dir, config.keep);
}

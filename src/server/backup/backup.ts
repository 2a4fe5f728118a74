import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backups } from '../db/schema';
import { type BackupManifest, ARCHIVE_FORMAT, type FilesSummary, UPLOAD_FOLDERS, writeArchive } from './archive';
import { latestAppliedMigration, prepareTransferSession, readRows, summarizeTables, tablesInDependencyOrder } from './tables';

export const APP_VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }
).version;

/** An archive's file name: the time it was made, so names sort oldest first. */
export function backupFileName(at: Date): string {
  return `mama-village-${at.toISOString().replace(/[:.]/g, '-')}.backup.gz`;
}
export const BACKUP_FILE_PATTERN = /^mama-village-.+\.backup\.gz$/;

/** Every file under DATA_DIR's upload folders, as paths relative to DATA_DIR ('uploads/ab/cd.webp'). */
async function uploadFiles(dataDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    const entries = await readdir(path.join(dataDir, folder), { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      files.push(path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    }
  }
  return files.sort();
}

export interface BackupOptions {
  db: Db;
  engine: BackupManifest['engine'];
  dataDir: string;
  /** The archive to write; refused if it exists. */
  file: string;
}

/**
 * Writes one archive: the manifest, every table's rows, then the upload files. The rows are read in
 * one REPEATABLE READ, read-only transaction, so they are one consistent snapshot however long the
 * copy takes while the site keeps writing. Upload files are written under new names, never
 * rewritten, and listed once the snapshot is taken: every file a row of the snapshot names is
 * listed. One deleted since (a replaced avatar, which no newer row names) is left out.
 * On the embedded database the app's one connection is held for the copy: requests wait that long.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest & { files: FilesSummary }> {
  const { db, dataDir } = options;
  const archive = writeArchive(options.file);
  let manifest: BackupManifest;
  const files: FilesSummary = { count: 0, bytes: 0 };
  try {
    let listed: string[] = [];
    manifest = await db.transaction(
      async (tx) => {
        await prepareTransferSession(tx);
        // The snapshot is taken by this first read; the files are listed after it.
        const tables = await tablesInDependencyOrder(tx);
        listed = await uploadFiles(dataDir);
        const migration = await latestAppliedMigration(tx);
        if (!migration) throw new Error('The database has never been migrated: there is nothing to back up.');
        const snapshot: BackupManifest = {
          format: ARCHIVE_FORMAT,
          appVersion: APP_VERSION,
          migration,
          engine: options.engine,
          createdAt: new Date().toISOString(),
          tables: await summarizeTables(tx, tables),
        };
        await archive.manifest(snapshot);
        for (const table of tables) for await (const rows of readRows(tx, table)) await archive.rows(table, rows);
        return snapshot;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const file of listed) {
      const content = await readFile(path.join(dataDir, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!content) continue;
      await archive.file(file, content);
      files.count += 1;
      files.bytes += content.length;
    }
    await archive.filesEnd(files);
    await archive.close();
  } catch (error) {
    // No half archive left behind to be taken for a backup.
    await archive.close().catch(() => {});
    await rm(options.file, { force: true });
    throw error;
  }
  return { ...manifest, files };
}

/**
 * Records a finished backup for the dashboard's "last backup". Apart from createBackup, which reads
 * any database however old its schema: this table exists from its migration on.
 */
export async function recordBackup(db: Db, file: string, manifest: BackupManifest, trigger: 'nightly' | 'command'): Promise<void> {
  await db.insert(backups).values({
    fileName: path.basename(file),
    bytes: (await stat(file)).size,
    trigger,
    tables: Object.keys(manifest.tables).length,
    rows: Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0),
  });
}

/** The newest finished backup, or null: the admin dashboard's "last backup". */
export async function lastBackup(db: Db) {
  const [row] = await db.select().from(backups).orderBy(desc(backups.finishedAt), desc(backups.id)).limit(1);
  return row ?? null;
}

import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DbHandle, MIGRATIONS_FOLDER } from '../db/client';
import { type BackupManifest, ArchiveError, readArchive, UPLOAD_FOLDERS } from './archive';
import {
  advanceSequences,
  compareSummaries,
  TransferRefusedError,
  isEmptyDatabase,
  latestAppliedMigration,
  migrationJournal,
  prepareTransferSession,
  rowWriter,
  setUserTriggers,
  summarizeTables,
  tablesInDependencyOrder,
} from './tables';

async function folderHasFiles(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile());
}

/**
 * A copy of drizzle/ that ends at `tag`: migrating with it brings an empty database to the schema
 * a backup was made at, into which its rows load as they were.
 */
export async function migrationsUpTo(tag: string): Promise<string> {
  const journal = migrationJournal();
  const last = journal.findIndex((entry) => entry.tag === tag);
  if (last < 0) {
    throw new TransferRefusedError(
      `The backup was made at migration ${tag}, which this version of the app does not have: restore it with the version that made it or a newer one.`,
    );
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'mama-village-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const full = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...full, entries: full.entries.slice(0, last + 1) }));
  for (const entry of journal.slice(0, last + 1)) {
    await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

const NOTHING_RESTORED =
  'Nothing was restored: the target holds the schema only (no rows, no uploads). Start again with a new, empty database or DATA_DIR.';

export interface RestoreReport {
  manifest: BackupManifest;
  filesWritten: number;
  /** The newest migration after restore's own migrating: this version's latest. */
  migration: string | null;
}

/**
 * Restores an archive into `target` (a database with no table of the app) and `dataDir` (no upload
 * files yet): migrates to the backup's migration, loads every table in one transaction (the
 * tables' triggers off, since the rows they wrote come with the backup), sets the sequences past
 * the highest ids, checks every table's count and checksum against the manifest (a difference
 * rolls the whole load back), then applies the migrations newer than the backup.
 */
export async function restoreBackup(options: { file: string; target: DbHandle; dataDir: string }): Promise<RestoreReport> {
  const { target, dataDir } = options;
  const entries = readArchive(options.file);
  const first = await entries.next();
  if (first.done || first.value.kind !== 'manifest') throw new ArchiveError(`${options.file} has no manifest.`);
  const manifest = first.value.manifest;

  if (!(await isEmptyDatabase(target.db))) {
    throw new TransferRefusedError(
      'The target database is not empty: restore writes only into a new, empty database (or an empty DATA_DIR). Create one, or point DATABASE_URL/DATA_DIR elsewhere.',
    );
  }
  for (const folder of UPLOAD_FOLDERS) {
    if (await folderHasFiles(path.join(dataDir, folder))) {
      throw new TransferRefusedError(`${path.join(dataDir, folder)} already holds files: restore writes uploads only into empty folders.`);
    }
  }

  const migrations = await migrationsUpTo(manifest.migration);
  try {
    await target.migrate(migrations);
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }

  let filesWritten = 0;
  let filesExpected: number | null = null;
  try {
    await target.db.transaction(async (tx) => {
      await prepareTransferSession(tx);
      const tables = await tablesInDependencyOrder(tx);
      const unknown = Object.keys(manifest.tables).filter((table) => !tables.includes(table));
      if (unknown.length) throw new ArchiveError(`The backup has tables its migration does not create: ${unknown.join(', ')}.`);
      await setUserTriggers(tx, tables, false);
      const writers = new Map(tables.map((table) => [table, rowWriter(tx, table)]));
      let pending: { table: string; rows: string[] } = { table: '', rows: [] };
      const flush = async () => {
        if (pending.rows.length) await writers.get(pending.table)!(pending.rows);
        pending = { table: '', rows: [] };
      };
      for await (const entry of entries) {
        if (entry.kind === 'row') {
          if (entry.table !== pending.table || pending.rows.length >= 500) await flush();
          if (!writers.has(entry.table)) throw new ArchiveError(`The backup has rows of an unknown table ${entry.table}.`);
          pending.table = entry.table;
          pending.rows.push(entry.row);
        } else if (entry.kind === 'file') {
          await flush();
          const [folder] = entry.path.split('/');
          const destination = path.resolve(dataDir, entry.path);
          if (
            !UPLOAD_FOLDERS.includes(folder as (typeof UPLOAD_FOLDERS)[number]) ||
            !destination.startsWith(path.resolve(dataDir) + path.sep)
          ) {
            throw new ArchiveError(`The backup names a file outside the upload folders: ${entry.path}.`);
          }
          await mkdir(path.dirname(destination), { recursive: true });
          await writeFile(destination, entry.content, { flag: 'wx' });
          filesWritten += 1;
        } else if (entry.kind === 'files') {
          filesExpected = entry.summary.count;
        } else {
          throw new ArchiveError('The backup has a second manifest.');
        }
      }
      await flush();
      await advanceSequences(tx, tables);
      await setUserTriggers(tx, tables, true);
      const differ = compareSummaries(manifest.tables, await summarizeTables(tx, tables));
      if (differ.length)
        throw new ArchiveError(`The restored rows differ from the backup's manifest in: ${differ.join(', ')}. ${NOTHING_RESTORED}`);
      if (filesExpected === null) throw new ArchiveError(`The backup is incomplete (it has no end). ${NOTHING_RESTORED}`);
      if (filesWritten !== filesExpected) {
        throw new ArchiveError(`The backup holds ${filesWritten} files, its last line says ${filesExpected}. ${NOTHING_RESTORED}`);
      }
    });
  } catch (error) {
    // The database rolled back; the folders were empty before, so they are emptied again.
    if (filesWritten > 0) for (const folder of UPLOAD_FOLDERS) await rm(path.join(dataDir, folder), { recursive: true, force: true });
    throw error;
  }

  await target.migrate();
  return { manifest, filesWritten, migration: await latestAppliedMigration(target.db) };
}

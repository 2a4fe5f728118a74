import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { backupFileName, createBackup, recordBackup } from './backup';
import { migrationJournal } from './tables';
import { CommandError, longStatementPostgres, hasEmbeddedDatabase, openEmbeddedForCommand, runCommand } from './command';

/** `npm run backup [-- --out FILE]`: one archive of the database and the uploads (docs/OPERATING.md "Backups"). */
runCommand(async () => {
  const env = parseEnv();
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const file = path.resolve(values.out ?? path.join(env.BACKUP_DIR ?? '.', backupFileName(new Date())));
  if (existsSync(file)) throw new CommandError(`${file} exists already: a backup never overwrites one. Give another --out.`);
  if (!env.DATABASE_URL && !hasEmbeddedDatabase(env.DATA_DIR)) {
    throw new CommandError(
      `There is no embedded database in ${path.resolve(env.DATA_DIR, 'pglite')}: set DATA_DIR (or DATABASE_URL) to the site's.`,
    );
  }
  const database = env.DATABASE_URL
    ? longStatementPostgres(env.DATABASE_URL)
    : await openEmbeddedForCommand(
        env.DATA_DIR,
        'A running site holds its embedded database: stop it and run `npm run backup` again, or set BACKUP_DIR so the running site backs itself up every night.',
      );
  try {
    const manifest = await createBackup({ db: database.db, engine: database.kind, dataDir: env.DATA_DIR, file });
    // A database this version has not migrated yet (the site not started since the upgrade) has no table to record it in.
    if (manifest.migration === migrationJournal().at(-1)?.tag) await recordBackup(database.db, file, manifest, 'command');
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows, migration ${manifest.migration}) and ${manifest.files.count} upload files to ${file}`,
    );
  } finally {
    await database.close();
  }
});

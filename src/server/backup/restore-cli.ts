import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { CommandError, longStatementPostgres, openEmbeddedForCommand, runCommand } from './command';
import { restoreBackup } from './restore';

/** `npm run restore -- FILE`: into the empty database of DATABASE_URL, or an empty DATA_DIR (docs/OPERATING.md "Backups"). */
runCommand(async () => {
  const env = parseEnv();
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new CommandError('Usage: npm run restore -- FILE (the archive npm run backup wrote)');
  const file = path.resolve(positionals[0]!);
  const target = env.DATABASE_URL
    ? longStatementPostgres(env.DATABASE_URL)
    : await openEmbeddedForCommand(env.DATA_DIR, 'Restore writes only into a new, empty DATA_DIR: set DATA_DIR to an empty folder.');
  try {
    const report = await restoreBackup({ file, target, dataDir: env.DATA_DIR });
    const { manifest } = report;
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const where = env.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${path.resolve(env.DATA_DIR)}`;
    console.log(
      [
        `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, migration ${manifest.migration}) into ${where}:`,
        `  ${Object.keys(manifest.tables).length} tables, ${rows} rows, every table's count and checksum as in the manifest`,
        `  ${report.filesWritten} upload files into ${path.resolve(env.DATA_DIR)}`,
        `  migrated on to ${report.migration}`,
      ].join('\n'),
    );
  } finally {
    await target.close();
  }
});

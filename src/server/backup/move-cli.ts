import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { CommandError, longStatementPostgres, hasEmbeddedDatabase, openEmbeddedForCommand, runCommand } from './command';
import { moveDatabase } from './move';

/** `npm run db:move -- postgres://…`: the embedded database of DATA_DIR copied into an empty PostgreSQL database (docs/OPERATING.md). */
runCommand(async () => {
  const env = parseEnv();
  const { positionals } = parseArgs({ allowPositionals: true });
  const url = positionals[0];
  if (positionals.length !== 1 || !url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new CommandError('Usage: npm run db:move -- postgres://user:password@host:5432/database (a new, empty database)');
  }
  if (!hasEmbeddedDatabase(env.DATA_DIR))
    throw new CommandError(`There is no embedded database in ${path.resolve(env.DATA_DIR, 'pglite')} to move.`);
  // Holding DATA_DIR's lock for the whole copy is what keeps every write: no site can start on it meanwhile.
  const source = await openEmbeddedForCommand(
    env.DATA_DIR,
    'Stop the site first (its last writes must be in the copy), then run `npm run db:move` again; start it on PostgreSQL after.',
  );
  const target = longStatementPostgres(url);
  try {
    const { tables, uploads } = await moveDatabase(source, target, env.DATA_DIR);
    const rows = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      [
        `Copied ${Object.keys(tables).length} tables (${rows} rows) from ${path.resolve(env.DATA_DIR)} into PostgreSQL; every table's count and checksum match.`,
        `Copied ${uploads.copied} upload files into it (${uploads.alreadyThere} were there already).`,
        'Start the site on it with:',
        `  DATABASE_URL=${url}`,
        `Keep DATA_DIR (${path.resolve(env.DATA_DIR)}) for the email outbox, and the uploads if you set UPLOAD_STORAGE=folder. The embedded database in it is left as it was.`,
      ].join('\n'),
    );
  } finally {
    await Promise.allSettled([source.close(), target.close()]);
  }
});

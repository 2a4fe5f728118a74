import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { CommandError, longStatementPostgres, hasEmbeddedDatabase, openEmbeddedForCommand, runCommand } from './command';
import { moveDatabase } from './move';

/** `npm run db:move -- postgres://…`: the embedded database of DATA_DIR copied into an empty PostgreSQL database (docs/OPERATIONS.md). */
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
    const { tables } = await moveDatabase(source, target);
    // Uploads step (issue 36 §3): the files of DATA_DIR/uploads and DATA_DIR/resource-files go into the target database here.
    const rows = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      [
        `Copied ${Object.keys(tables).length} tables (${rows} rows) from ${path.resolve(env.DATA_DIR)} into PostgreSQL; every table's count and checksum match.`,
        'Start the site on it with:',
        `  DATABASE_URL=${url}`,
        `Keep DATA_DIR (${path.resolve(env.DATA_DIR)}): it still holds the uploads and the email outbox. The embedded database in it is left as it was.`,
      ].join('\n'),
    );
  } finally {
    await Promise.allSettled([source.close(), target.close()]);
  }
});

import { openDatabase } from '../db/client';
import { EnvError, parseEnv } from '../env';
import { copyUploadFoldersIntoDatabase } from './copy-folders';

/**
 * `npm run uploads:to-database`: puts DATA_DIR's upload folders into the database (DATABASE_URL,
 * or the embedded one) under the addresses the site already uses, for a site on PostgreSQL that
 * kept its uploads in folders (UPLOAD_STORAGE=folder) and now wants them in the database. Safe to
 * run again, and while the site runs: an address already there is left as it is. db:move does the
 * same as part of the move.
 */
try {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const { copied, alreadyThere } = await copyUploadFoldersIntoDatabase({ db: database.db, dataDir: env.DATA_DIR });
  await database.close();
  console.log(`Uploads copied into the database: ${copied} file(s), ${alreadyThere} already there.`);
  console.log(
    env.DATABASE_URL
      ? 'Next: unset UPLOAD_STORAGE (the database is the default with DATABASE_URL), restart the app processes, and run this once more for what was uploaded in between.'
      : 'Next: set UPLOAD_STORAGE=database and restart the app.',
  );
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

import { parseEnv } from '../env';
import { openDatabase } from './client';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or the embedded database. */
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);

import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` only diffs the schema against drizzle/meta: it needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});

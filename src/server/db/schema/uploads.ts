import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * PostgreSQL's `bytea`. postgres.js sends only a Buffer as bytea (a plain Uint8Array would go as
 * text) and PGlite answers a Uint8Array, so both ways go through Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files kept in the database (uploads/database-store.ts, the default with PostgreSQL):
 * each distinct content once, under the hex sha256 of its bytes, so every app process serves the
 * same bytes and a backup holds them.
 */
export const uploadBlobs = pgTable('upload_blobs', {
  sha256: text().primaryKey(),
  contentType: text().notNull(),
  size: integer().notNull(),
  data: bytea().notNull(),
  createdAt: at().notNull().defaultNow(),
});

/**
 * The addresses uploads are known by (`/uploads/avatars/<name>`, `/uploads/images/<name>`,
 * `/resource-files/<name>`: uploads/store.ts), each pointing at its bytes. The names stay the
 * random ones the folder storage uses, so an address never changes when a site moves its files
 * from the folder into the database. A blob can't go while an address points at it.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    address: text().primaryKey(),
    sha256: text()
      .notNull()
      .references(() => uploadBlobs.sha256),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_sha256_idx').on(t.sha256)],
);

import { createHash } from 'node:crypto';
import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import { postgresError } from '../db/errors';
import { uploadBlobs, uploadedFiles } from '../db/schema';
import type { StoredUpload, UploadStore } from './store';

/**
 * Uploads in the database (the default with PostgreSQL): every app process on the database
 * serves every file, and a backup of the database holds them. Bytes are kept once per content
 * (upload_blobs, by sha256); addresses point at them (uploaded_files).
 */

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A Buffer over the same memory: postgres.js sends only a Buffer as bytea. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Stores bytes under an address in the caller's transaction; false when the address was taken
 * already (the caller decides whether that is an error).
 */
export async function putBlobAt(tx: Db, file: { address: string; bytes: Uint8Array; contentType: string }): Promise<boolean> {
  const sha256 = sha256Hex(file.bytes);
  await tx
    .insert(uploadBlobs)
    .values({ sha256, contentType: file.contentType, size: file.bytes.byteLength, data: asBuffer(file.bytes) })
    .onConflictDoNothing();
  const inserted = await tx
    .insert(uploadedFiles)
    .values({ address: file.address, sha256 })
    .onConflictDoNothing()
    .returning({ address: uploadedFiles.address });
  return inserted.length === 1;
}

export function databaseUploadStore(db: Db): UploadStore {
  return {
    storage: 'database',
    async put(files) {
      await db.transaction(async (tx) => {
        for (const file of files) {
          if (!(await putBlobAt(tx, file))) throw new Error(`Upload address already taken: ${file.address}`);
        }
      });
    },
    async get(address): Promise<StoredUpload | null> {
      const [row] = await db
        .select({ sha256: uploadBlobs.sha256, contentType: uploadBlobs.contentType, size: uploadBlobs.size, data: uploadBlobs.data })
        .from(uploadedFiles)
        .innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploadedFiles.sha256))
        .where(eq(uploadedFiles.address, address));
      if (!row) return null;
      const data = new Uint8Array(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      return {
        size: row.size,
        contentType: row.contentType,
        etag: `"${row.sha256}"`,
        body: () =>
          new ReadableStream({
            start(controller) {
              controller.enqueue(data);
              controller.close();
            },
          }),
        bytes: () => Promise.resolve(data),
      };
    },
    async delete(address) {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(uploadedFiles).where(eq(uploadedFiles.address, address)).returning({ sha256: uploadedFiles.sha256 });
        if (!gone) return;
        const stillUsed = tx.select({ address: uploadedFiles.address }).from(uploadedFiles).where(eq(uploadedFiles.sha256, gone.sha256));
        // In a savepoint: an upload of the same bytes committing meanwhile makes the foreign key
        // refuse the delete, and then the bytes rightly stay.
        await tx
          .transaction((inner) => inner.delete(uploadBlobs).where(and(eq(uploadBlobs.sha256, gone.sha256), notExists(stillUsed))))
          .catch((error: unknown) => {
            if (postgresError(error)?.code !== '23503') throw error;
          });
      });
    },
  };
}

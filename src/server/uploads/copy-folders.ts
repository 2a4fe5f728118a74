import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { putBlobAt } from './database-store';
import { addressFolders, contentTypeOfName, PLAIN_NAME, uploadFoldersIn } from './folder-store';

export interface CopiedUploads {
  /** Files now in the database under their address. */
  copied: number;
  /** Files whose address the database held already (an earlier run's). */
  alreadyThere: number;
}

/**
 * Puts a data folder's uploads (DATA_DIR/uploads/{avatars,images}, DATA_DIR/resource-files,
 * DATA_DIR/exports) into the database under the addresses they are known by, so every stored URL,
 * resources.fileName and waiting data download keeps working once the site runs on PostgreSQL with uploads in the database. Part of the move
 * from the embedded database (db:move); safe to run again: a taken address is left as it is. One
 * transaction per file, so a large folder never holds one long transaction.
 */
export async function copyUploadFoldersIntoDatabase({ db, dataDir }: { db: Db; dataDir: string }): Promise<CopiedUploads> {
  const counts: CopiedUploads = { copied: 0, alreadyThere: 0 };
  for (const { prefix, dir } of addressFolders(uploadFoldersIn(dataDir))) {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      // Only finished files: a write in progress (`.part`, `.tmp`) ends in no name we give.
      if (!entry.isFile() || !PLAIN_NAME.test(entry.name) || /\.(part|tmp)$/.test(entry.name)) continue;
      const bytes = await readFile(path.join(dir, entry.name));
      const file = { address: `${prefix}${entry.name}`, bytes, contentType: contentTypeOfName(entry.name) };
      const copied = await db.transaction((tx) => putBlobAt(tx, file));
      counts[copied ? 'copied' : 'alreadyThere'] += 1;
    }
  }
  return counts;
}

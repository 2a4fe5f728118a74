import type { DbHandle } from '../db/client';
import { databaseUploadStore } from './database-store';
import { folderUploadStore, uploadFoldersIn } from './folder-store';
import type { UploadStorage, UploadStore } from './store';

/**
 * The app's upload storage (index.ts): UPLOAD_STORAGE when set, else the database with
 * PostgreSQL (several app processes share the database, not a disk) and DATA_DIR's folders with
 * the embedded database (one process on one machine).
 */
export function chooseUploadStore(
  storage: UploadStorage | undefined,
  database: Pick<DbHandle, 'db' | 'kind'>,
  dataDir: string,
): UploadStore {
  const chosen = storage ?? (database.kind === 'postgres' ? 'database' : 'folder');
  return chosen === 'database' ? databaseUploadStore(database.db) : folderUploadStore(uploadFoldersIn(dataDir));
}

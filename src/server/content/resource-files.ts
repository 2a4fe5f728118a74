import path from 'node:path';
import { storedFileAt } from '../uploads/folder-store';
import { resourceFileAddress, type StoredUpload, type UploadStore } from '../uploads/store';

/**
 * Where resources' downloadable files live. Admins' uploads are uploads like any other (the app's
 * UploadStore: DATA_DIR/resource-files, or the database), which outlive redeploys; the worksheets
 * shipped with the app (the demo's and the production seed's) stay in its folder, which may be
 * read-only and is replaced on each deploy.
 */
export interface ResourceFiles {
  /** Where uploaded PDFs are written with the folder storage (DATA_DIR/resource-files), created when missing. */
  uploadsDir: string;
  /** The files that ship with the app (assets/resource-files), read-only. */
  shippedDir: string;
}

export const SHIPPED_RESOURCE_FILES_DIR = path.resolve(import.meta.dirname, '../../../assets/resource-files');

/** The resource files of a data folder (DATA_DIR): uploads in its `resource-files` folder. */
export function resourceFilesIn(dataDir: string): ResourceFiles {
  return { uploadsDir: path.resolve(dataDir, 'resource-files'), shippedDir: SHIPPED_RESOURCE_FILES_DIR };
}

/** What finding a resource's file needs from the app's services. */
export interface ResourceFileSources {
  uploads: UploadStore;
  resourceFiles: Pick<ResourceFiles, 'shippedDir'>;
}

/**
 * The file behind a resource's fileName, or null: first among the uploads, then among the shipped
 * files. Only the name's last part is used, and only a file is answered, so no stored name can
 * lead outside either place.
 */
export async function findResourceFile(sources: ResourceFileSources, fileName: string): Promise<StoredUpload | null> {
  const name = path.basename(fileName);
  if (!name || name === '..') return null;
  return (await sources.uploads.get(resourceFileAddress(name))) ?? (await storedFileAt(path.join(sources.resourceFiles.shippedDir, name)));
}

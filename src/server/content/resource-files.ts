import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where resources' downloadable files live (AppServices.resourceFiles). Admins' uploads go to the
 * data folder, which outlives redeploys; the worksheets shipped with the app (the demo's and the
 * production seed's) stay in its folder, which may be read-only and is replaced on each deploy.
 */
export interface ResourceFiles {
  /** Where uploaded PDFs are written (DATA_DIR/resource-files), created when missing. */
  uploadsDir: string;
  /** The files that ship with the app (assets/resource-files), read-only. */
  shippedDir: string;
}

export const SHIPPED_RESOURCE_FILES_DIR = path.resolve(import.meta.dirname, '../../../assets/resource-files');

/** The resource files of a data folder (DATA_DIR): uploads in its `resource-files` folder. */
export function resourceFilesIn(dataDir: string): ResourceFiles {
  return { uploadsDir: path.resolve(dataDir, 'resource-files'), shippedDir: SHIPPED_RESOURCE_FILES_DIR };
}

/**
 * The file behind a resource's fileName, or null: first among the uploads, then among the shipped
 * files. Only the name's last part is used, and only a file is answered, so no stored name can
 * lead outside either folder.
 */
export async function findResourceFile(files: ResourceFiles, fileName: string): Promise<{ path: string; size: number } | null> {
  const name = path.basename(fileName);
  for (const dir of [files.uploadsDir, files.shippedDir]) {
    const filePath = path.join(dir, name);
    const size = await stat(filePath).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size !== null) return { path: filePath, size };
  }
  return null;
}

import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EXPORTS_ADDRESS, RESOURCE_FILES_ADDRESS, type StoredUpload, type UploadStore } from './store';

/**
 * Uploads as files in the data folder (the default with the embedded database): avatars and
 * content images in DATA_DIR/uploads/{avatars,images}, resources' PDFs in DATA_DIR/resource-files,
 * members' data downloads in DATA_DIR/exports.
 * These folders are what `copyUploadFoldersIntoDatabase` reads when a site moves to PostgreSQL.
 */
export interface UploadFolders {
  /** DATA_DIR/uploads: `avatars/` and `images/` inside. */
  uploadsDir: string;
  /** DATA_DIR/resource-files. */
  resourceFilesDir: string;
  /** DATA_DIR/exports. */
  exportsDir: string;
}

/** A data folder's upload folders (what index.ts gives the app). */
export function uploadFoldersIn(dataDir: string): UploadFolders {
  return {
    uploadsDir: path.resolve(dataDir, 'uploads'),
    resourceFilesDir: path.resolve(dataDir, 'resource-files'),
    exportsDir: path.resolve(dataDir, 'exports'),
  };
}

/** Only plain names are ever looked up, so no address can reach outside the folders. */
export const PLAIN_NAME = /^[0-9A-Za-z][\w.-]*$/;

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf', '.zip': 'application/zip' };

export function contentTypeOfName(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** The folder and the prefix of each kind of address. */
export function addressFolders(folders: UploadFolders): { prefix: string; dir: string }[] {
  return [
    { prefix: '/uploads/avatars/', dir: path.join(folders.uploadsDir, 'avatars') },
    { prefix: '/uploads/images/', dir: path.join(folders.uploadsDir, 'images') },
    { prefix: RESOURCE_FILES_ADDRESS, dir: folders.resourceFilesDir },
    { prefix: EXPORTS_ADDRESS, dir: folders.exportsDir },
  ];
}

/** The regular file at a path as a stored upload, or null. */
export async function storedFileAt(filePath: string): Promise<StoredUpload | null> {
  const found = await stat(filePath).catch(() => null);
  if (!found?.isFile()) return null;
  return {
    size: found.size,
    contentType: contentTypeOfName(filePath),
    etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
    body: () => Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>,
    bytes: () => readFile(filePath),
  };
}

export function folderUploadStore(folders: UploadFolders): UploadStore {
  const places = addressFolders(folders);
  const fileOf = (address: string): string | null => {
    const place = places.find(({ prefix }) => address.startsWith(prefix));
    const name = place && address.slice(place.prefix.length);
    return place && name && PLAIN_NAME.test(name) ? path.join(place.dir, name) : null;
  };

  return {
    storage: 'folder',
    async put(files) {
      const written: string[] = [];
      try {
        for (const { address, bytes } of files) {
          const filePath = fileOf(address);
          if (!filePath) throw new Error(`Not an upload address: ${address}`);
          await mkdir(path.dirname(filePath), { recursive: true });
          await writeFile(filePath, bytes, { flag: 'wx' });
          written.push(filePath);
        }
      } catch (error) {
        await Promise.all(written.map((filePath) => unlink(filePath).catch(() => {})));
        throw error;
      }
    },
    async get(address) {
      const filePath = fileOf(address);
      return filePath ? storedFileAt(filePath) : null;
    },
    async delete(address) {
      const filePath = fileOf(address);
      if (!filePath) return;
      await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

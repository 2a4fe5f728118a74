/**
 * Where uploaded files live, behind one interface: a data folder (folder-store.ts, the default
 * with the embedded database) or the database (database-store.ts, the default with PostgreSQL,
 * so every app process serves every upload). A file is known by its address: the URL path it is
 * served under (`/uploads/avatars/<name>`, `/uploads/images/<name>`) or, for resources' PDFs,
 * which members download through their resource, `/resource-files/<name>`, and for members' data
 * downloads (account/exports.ts), `/exports/<name>`. Names are random and a
 * stored file never changes, so an address is immutable: replacing a file stores a new address.
 */

export type UploadStorage = 'folder' | 'database';

export interface NewUpload {
  address: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface StoredUpload {
  size: number;
  contentType: string;
  /** A strong validator (quoted): the bytes' sha256 in the database, size and time in a folder. */
  etag: string;
  /** The bytes as a Response body. */
  body(): ReadableStream<Uint8Array>;
  bytes(): Promise<Uint8Array>;
}

export interface UploadStore {
  readonly storage: UploadStorage;
  /** Stores files under new addresses, all or none; an address already taken is an error. */
  put(files: readonly NewUpload[]): Promise<void>;
  /** The file at an address, or null. */
  get(address: string): Promise<StoredUpload | null>;
  /** Forgets an address (and its bytes when nothing else holds them); a missing one is no error. */
  delete(address: string): Promise<void>;
}

export const RESOURCE_FILES_ADDRESS = '/resource-files/';

/** The address of an uploaded resource file (resources.fileName holds the bare name). */
export function resourceFileAddress(fileName: string): string {
  return `${RESOURCE_FILES_ADDRESS}${fileName}`;
}

export const EXPORTS_ADDRESS = '/exports/';

/** The address of a member's data download (account_exports.fileName holds the bare name). */
export function exportAddress(fileName: string): string {
  return `${EXPORTS_ADDRESS}${fileName}`;
}

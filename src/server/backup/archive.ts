import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { TableSummary } from './tables';

/**
 * A backup archive: gzipped lines, each a kind, a tab, and its content. First the manifest (so
 * `zcat FILE | head -1` tells what a backup holds), then every row of every table, parents first,
 * each as PostgreSQL's row_to_json text (written and read back without parsing, so no number loses
 * digits), then every upload file, base64, and last the files' count (the last line: an archive
 * without it is incomplete).
 *   manifest\t{…}    row\t<table>\t{…}    file\t<path under DATA_DIR>\t<base64>    files\t{"count":…,"bytes":…}
 */
export const ARCHIVE_FORMAT = 'mama-village-backup/1';

/**
 * The folders of DATA_DIR whose files a backup holds (members' images, admins' PDFs, waiting data
 * downloads): where uploads live with UPLOAD_STORAGE=folder. In the database (the default on
 * PostgreSQL) they are rows, and come with the tables. DATA_DIR/og is a cache, remade.
 */
export const UPLOAD_FOLDERS = ['uploads', 'resource-files', 'exports'] as const;

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  appVersion: string;
  /** The newest migration the database had (its tag in drizzle/): restore migrates to it, loads, then migrates on. */
  migration: string;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** Parents first: the order restore loads them in. */
  tables: Record<string, TableSummary>;
}

/** The upload files an archive holds: counted as they are written, since one may be deleted (a replaced avatar) while the backup runs. */
export interface FilesSummary {
  count: number;
  bytes: number;
}

export interface ArchiveWriter {
  manifest(manifest: BackupManifest): Promise<void>;
  rows(table: string, rows: string[]): Promise<void>;
  file(relativePath: string, content: Buffer): Promise<void>;
  filesEnd(summary: FilesSummary): Promise<void>;
  close(): Promise<void>;
}

export function writeArchive(file: string): ArchiveWriter {
  const gzip = createGzip();
  // Password hashes, sessions and tokens are in it: readable by its owner alone.
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve).on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const write = async (chunk: string) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  return {
    manifest: (manifest) => write(`manifest\t${JSON.stringify(manifest)}\n`),
    rows: (table, rows) => write(rows.map((row) => `row\t${table}\t${row}\n`).join('')),
    file: (relativePath, content) => write(`file\t${relativePath}\t${content.toString('base64')}\n`),
    filesEnd: (summary) => write(`files\t${JSON.stringify(summary)}\n`),
    async close() {
      gzip.end();
      await done;
    },
  };
}

export type ArchiveEntry =
  | { kind: 'manifest'; manifest: BackupManifest }
  | { kind: 'row'; table: string; row: string }
  | { kind: 'file'; path: string; content: Buffer }
  | { kind: 'files'; summary: FilesSummary };

export class ArchiveError extends Error {}

export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  for await (const line of lines) {
    const kindEnd = line.indexOf('\t');
    const kind = line.slice(0, kindEnd);
    if (first && kind !== 'manifest') throw new ArchiveError(`${file} is not a Mama Village backup (no manifest first).`);
    first = false;
    if (kind === 'manifest') {
      const manifest = JSON.parse(line.slice(kindEnd + 1)) as BackupManifest;
      if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveError(`${file} is a backup of another format (${String(manifest.format)}).`);
      yield { kind, manifest };
      continue;
    }
    if (kind === 'files') {
      yield { kind, summary: JSON.parse(line.slice(kindEnd + 1)) as FilesSummary };
      continue;
    }
    const nameEnd = line.indexOf('\t', kindEnd + 1);
    const name = line.slice(kindEnd + 1, nameEnd);
    const content = line.slice(nameEnd + 1);
    if (kind === 'row') yield { kind, table: name, row: content };
    else if (kind === 'file') yield { kind, path: name, content: Buffer.from(content, 'base64') };
    else throw new ArchiveError(`${file} has a line of unknown kind "${kind}".`);
  }
  if (first) throw new ArchiveError(`${file} is empty.`);
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderUploadStore } from '../uploads/folder-store';
import { findResourceFile, resourceFilesIn, SHIPPED_RESOURCE_FILES_DIR } from './resource-files';

const root = mkdtempSync(path.join(tmpdir(), 'mv-resource-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files = { uploadsDir: path.join(root, 'data', 'resource-files'), shippedDir: path.join(root, 'app', 'assets') };
mkdirSync(files.uploadsDir, { recursive: true });
mkdirSync(files.shippedDir, { recursive: true });
writeFileSync(path.join(files.uploadsDir, 'uploaded.pdf'), 'uploaded');
writeFileSync(path.join(files.uploadsDir, 'both.pdf'), 'uploaded copy');
writeFileSync(path.join(files.shippedDir, 'both.pdf'), 'shipped copy');
writeFileSync(path.join(files.shippedDir, 'demo.pdf'), 'demo');
writeFileSync(path.join(root, 'data', 'secret.pdf'), 'secret');
mkdirSync(path.join(files.shippedDir, 'source'));
const sources = {
  uploads: folderUploadStore({
    uploadsDir: path.join(root, 'data', 'uploads'),
    resourceFilesDir: files.uploadsDir,
    exportsDir: path.join(root, 'data', 'exports'),
  }),
  resourceFiles: files,
};
/** What the download answers: where it came from is seen in the bytes. */
async function found(name: string) {
  const file = await findResourceFile(sources, name);
  return file && { size: file.size, text: Buffer.from(await file.bytes()).toString() };
}

describe('resource files', () => {
  it('live in DATA_DIR/resource-files, beside DATA_DIR/uploads, and in the shipped assets', () => {
    expect(resourceFilesIn('/srv/data')).toEqual({
      uploadsDir: path.resolve('/srv/data/resource-files'),
      shippedDir: SHIPPED_RESOURCE_FILES_DIR,
    });
    expect(SHIPPED_RESOURCE_FILES_DIR).toBe(path.resolve('assets/resource-files'));
  });

  it('are found in the uploads folder first, then in the shipped one', async () => {
    expect(await found('uploaded.pdf')).toEqual({ size: 8, text: 'uploaded' });
    expect(await found('both.pdf')).toEqual({ size: 13, text: 'uploaded copy' });
    expect(await found('demo.pdf')).toEqual({ size: 4, text: 'demo' });
  });

  it('are never looked for outside either folder, and only files are found', async () => {
    for (const name of ['../secret.pdf', '../../data/secret.pdf', path.join(root, 'data', 'secret.pdf'), '..', '', 'source', 'gone.pdf']) {
      expect(await findResourceFile(sources, name), name).toBeNull();
    }
  });
});

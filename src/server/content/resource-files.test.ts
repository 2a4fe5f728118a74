import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('resource files', () => {
  it('live in DATA_DIR/resource-files, beside DATA_DIR/uploads, and in the shipped assets', () => {
    expect(resourceFilesIn('/srv/data')).toEqual({
      uploadsDir: path.resolve('/srv/data/resource-files'),
      shippedDir: SHIPPED_RESOURCE_FILES_DIR,
    });
    expect(SHIPPED_RESOURCE_FILES_DIR).toBe(path.resolve('assets/resource-files'));
  });

  it('are found in the uploads folder first, then in the shipped one', async () => {
    expect(await findResourceFile(files, 'uploaded.pdf')).toEqual({ path: path.join(files.uploadsDir, 'uploaded.pdf'), size: 8 });
    expect(await findResourceFile(files, 'both.pdf')).toEqual({ path: path.join(files.uploadsDir, 'both.pdf'), size: 13 });
    expect(await findResourceFile(files, 'demo.pdf')).toEqual({ path: path.join(files.shippedDir, 'demo.pdf'), size: 4 });
  });

  it('are never looked for outside either folder, and only files are found', async () => {
    for (const name of ['../secret.pdf', '../../data/secret.pdf', path.join(root, 'data', 'secret.pdf'), '..', '', 'source', 'gone.pdf']) {
      expect(await findResourceFile(files, name), name).toBeNull();
    }
  });
});

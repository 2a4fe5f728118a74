import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestDb } from '../../test/db';
import { rawRows } from '../db/client';
import { uploadBlobs } from '../db/schema';
import { databaseUploadStore, putBlobAt, sha256Hex } from './database-store';
import { folderUploadStore, uploadFoldersIn } from './folder-store';
import type { UploadStore } from './store';

const t = useTestDb();
const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-upload-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const folders = uploadFoldersIn(dataDir);

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));
const textOf = async (store: UploadStore, address: string) => {
  const file = await store.get(address);
  return file && Buffer.from(await file.bytes()).toString();
};
const streamed = async (store: UploadStore, address: string) =>
  Buffer.from(await new Response((await store.get(address))!.body()).arrayBuffer()).toString();
let next = 0;
/** A fresh random-looking name per test, so the two stores' tests never meet. */
const name = (ext: string) => `${(++next).toString(16).padStart(32, '0')}.${ext}`;

describe.each([
  ['folder', () => folderUploadStore(folders)],
  ['database', () => databaseUploadStore(t.db)],
] as const)('the %s upload storage', (storage, makeStore) => {
  it('stores files under their addresses and answers their bytes, size, type and a validator', async () => {
    const store = makeStore();
    expect(store.storage).toBe(storage);
    const avatar = `/uploads/avatars/${name('webp')}`;
    const pdf = `/resource-files/${name('pdf')}`;
    await store.put([
      { address: avatar, bytes: bytesOf('a photo'), contentType: 'image/webp' },
      { address: pdf, bytes: bytesOf('%PDF- a guide %%EOF'), contentType: 'application/pdf' },
    ]);
    const file = await store.get(avatar);
    expect(file).toMatchObject({ size: 7, contentType: 'image/webp', etag: expect.stringMatching(/^"[^"]+"$/) });
    expect(await streamed(store, avatar)).toBe('a photo');
    expect(await textOf(store, pdf)).toBe('%PDF- a guide %%EOF');
    expect((await store.get(pdf))!.contentType).toBe('application/pdf');
    expect(await store.get(`/uploads/images/${name('webp')}`)).toBeNull();
  });

  it('never stores over a taken address, and a failed put leaves none of its files', async () => {
    const store = makeStore();
    const taken = `/uploads/images/${name('webp')}`;
    await store.put([{ address: taken, bytes: bytesOf('first'), contentType: 'image/webp' }]);
    const fresh = `/uploads/images/${name('webp')}`;
    await expect(
      store.put([
        { address: fresh, bytes: bytesOf('second'), contentType: 'image/webp' },
        { address: taken, bytes: bytesOf('third'), contentType: 'image/webp' },
      ]),
    ).rejects.toThrow();
    expect(await textOf(store, taken)).toBe('first');
    expect(await store.get(fresh)).toBeNull();
  });

  it('forgets a deleted address, and deleting a missing one is no error', async () => {
    const store = makeStore();
    const address = `/uploads/avatars/${name('webp')}`;
    await store.put([{ address, bytes: bytesOf('old photo'), contentType: 'image/webp' }]);
    await store.delete(address);
    expect(await store.get(address)).toBeNull();
    await expect(store.delete(address)).resolves.toBeUndefined();
  });

  it('reaches nothing outside its addresses', async () => {
    const store = makeStore();
    for (const address of [
      '/uploads/avatars/../../secret',
      '/uploads/avatars/',
      '/etc/passwd',
      '/uploads/demo/x.svg',
      '../resource-files/x.pdf',
    ]) {
      expect(await store.get(address), address).toBeNull();
    }
  });
});

describe('the folder storage', () => {
  it('keeps files in the data folder, where the move to PostgreSQL finds them', async () => {
    const store = folderUploadStore(folders);
    const avatar = name('webp');
    const pdf = name('pdf');
    await store.put([
      { address: `/uploads/avatars/${avatar}`, bytes: bytesOf('photo'), contentType: 'image/webp' },
      { address: `/resource-files/${pdf}`, bytes: bytesOf('%PDF-%%EOF'), contentType: 'application/pdf' },
    ]);
    expect(readdirSync(path.join(folders.uploadsDir, 'avatars'))).toContain(avatar);
    expect(readdirSync(folders.resourceFilesDir)).toContain(pdf);
    await expect(
      store.put([{ address: '/uploads/avatars/../escape.webp', bytes: bytesOf('x'), contentType: 'image/webp' }]),
    ).rejects.toThrow();
    expect(existsSync(path.join(folders.uploadsDir, 'escape.webp'))).toBe(false);
  });
});

describe('the database storage', () => {
  const blobCount = async () => (await t.db.select({ n: count() }).from(uploadBlobs))[0]!.n;

  it('keeps equal bytes once, under their sha256, until no address points at them', async () => {
    const store = databaseUploadStore(t.db);
    const bytes = bytesOf(`the same image ${name('x')}`);
    const [first, second] = [`/uploads/images/${name('webp')}`, `/uploads/images/${name('webp')}`];
    const before = await blobCount();
    await store.put([{ address: first, bytes, contentType: 'image/webp' }]);
    await store.put([{ address: second, bytes, contentType: 'image/webp' }]);
    expect(await blobCount()).toBe(before + 1);
    expect((await store.get(first))!.etag).toBe(`"${sha256Hex(bytes)}"`);
    expect((await store.get(second))!.etag).toBe((await store.get(first))!.etag);

    await store.delete(first);
    expect(await textOf(store, second)).toBe(Buffer.from(bytes).toString());
    expect(await blobCount()).toBe(before + 1);
    await store.delete(second);
    expect(await blobCount()).toBe(before);
  });

  it('round-trips every byte value', async () => {
    const store = databaseUploadStore(t.db);
    const bytes = new Uint8Array(Array.from({ length: 512 }, (_, i) => i % 256));
    const address = `/uploads/images/${name('webp')}`;
    await store.put([{ address, bytes, contentType: 'image/webp' }]);
    const file = await store.get(address);
    expect(file!.size).toBe(512);
    expect(Buffer.from(await file!.bytes())).toEqual(Buffer.from(bytes));
  });

  // Two connections at once: PGlite has one, so this needs PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps the bytes when an upload of the same ones commits while their last address goes',
    async () => {
      const store = databaseUploadStore(t.db);
      const bytes = bytesOf(`shared ${name('x')}`);
      const [going, coming] = [`/uploads/images/${name('webp')}`, `/uploads/images/${name('webp')}`];
      await store.put([{ address: going, bytes, contentType: 'image/webp' }]);

      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let stored!: () => void;
      const storedInTransaction = new Promise<void>((resolve) => (stored = resolve));
      const upload = t.db.transaction(async (tx) => {
        await putBlobAt(tx, { address: coming, bytes, contentType: 'image/webp' });
        stored();
        await committing;
      });
      await storedInTransaction;
      const deletion = store.delete(going);
      // The delete waits on the upload's lock of the bytes' row; then the upload commits.
      await vi.waitFor(
        async () => {
          const waiting = await rawRows(
            t.db,
            sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(waiting.length).toBeGreaterThan(0);
        },
        { timeout: 5000 },
      );
      commit();
      await upload;
      await deletion;

      expect(await store.get(going)).toBeNull();
      expect(await textOf(store, coming)).toBe(Buffer.from(bytes).toString());
    },
  );
});

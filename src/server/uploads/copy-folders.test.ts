import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { solidImage } from '../../test/images';
import { testApp } from '../../test/server';
import { resourceFilesIn } from '../content/resource-files';
import { users } from '../db/schema';
import { copyUploadFoldersIntoDatabase } from './copy-folders';
import { databaseUploadStore } from './database-store';

const t = useTestDb();
const oldDataDir = mkdtempSync(path.join(tmpdir(), 'mv-embedded-data-'));
const newDataDir = mkdtempSync(path.join(tmpdir(), 'mv-postgres-data-'));
afterAll(() => {
  for (const dir of [oldDataDir, newDataDir]) rmSync(dir, { recursive: true, force: true });
});

const hex = (c: string) => c.repeat(32);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

/** A data folder as the embedded site left it: what the app stored, and what it never served. */
async function embeddedSiteFiles() {
  const avatars = path.join(oldDataDir, 'uploads', 'avatars');
  const images = path.join(oldDataDir, 'uploads', 'images');
  const pdfs = path.join(oldDataDir, 'resource-files');
  for (const dir of [avatars, images, pdfs, path.join(oldDataDir, 'exports')]) mkdirSync(dir, { recursive: true });
  const avatar = await solidImage('webp', 256, 256, '#123456');
  const image = await solidImage('webp', 1600, 800);
  const files = {
    [`/uploads/avatars/${hex('a')}.webp`]: avatar,
    [`/uploads/images/${hex('b')}.webp`]: image,
    [`/uploads/images/${hex('b')}-480.webp`]: await solidImage('webp', 480, 240),
    // The same bytes under a second address: kept once, served under both.
    [`/uploads/images/${hex('c')}.webp`]: image,
    [`/resource-files/${hex('d')}.pdf`]: PDF,
    // A member's data download still waiting for her.
    [`/exports/7-${hex('f')}.zip`]: Buffer.from('PK a zip'),
  };
  for (const [address, bytes] of Object.entries(files)) {
    const [dir, name] = address.startsWith('/resource-files/')
      ? [pdfs, address.slice(16)]
      : [path.join(oldDataDir, path.dirname(address)), path.basename(address)];
    writeFileSync(path.join(dir, name), bytes);
  }
  // A write that never finished, and a stray file outside the served folders.
  writeFileSync(path.join(images, `${hex('e')}.webp.part`), 'half');
  writeFileSync(path.join(oldDataDir, 'uploads', 'notes.txt'), 'not an upload');
  return files;
}

describe('copyUploadFoldersIntoDatabase', () => {
  it('puts the folders into the database under the addresses the site already uses, once however often it runs', async () => {
    const files = await embeddedSiteFiles();
    const member = await createTestUser(t.db);
    await t.db
      .update(users)
      .set({ avatar: `/uploads/avatars/${hex('a')}.webp` })
      .where(eq(users.id, member.id));
    const resource = await createTestResource(t.db, { fileName: `${hex('d')}.pdf`, membersOnly: false, publishedAt: new Date() });

    expect(await copyUploadFoldersIntoDatabase({ db: t.db, dataDir: oldDataDir })).toEqual({ copied: 6, alreadyThere: 0 });
    expect(await copyUploadFoldersIntoDatabase({ db: t.db, dataDir: oldDataDir })).toEqual({ copied: 0, alreadyThere: 6 });

    // The site on PostgreSQL: a data folder of its own, uploads in the database.
    const app = testApp(t.db, {
      uploadsDir: path.join(newDataDir, 'uploads'),
      resourceFiles: resourceFilesIn(newDataDir),
      uploads: databaseUploadStore(t.db),
    });
    for (const [address, bytes] of Object.entries(files).filter(([address]) => address.startsWith('/uploads/'))) {
      const served = await app.request(address);
      expect(served.status, address).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()), address).toEqual(bytes);
    }
    const [{ avatar }] = (await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, member.id))) as [{ avatar: string }];
    expect((await app.request(avatar)).status).toBe(200);
    expect((await app.request(`/uploads/images/${hex('e')}.webp`)).status).toBe(404);
    const waiting = await databaseUploadStore(t.db).get(`/exports/7-${hex('f')}.zip`);
    expect(waiting).toMatchObject({ contentType: 'application/zip', size: 8 });
    const download = await app.request(`/api/resources/${resource.id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it('counts nothing for a data folder without uploads', async () => {
    expect(await copyUploadFoldersIntoDatabase({ db: t.db, dataDir: mkdtempSync(path.join(newDataDir, 'empty-')) })).toEqual({
      copied: 0,
      alreadyThere: 0,
    });
  });
});

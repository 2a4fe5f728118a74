import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReply, createTestThread } from '../../test/community-factories';
import { createEmptyPostgresDb } from '../../test/db';
import { addActivityToEveryTable } from '../../test/every-table';
import { createTestUser, TEST_PASSWORD } from '../../test/factories';
import { noLimits } from '../../test/no-limits';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { CATALOGUE } from '../api/catalogue';
import { type DbHandle, PGLITE_EXTENSIONS, pgliteHandle } from '../db/client';
import { forumTopics } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { databaseUploadStore } from '../uploads/database-store';
import { moveDatabase } from './move';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { latestAppliedMigration, summarizeTables, tablesInDependencyOrder, TransferRefusedError } from './tables';

const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = path.join(tmpdir(), `mama-village-move-${process.pid}`);
const AVATAR = `${'c'.repeat(32)}.webp`;
const AVATAR_BYTES = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');

/** Every REST read of the catalogue, path parameters filled with 1 (a demo row or a 404 on both sides alike). */
const READS = CATALOGUE.filter((operation) => operation.method === 'get').map((operation) => operation.path.replace(/\{\w+\}/g, '1'));

describe.skipIf(!serverUrl)('db:move from the embedded database to PostgreSQL', () => {
  let source: DbHandle;
  let target: DbHandle & { url: string };
  let member: Awaited<ReturnType<typeof createTestUser>>;
  let cookies: { admin: string; member: string };

  beforeAll(async () => {
    source = pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await source.migrate();
    await seedDatabase(source.db, { admin: { username: 'owner', password: 'a-long-owner-password' }, demo: true });
    await addActivityToEveryTable(source.db);
    // Fresh activity on top of the demo: a new member's thread and a reply to it, and two signed-in sessions.
    member = await createTestUser(source.db);
    const [topic] = await source.db.select().from(forumTopics).limit(1);
    const thread = await createTestThread(source.db, { topicId: topic!.id, authorId: member.id });
    await createTestReply(source.db, { threadId: thread.id, authorId: member.id });
    const owner = await createTestUser(source.db, { role: 'admin' });
    cookies = { admin: await sessionCookieFor(source.db, owner), member: await sessionCookieFor(source.db, member) };
    target = await createEmptyPostgresDb(serverUrl!);
    await mkdir(path.join(dataDir, 'uploads/avatars'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads/avatars', AVATAR), AVATAR_BYTES);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every table, and the site on PostgreSQL answers every REST read and a sign-in as before', async () => {
    const { tables, uploads } = await moveDatabase(source, target, dataDir);
    expect(uploads).toEqual({ copied: 1, alreadyThere: 0 });
    const names = await tablesInDependencyOrder(source.db);
    expect(Object.keys(tables)).toEqual(names);
    const before = await summarizeTables(source.db, names);
    expect(Object.entries(before).filter(([, table]) => table.rows === 0)).toEqual([]);
    // As copied (and checked in the move's transaction), then the avatar file added to the upload tables.
    expect(tables).toEqual(before);
    const after = await summarizeTables(target.db, names);
    const { uploaded_files: filesAfter, upload_blobs: blobsAfter, ...restAfter } = after;
    const { uploaded_files: filesBefore, upload_blobs: blobsBefore, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
    expect([filesAfter!.rows, blobsAfter!.rows]).toEqual([filesBefore!.rows + 1, blobsBefore!.rows + 1]);
    expect(await latestAppliedMigration(target.db)).toBe(await latestAppliedMigration(source.db));

    const onPglite = testApp(source.db, { rateLimiter: noLimits });
    const onPostgres = testApp(target.db, { rateLimiter: noLimits });
    expect(READS.length).toBeGreaterThan(30);
    for (const who of [undefined, cookies.member, cookies.admin]) {
      for (const url of READS) {
        const init: RequestInit = { headers: who ? { cookie: who } : {} };
        const [was, is] = [await onPglite.request(url, init), await onPostgres.request(url, init)];
        expect({ url, status: is.status, body: await is.text() }).toEqual({ url, status: was.status, body: await was.text() });
      }
    }

    // The avatar that was a file in DATA_DIR is served from PostgreSQL at the same address.
    const avatar = await testApp(target.db, { uploads: databaseUploadStore(target.db) }).request(`/uploads/avatars/${AVATAR}`);
    expect(avatar.status).toBe(200);
    expect(Buffer.from(await avatar.arrayBuffer())).toEqual(AVATAR_BYTES);

    const signIn = await onPostgres.request('/api/login', jsonRequest('POST', { username: member.username, password: TEST_PASSWORD }));
    expect(signIn.status).toBe(200);
    // New rows get new ids: the sequences were set past the copied ones.
    const newcomer = await createTestUser(target.db);
    expect(newcomer.id).toBeGreaterThan(member.id);
  });

  it('restores a backup of the embedded site into PostgreSQL as well', async () => {
    const file = path.join(tmpdir(), `mama-village-cross-${process.pid}.backup.gz`);
    const restored = await createEmptyPostgresDb(serverUrl!);
    try {
      await createBackup({ db: source.db, engine: 'pglite', dataDir: path.join(tmpdir(), 'mama-village-no-uploads'), file });
      await restoreBackup({ file, target: restored, dataDir: path.join(tmpdir(), 'mama-village-no-uploads') });
      const names = await tablesInDependencyOrder(source.db);
      expect(await summarizeTables(restored.db, names)).toEqual(await summarizeTables(source.db, names));
    } finally {
      await rm(file, { force: true });
      await restored.close();
    }
  });

  it('refuses a database that is not empty', async () => {
    await expect(moveDatabase(source, target, dataDir)).rejects.toThrow(TransferRefusedError);
  });
});

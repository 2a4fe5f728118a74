import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATHS, type UploadedFileDto, type UploadedImageDto } from '../../shared/constants/uploads';
import type { CommunityProfileDto } from '../../shared/schemas/community';
import { createTestResource } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { solidImage } from '../../test/images';
import { resourceFilesIn } from '../content/resource-files';
import { uploadBlobs, uploadedFiles } from '../db/schema';
import { enforceRetention } from '../account/retention';
import { createMemoryMailer } from '../email/mailer';
import { jobHandlers } from '../jobs/handlers';
import { JobRunner } from '../jobs/runner';
import { silentLogger } from '../logger';
import { jsonRequest, sessionCookieFor, TEST_PUBLIC_URL, testApp } from '../../test/server';
import { AVATAR_REST_PATH } from './http';
import { databaseUploadStore, sha256Hex } from './database-store';

/**
 * Two apps on one database, each with a data folder of its own, as two machines behind a proxy:
 * what one stores, the other serves (the database storage, the default with PostgreSQL).
 */
const t = useTestDb();
const dataDirs = [mkdtempSync(path.join(tmpdir(), 'mv-machine-one-')), mkdtempSync(path.join(tmpdir(), 'mv-machine-two-'))];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});
const machine = (dataDir: string) =>
  testApp(t.db, {
    uploadsDir: path.join(dataDir, 'uploads'),
    resourceFiles: resourceFilesIn(dataDir),
    exportsDir: path.join(dataDir, 'exports'),
    uploads: databaseUploadStore(t.db),
  });
let one: ReturnType<typeof machine>;
let two: ReturnType<typeof machine>;
beforeAll(() => {
  [one, two] = dataDirs.map(machine) as [typeof one, typeof two];
});

const post = (body: BodyInit, cookie: string): RequestInit => ({ method: 'POST', body, headers: { cookie } });
function form(field: string, bytes: Uint8Array, fileName: string, type: string): FormData {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(bytes)], fileName, { type }));
  return body;
}
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const nothingOnDisk = () =>
  dataDirs.every((dir) => !existsSync(path.join(dir, 'uploads')) && !existsSync(path.join(dir, 'resource-files')));

describe('uploads in the database, served by every app on it', () => {
  it('an image stored through one app is served by the other at every width, immutable, with its sha256 as ETag', async () => {
    const admin = await sessionCookieFor(t.db, await createTestUser(t.db, { role: 'admin' }));
    const res = await one.request(
      UPLOAD_PATHS.images,
      post(form('file', await solidImage('png', 1800, 900), 'cover.png', 'image/png'), admin),
    );
    expect(res.status).toBe(200);
    const { srcSet } = (await res.json()) as UploadedImageDto;

    for (const entry of srcSet.split(', ')) {
      const [address, width] = entry.split(' ');
      const served = await two.request(address!);
      expect(served.status, address).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('content-length')).toBe(String(bytes.length));
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('etag')).toBe(`"${sha256Hex(bytes)}"`);
      expect((await sharp(bytes).metadata()).width).toBe(Math.min(Number(width!.slice(0, -1)), 1800));

      const again = await one.request(address!, { headers: { 'if-none-match': served.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(served.headers.get('etag'));
      expect(await again.text()).toBe('');
    }
    expect(nothingOnDisk()).toBe(true);
  });

  it('a replaced avatar is gone from both apps, bytes and all, and the new one is served by both', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member);
    const upload = async (colour: string) => {
      const res = await one.request(
        AVATAR_REST_PATH,
        post(form('avatar', await solidImage('png', 320, 240, colour), 'me.png', 'image/png'), cookie),
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as CommunityProfileDto).avatar!;
    };
    const first = await upload('#f5a290');
    const [firstRow] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.address, first));
    expect((await two.request(first)).status).toBe(200);

    const second = await upload('#3b2a26');
    for (const app of [one, two]) {
      expect((await app.request(first)).status).toBe(404);
      expect((await app.request(second)).status).toBe(200);
    }
    expect(await t.db.select().from(uploadBlobs).where(eq(uploadBlobs.sha256, firstRow!.sha256))).toEqual([]);
    expect(nothingOnDisk()).toBe(true);
  });

  it('a PDF stored through one app downloads through the other', async () => {
    const admin = await sessionCookieFor(t.db, await createTestUser(t.db, { role: 'admin' }));
    const res = await one.request(UPLOAD_PATHS.files, post(form('file', PDF, 'guide.pdf', 'application/pdf'), admin));
    expect(res.status).toBe(200);
    const { fileName } = (await res.json()) as UploadedFileDto;
    const resource = await createTestResource(t.db, { fileName, membersOnly: false, publishedAt: new Date() });

    const download = await two.request(`/api/resources/${resource.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(PDF.length));
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(nothingOnDisk()).toBe(true);
  });

  it("a member's data download built by a job on any process downloads through the others, and goes when it expires", async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member);
    const asked = await one.request('/api/account/exports', jsonRequest('POST', undefined, { cookie }));
    expect(asked.status).toBe(202);
    const { id } = (await asked.json()) as { id: number };
    const uploads = databaseUploadStore(t.db);
    const services = { db: t.db, mailer: createMemoryMailer(), logger: silentLogger, publicUrl: TEST_PUBLIC_URL, uploads };
    await new JobRunner({ db: t.db, logger: silentLogger, handlers: jobHandlers(services) }).drain();

    const download = await two.request(`/api/account/exports/${id}/download`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await download.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(download.headers.get('content-length')).toBe(String(zip.length));

    await enforceRetention(t.db, uploads, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    expect(
      await t.db
        .select()
        .from(uploadBlobs)
        .where(eq(uploadBlobs.sha256, sha256Hex(zip))),
    ).toEqual([]);
    expect(nothingOnDisk()).toBe(true);
  });
});

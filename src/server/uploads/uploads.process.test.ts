import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATHS, type UploadedImageDto } from '../../shared/constants/uploads';
import { freePort, type ServerProcess, startServer, waitFor } from '../../test/app-process';
import { solidImage } from '../../test/images';

const databaseServer = process.env.TEST_DATABASE_URL;

/**
 * Two app processes started as `npm start` starts them, on one PostgreSQL database, each with a
 * data folder of its own (two machines): an image uploaded through one is served by the other,
 * from the database, with no file on either disk.
 */
describe.skipIf(!databaseServer)('uploads served by a second process', () => {
  const name = `mv_uploads_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(databaseServer ?? 'postgres://unused', { max: 1, onnotice: () => {} });
  const dataDirs = ['one', 'two'].map((label) => mkdtempSync(path.join(tmpdir(), `mv-uploads-${label}-`)));
  const account = { username: 'site_admin', password: `Admin-${randomBytes(8).toString('hex')}` };
  const servers: ServerProcess[] = [];
  const bases: string[] = [];

  async function start(dataDir: string) {
    const port = await freePort();
    const databaseUrl = new URL(databaseServer!);
    databaseUrl.pathname = `/${name}`;
    const server = startServer('src/server/index.ts', {
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: account.username,
      ADMIN_EMAIL: 'site_admin@mamavillage.example',
      ADMIN_PASSWORD: account.password,
      LOG_LEVEL: 'warn',
    });
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`, { server, timeoutMs: 50_000 });
    return base;
  }

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const dataDir of dataDirs) bases.push(await start(dataDir));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((stop) => stop()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('an image uploaded through one process is served by the other, immutable, with its sha256 as ETag', async () => {
    const [one, two] = bases as [string, string];
    const login = await fetch(`${one}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: one },
      body: JSON.stringify(account),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    const form = new FormData();
    form.append('file', new File([new Uint8Array(await solidImage('png', 1000, 500))], 'cover.png', { type: 'image/png' }));
    const uploaded = await fetch(`${one}${UPLOAD_PATHS.images}`, { method: 'POST', headers: { cookie, origin: one }, body: form });
    expect(uploaded.status).toBe(200);
    const { address } = (await uploaded.json()) as UploadedImageDto;

    const served = await fetch(`${two}${address}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    expect((await fetch(`${two}${address}`, { headers: { 'if-none-match': served.headers.get('etag')! } })).status).toBe(304);
    for (const dataDir of dataDirs) expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { wireFormat } from '../../../shared/lib/wire-format';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOADS_TEXT, type UploadedFileDto, type UploadedImageDto } from '../../../shared/constants/uploads';
import { imageSrcSet } from '../../../shared/lib/images';
import { createTestResource } from '../../../test/content-factories';
import { useTestDb } from '../../../test/db';
import { createTestUser } from '../../../test/factories';
import { phoneJpegWithGps, solidImage, SVG_WITH_SCRIPT } from '../../../test/images';
import { callerFor, jsonRequest, sessionCookieFor, testApp } from '../../../test/server';
import { resourceFilesIn } from '../../content/resource-files';

const t = useTestDb();
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mv-admin-uploads-'));
// The data folder (DATA_DIR): uploaded PDFs go to its resource-files folder, created when missing.
const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-admin-data-'));
const resourceFiles = resourceFilesIn(dataDir);
const storedPdfs = () => (existsSync(resourceFiles.uploadsDir) ? readdirSync(resourceFiles.uploadsDir) : []);
// A built client, so paths that leave /uploads/images/ meet the real fallback, and demo images.
const clientDir = mkdtempSync(path.join(tmpdir(), 'mv-admin-uploads-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(clientDir, 'route-manifest.json'), JSON.stringify(['/']));
mkdirSync(path.join(clientDir, 'uploads', 'demo'), { recursive: true });
writeFileSync(path.join(clientDir, 'uploads', 'demo', 'sample.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => {
  for (const dir of [uploadsDir, dataDir, clientDir]) rmSync(dir, { recursive: true, force: true });
});

const app = () => testApp(t.db, { uploadsDir, resourceFiles, clientDir });
const IMAGES = '/api/admin/uploads/images';
const FILES = '/api/admin/uploads/files';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

function form(bytes: Uint8Array, fileName: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], fileName, { type }));
  return body;
}
const post = (body: BodyInit, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', body, headers });

async function adminCookie() {
  return sessionCookieFor(t.db, await createTestUser(t.db, { role: 'admin' }));
}

describe('POST /api/admin/uploads/images and /files by role', () => {
  it.each([
    [IMAGES, async () => form(await solidImage('png'), 'a.png', 'image/png')],
    [FILES, async () => form(PDF, 'a.pdf', 'application/pdf')],
  ])('%s: 401 for a visitor, 403 for a member, and nothing stored', async (uploadPath, body) => {
    const visitor = await app().request(uploadPath, post(await body()));
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: 'Not authenticated' });

    const member = await sessionCookieFor(t.db, await createTestUser(t.db));
    const res = await app().request(uploadPath, post(await body(), { cookie: member }));
    expect(res.status).toBe(403);
    expect(await res.json()).toHaveProperty('error');
    expect(existsSync(path.join(uploadsDir, 'images'))).toBe(false);
    expect(storedPdfs()).toEqual([]);
  });
});

describe('POST /api/admin/uploads/images', () => {
  it('answers the address and srcset; the stored copies are served as stripped WebP, cached for ever', async () => {
    const cookie = await adminCookie();
    const res = await app().request(IMAGES, post(form(await phoneJpegWithGps(), 'IMG_0042.JPG', 'image/jpeg'), { cookie }));
    expect(res.status).toBe(200);
    const image = (await res.json()) as UploadedImageDto;
    expect(image.address).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    expect(image.srcSet).toBe(imageSrcSet(image.address));

    for (const entry of image.srcSet.split(', ')) {
      const [address, width] = entry.split(' ');
      const file = await app().request(address!);
      expect(file.status, address).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('set-cookie')).toBeNull();
      const stored = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      // The phone photo is 200 pixels wide once upright: never enlarged.
      expect([stored.format, stored.width, stored.exif, stored.xmp], width).toEqual(['webp', 200, undefined, undefined]);
    }
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF by its bytes with a 400 and the message', async () => {
    const cookie = await adminCookie();
    for (const [bytes, name, type] of [
      [SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'],
      [SVG_WITH_SCRIPT, 'logo.png', 'image/png'],
      [Buffer.from('not a picture'), 'a.jpg', 'image/jpeg'],
      [PDF, 'a.gif', 'image/gif'],
    ] as const) {
      const res = await app().request(IMAGES, post(form(bytes, name, type), { cookie }));
      expect(res.status, name).toBe(400);
      expect(await res.json()).toEqual({ error: UPLOADS_TEXT.notImage });
    }
  });

  it('refuses more than 10 MB with a 413 and the message, whether or not the body says its length', async () => {
    const cookie = await adminCookie();
    const big = Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes + 1024);
    (await solidImage('jpeg')).copy(big);
    const streamed = await app().request(IMAGES, post(form(big, 'big.jpg', 'image/jpeg'), { cookie }));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: UPLOADS_TEXT.imageTooLarge });

    // Over the file limit but within the body limit: the procedure refuses it by its size.
    const justOver = await app().request(
      IMAGES,
      post(form(Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes + 1), 'x.jpg', 'image/jpeg'), { cookie }),
    );
    expect(justOver.status).toBe(413);
    expect(await justOver.json()).toEqual({ error: UPLOADS_TEXT.imageTooLarge });

    const body = new Response(form(big, 'big.jpg', 'image/jpeg'));
    const announced = await app().request(
      IMAGES,
      post(await body.arrayBuffer(), { cookie, 'content-type': body.headers.get('content-type')! }),
    );
    expect(announced.status).toBe(413);
  });

  it('answers an admin who sends no form with what to send', async () => {
    const cookie = await adminCookie();
    const res = await app().request(IMAGES, jsonRequest('POST', { file: 'x' }, { cookie }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: UPLOADS_TEXT.noFile });
  });

  it('refuses a cross-site upload', async () => {
    const cookie = await adminCookie();
    const res = await app().request(
      IMAGES,
      post(form(await solidImage('png'), 'a.png', 'image/png'), { cookie, origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /api/admin/uploads/files', () => {
  it('stores a PDF in DATA_DIR/resource-files and answers its name; members download it, visitors get a 401', async () => {
    const cookie = await adminCookie();
    const res = await app().request(FILES, post(form(PDF, 'Sleep guide.pdf', 'application/pdf'), { cookie }));
    expect(res.status).toBe(200);
    const { fileName } = (await res.json()) as UploadedFileDto;
    expect(fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await readFile(path.join(dataDir, 'resource-files', fileName))).toEqual(PDF);
    expect(existsSync(path.join(resourceFiles.shippedDir, fileName))).toBe(false);

    const resource = await createTestResource(t.db, { fileName, membersOnly: true });
    const download = `/api/resources/${resource.id}/download`;
    expect((await app().request(download)).status).toBe(401);
    const member = await sessionCookieFor(t.db, await createTestUser(t.db));
    const file = await app().request(download, { headers: { cookie: member } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it('refuses what is not a PDF (400) and more than 20 MB (413), with the messages', async () => {
    const cookie = await adminCookie();
    const png = await app().request(FILES, post(form(await solidImage('png'), 'guide.pdf', 'application/pdf'), { cookie }));
    expect(png.status).toBe(400);
    expect(await png.json()).toEqual({ error: UPLOADS_TEXT.notPdf });

    const big = await app().request(
      FILES,
      post(form(Buffer.alloc(UPLOAD_LIMITS.pdfMaxBytes + 1024), 'big.pdf', 'application/pdf'), { cookie }),
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: UPLOADS_TEXT.pdfTooLarge });
  });
});

describe('admin.uploads over tRPC', () => {
  it('admin.uploads.image takes multipart/form-data unbatched', async () => {
    const cookie = await adminCookie();
    const res = await app().request('/trpc/admin.uploads.image', post(form(await solidImage('gif'), 'a.gif', 'image/gif'), { cookie }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: Parameters<typeof wireFormat.deserialize>[0] } };
    expect(wireFormat.deserialize<UploadedImageDto>(body.result.data).address).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
  });

  it('admin.uploads.pdf answers an oversize body with a tRPC error carrying the message', async () => {
    const cookie = await adminCookie();
    const res = await app().request(
      '/trpc/admin.uploads.pdf',
      post(form(Buffer.alloc(UPLOAD_LIMITS.pdfMaxBytes + 100 * 1024), 'a.pdf', 'application/pdf'), { cookie }),
    );
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: Parameters<typeof wireFormat.deserialize>[0] };
    expect(wireFormat.deserialize(body.error)).toMatchObject({ message: UPLOADS_TEXT.pdfTooLarge, data: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('are refused to a member through createCaller too', async () => {
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    await expect(caller.admin.uploads.pdf(form(PDF, 'a.pdf', 'application/pdf'))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /uploads/images/*', () => {
  it('serves only names of the stored shape, never outside the folder', async () => {
    mkdirSync(path.join(uploadsDir, 'images'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'secret.webp'), 'secret');
    writeFileSync(path.join(uploadsDir, 'images', 'notes.txt'), 'secret');
    writeFileSync(path.join(uploadsDir, 'images', `${'c'.repeat(32)}-1600.webp`), 'secret');
    for (const attempt of [
      '/uploads/images/../../package.json',
      '/uploads/images/..%2fsecret.webp',
      '/uploads/images/%2e%2e%2fsecret.webp',
      '/uploads/images/..%5csecret.webp',
      '/uploads/images/notes.txt',
      `/uploads/images/${'c'.repeat(32)}-1600.webp`,
      '/uploads/images/',
      `/uploads/images/${'0'.repeat(32)}.webp`,
      `/uploads/images/${'0'.repeat(32)}-480.webp`,
    ]) {
      const res = await app().request(attempt);
      expect(res.status, attempt).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('"dependencies"');
      expect(text).not.toContain('secret');
    }
  });

  it('leaves the demo pictures to the client app', async () => {
    const res = await app().request('/uploads/demo/sample.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });
});

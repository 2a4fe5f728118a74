import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, UPLOAD_LIMITS, UPLOADS_TEXT } from '../../shared/constants/uploads';
import { imageSrcSet } from '../../shared/lib/images';
import { exifHasGps, phoneJpegWithGps, pixelAt, pngDeclaring, solidImage, SVG_WITH_SCRIPT } from '../../test/images';
import { CONTENT_IMAGE_FILE_NAME, processContentImage, storeContentImage } from './content-images';
import { folderUploadStore } from './folder-store';
import { sniffImageFormat } from './image-pipeline';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mv-content-images-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
const imagesFolder = path.join(uploadsDir, 'images');
const uploads = folderUploadStore({
  uploadsDir,
  resourceFilesDir: path.join(uploadsDir, 'resource-files'),
  exportsDir: path.join(uploadsDir, 'exports'),
});

function formWith(bytes: Uint8Array, fileName = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => ({ code: 'OK', message: '' }),
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );
}

const sizesOf = async (copies: { width: number; data: Buffer }[]) =>
  Promise.all(
    copies.map(async ({ data }) => {
      const m = await sharp(data).metadata();
      return [m.format, m.width, m.height];
    }),
  );

describe('processContentImage', () => {
  it('turns JPEG, PNG, WebP and GIF into WebP copies 480, 960 and 1600 pixels wide', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const copies = await processContentImage(await solidImage(format, 2000, 1000));
      expect(copies.map((c) => c.width)).toEqual([...IMAGE_WIDTHS]);
      expect(await sizesOf(copies), format).toEqual([
        ['webp', 480, 240],
        ['webp', 960, 480],
        ['webp', 1600, 800],
      ]);
    }
  });

  it('never enlarges a small image', async () => {
    const copies = await processContentImage(await solidImage('png', 700, 350));
    expect(await sizesOf(copies)).toEqual([
      ['webp', 480, 240],
      ['webp', 700, 350],
      ['webp', 700, 350],
    ]);
  });

  it('drops every piece of metadata, GPS above all, and turns the photo upright', async () => {
    const photo = await phoneJpegWithGps();
    const before = await sharp(photo).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.xmpAsString).toContain('GPSLatitude');

    const copies = await processContentImage(photo);
    for (const { data } of copies) {
      const after = await sharp(data).metadata();
      expect([after.exif, after.xmp, after.iptc, after.icc, after.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(data.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
    // Stored sideways (400 × 200, red left, blue right) with "rotate 90°": upright is 200 × 400,
    // red over blue.
    const [small] = copies;
    expect(await sizesOf([small!])).toEqual([['webp', 200, 400]]);
    const [top, bottom] = [await pixelAt(small!.data, 100, 20), await pixelAt(small!.data, 100, 380)];
    expect(top[0]).toBeGreaterThan(200);
    expect(bottom[2]).toBeGreaterThan(200);
  });

  it('refuses SVG, text, TIFF, empty and truncated files whatever they are called', async () => {
    const jpeg = await solidImage('jpeg');
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    for (const bytes of [SVG_WITH_SCRIPT, Buffer.from('just some text'), tiff, new Uint8Array(), jpeg.subarray(0, 40)]) {
      expect(await errorOf(processContentImage(bytes))).toEqual({ code: 'BAD_REQUEST', message: UPLOADS_TEXT.notImage });
    }
    expect(sniffImageFormat(SVG_WITH_SCRIPT)).toBeNull();
  });

  it('refuses an image declaring more than 50 megapixels, before decoding it', async () => {
    const bomb = pngDeclaring(8_000, 6_251);
    expect(bomb.length).toBeLessThan(200);
    expect(await errorOf(processContentImage(bomb))).toEqual({ code: 'BAD_REQUEST', message: UPLOADS_TEXT.tooManyPixels });
    expect(8_000 * 6_251).toBeGreaterThan(UPLOAD_LIMITS.imageMaxPixels);
  });

  it('refuses more than 10 MB by the size alone', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes + 1);
    (await solidImage('jpeg')).copy(big);
    expect(await errorOf(processContentImage(big))).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: UPLOADS_TEXT.imageTooLarge });
  });
});

describe('storeContentImage', () => {
  it('stores the three widths under one random name and answers the address and srcset', async () => {
    const stored = await storeContentImage(uploads, formWith(await solidImage('png', 1800, 900), 'cover.jpg', 'image/jpeg'));
    expect(stored.address).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    expect(stored.srcSet).toBe(imageSrcSet(stored.address));
    const stem = path.basename(stored.address, '.webp');
    const names = readdirSync(imagesFolder)
      .filter((name) => name.startsWith(stem))
      .sort();
    expect(names).toEqual([`${stem}-480.webp`, `${stem}-960.webp`, `${stem}.webp`]);
    for (const name of names) expect(name).toMatch(CONTENT_IMAGE_FILE_NAME);
    const widest = await sharp(await readFile(path.join(imagesFolder, `${stem}.webp`))).metadata();
    expect([widest.format, widest.width]).toEqual(['webp', 1600]);

    const again = await storeContentImage(uploads, formWith(await solidImage('png', 1800, 900)));
    expect(again.address).not.toBe(stored.address);
  });

  it('stores nothing for a refused file, and names the field when there is no file', async () => {
    const before = readdirSync(uploadsDir, { recursive: true }).length;
    expect((await errorOf(storeContentImage(uploads, formWith(SVG_WITH_SCRIPT, 'a.png', 'image/png')))).code).toBe('BAD_REQUEST');
    const big = formWith(new Uint8Array(UPLOAD_LIMITS.imageMaxBytes + 1));
    expect(await errorOf(storeContentImage(uploads, big))).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: UPLOADS_TEXT.imageTooLarge });
    const text = new FormData();
    text.append('file', 'not a file');
    expect(await errorOf(storeContentImage(uploads, text))).toEqual({ code: 'BAD_REQUEST', message: UPLOADS_TEXT.noFile });
    expect(await errorOf(storeContentImage(uploads, new FormData()))).toEqual({ code: 'BAD_REQUEST', message: UPLOADS_TEXT.noFile });
    expect(readdirSync(uploadsDir, { recursive: true }).length).toBe(before);
  });
});

describe('CONTENT_IMAGE_FILE_NAME', () => {
  it('matches only the names we store', () => {
    const hex = 'a1'.repeat(16);
    for (const name of [`${hex}.webp`, `${hex}-480.webp`, `${hex}-960.webp`]) expect(name).toMatch(CONTENT_IMAGE_FILE_NAME);
    for (const name of [
      `${hex}-1600.webp`,
      `${hex}-100.webp`,
      `${hex}.png`,
      `${hex.toUpperCase()}.webp`,
      `../${hex}.webp`,
      `${hex}.webp.svg`,
    ]) {
      expect(name).not.toMatch(CONTENT_IMAGE_FILE_NAME);
    }
  });
});

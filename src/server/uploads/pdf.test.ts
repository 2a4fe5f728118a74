import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOADS_TEXT } from '../../shared/constants/uploads';
import { solidImage } from '../../test/images';
import { looksLikePdf, storeResourcePdf, UPLOADED_PDF_FILE_NAME } from './pdf';
import { SHIPPED_RESOURCE_FILES_DIR } from '../content/resource-files';
import { folderUploadStore } from './folder-store';

const filesDir = mkdtempSync(path.join(tmpdir(), 'mv-pdf-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
const uploads = folderUploadStore({
  uploadsDir: path.join(filesDir, 'uploads'),
  resourceFilesDir: filesDir,
  exportsDir: path.join(filesDir, 'exports'),
});

/** A small PDF as writers end them: the marker, then a newline. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function formWith(bytes: Uint8Array, fileName = 'guide.pdf', type = 'application/pdf'): FormData {
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

describe('looksLikePdf', () => {
  it('wants the header first and the end marker in the last kilobyte', async () => {
    expect(looksLikePdf(PDF)).toBe(true);
    expect(looksLikePdf(await readFile(path.join(SHIPPED_RESOURCE_FILES_DIR, 'first-foods-checklist.pdf')))).toBe(true);
    // Padding after the marker, as some writers leave, within the kilobyte.
    expect(looksLikePdf(Buffer.concat([PDF, Buffer.alloc(900, 0x20)]))).toBe(true);

    expect(looksLikePdf(Buffer.concat([PDF, Buffer.alloc(2048, 0x20)]))).toBe(false);
    expect(looksLikePdf(PDF.subarray(0, PDF.length - 8))).toBe(false); // truncated: no end marker
    expect(looksLikePdf(Buffer.concat([Buffer.from(' '), PDF]))).toBe(false);
    expect(looksLikePdf(Buffer.from('%PDF-%%EOF'.slice(0, 8)))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
    expect(looksLikePdf(Buffer.from('<html>%PDF-1.4 %%EOF</html>'))).toBe(false);
    expect(looksLikePdf(await solidImage('png'))).toBe(false);
  });
});

describe('storeResourcePdf', () => {
  it('stores the bytes as they came under a random .pdf name', async () => {
    const { fileName } = await storeResourcePdf(uploads, formWith(PDF, 'My Guide (final).pdf'));
    expect(fileName).toMatch(UPLOADED_PDF_FILE_NAME);
    expect(await readFile(path.join(filesDir, fileName))).toEqual(PDF);
    expect((await storeResourcePdf(uploads, formWith(PDF))).fileName).not.toBe(fileName);
  });

  it('refuses what is not a PDF whatever its name, and more than 20 MB by its size', async () => {
    const before = readdirSync(filesDir).length;
    expect(await errorOf(storeResourcePdf(uploads, formWith(await solidImage('png'), 'guide.pdf')))).toEqual({
      code: 'BAD_REQUEST',
      message: UPLOADS_TEXT.notPdf,
    });
    const big = Buffer.alloc(UPLOAD_LIMITS.pdfMaxBytes + 1, 0x20);
    PDF.copy(big);
    Buffer.from('%%EOF').copy(big, big.length - 10);
    expect(await errorOf(storeResourcePdf(uploads, formWith(big)))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: UPLOADS_TEXT.pdfTooLarge,
    });
    expect(await errorOf(storeResourcePdf(uploads, new FormData()))).toEqual({ code: 'BAD_REQUEST', message: UPLOADS_TEXT.noFile });
    expect(readdirSync(filesDir).length).toBe(before);
  });
});

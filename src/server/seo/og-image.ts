import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_COLOUR } from '../../shared/constants/product';
import { OG_IMAGE_SIZE, SEO_TEXT } from '../../shared/constants/seo';
import { UPLOADED_IMAGES_PATH } from '../../shared/constants/uploads';
import { CONTENT_IMAGE_FILE_NAME } from '../uploads/content-images';
import type { UploadStore } from '../uploads/store';
import { escapeXml } from './xml';

/**
 * Sharing images as PNG (most link previewers show no SVG): the default one drawn here and
 * rendered once per process, and each post's and recipe's own image cut to 1200×630 on its first
 * request and kept in DATA_DIR/og, named by the image it was made from (a new image, a new file).
 */

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;
/** The demo images shipped with the client (public/uploads/demo → /uploads/demo/). */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');
const DEMO_PATH = '/uploads/demo/';

/** The default sharing image as SVG: the brand colour, the name, the tagline. */
export function defaultImageSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${BRAND_COLOUR}"/>
  <circle cx="1060" cy="110" r="220" fill="#FFFFFF" fill-opacity="0.18"/>
  <circle cx="1140" cy="560" r="150" fill="#FFFFFF" fill-opacity="0.12"/>
  <rect x="80" y="150" width="96" height="10" rx="5" fill="#3B2A26"/>
  <text x="80" y="300" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="104" font-weight="700" fill="#3B2A26">${escapeXml(SEO_TEXT.siteName)}</text>
  <text x="80" y="390" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="48" fill="#3B2A26">${escapeXml(SEO_TEXT.imageTagline)}</text>
  <text x="80" y="470" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="32" fill="#3B2A26" fill-opacity="0.8">${escapeXml(SEO_TEXT.imageSubline)}</text>
</svg>`;
}

let defaultPng: Promise<Buffer> | undefined;

/** The default sharing image as PNG, rendered on first use and kept for the process. */
export function defaultImagePng(): Promise<Buffer> {
  defaultPng ??= sharp(Buffer.from(defaultImageSvg())).png().toBuffer();
  defaultPng.catch(() => {
    defaultPng = undefined;
  });
  return defaultPng;
}

/**
 * The bytes behind a content image's address: an upload (from the app's UploadStore) or a demo
 * image inside its folder; null for any other address.
 */
async function sourceBytes(image: string, uploads: UploadStore): Promise<Uint8Array | null> {
  if (image.startsWith(UPLOADED_IMAGES_PATH)) {
    if (!CONTENT_IMAGE_FILE_NAME.test(image.slice(UPLOADED_IMAGES_PATH.length))) return null;
    const stored = await uploads.get(image);
    return stored ? stored.bytes() : null;
  }
  if (!image.startsWith(DEMO_PATH)) return null;
  const dir = path.join(PUBLIC_DIR, 'uploads', 'demo');
  try {
    const [root, file] = await Promise.all([realpath(dir), realpath(path.join(dir, image.slice(DEMO_PATH.length)))]);
    return file.startsWith(`${root}${path.sep}`) ? await readFile(file) : null;
  } catch {
    return null;
  }
}

/**
 * Where the made PNGs are kept: DATA_DIR/og, beside DATA_DIR/uploads. A cache each machine makes
 * for itself from the stored image, so it stays on the machine's disk whatever the upload storage.
 */
export function ogImagesDir(uploadsDir: string): string {
  return path.join(path.dirname(uploadsDir), 'og');
}

const making = new Map<string, Promise<Buffer>>();

/**
 * A content image as a 1200×630 PNG (cover crop), made once and kept; null when the address
 * isn't one of our images or can't be read (the caller sends the default image).
 */
export async function contentImagePng(
  image: string,
  { uploads, uploadsDir }: { uploads: UploadStore; uploadsDir: string },
): Promise<Buffer | null> {
  const stored = path.join(ogImagesDir(uploadsDir), `${createHash('sha256').update(image).digest('hex').slice(0, 32)}.png`);
  const kept = await readFile(stored).catch(() => null);
  if (kept) return kept;
  const input = await sourceBytes(image, uploads);
  if (!input) return null;
  let pending = making.get(stored);
  if (!pending) {
    pending = (async () => {
      const png = await sharp(input, { density: image.endsWith('.svg') ? 144 : undefined, limitInputPixels: 100_000_000 })
        .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
        .png()
        .toBuffer();
      await mkdir(path.dirname(stored), { recursive: true });
      // Written aside then moved in: a reader never sees half a file.
      const partial = `${stored}.${process.pid}.tmp`;
      await writeFile(partial, png);
      await rename(partial, stored);
      return png;
    })().finally(() => making.delete(stored));
    making.set(stored, pending);
  }
  return pending.catch(() => null);
}

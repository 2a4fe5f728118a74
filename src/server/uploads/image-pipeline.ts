import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';

/**
 * The one way an uploaded image becomes a stored one, for members' avatars and admins' content
 * images alike. PRODUCT.md: uploaded images lose their metadata (GPS location above all: these are
 * photos of children). Every upload is checked by its bytes, decoded and re-encoded here, so
 * nothing of the original file but its pixels is ever stored or served.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** What an upload may be, and what the uploader is told when it isn't. */
export interface ImageRules {
  maxBytes: number;
  /** Width × height as the header declares it: a small file can declare a huge image. */
  maxPixels: number;
  text: { notImage: string; tooLarge: string; tooManyPixels: string };
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format by the file's first bytes: never its name or declared type, which the sender
 * chooses. SVG (text that can carry script), HEIC, TIFF and the rest are none of ours.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Decodes an upload for re-encoding, after checking it: its size (before anything is read), its
 * format by its bytes, the decoder agreeing with them, and the pixel count its header declares
 * (before any pixel is decoded). The answer is upright (EXIF orientation applied); `shape` adds
 * the resizing and the output format. sharp writes no metadata unless asked to with
 * `withMetadata`/`keepExif` (no EXIF, GPS, XMP, IPTC or ICC profile), and no caller asks.
 * An animated GIF or WebP keeps its first frame. BAD_REQUEST or PAYLOAD_TOO_LARGE with the
 * rules' messages.
 */
export async function reencodeImage<T>(
  bytes: Uint8Array,
  rules: ImageRules,
  shape: (image: Sharp) => Promise<T>,
): Promise<{ result: T; width: number; height: number }> {
  const notImage = () => new TRPCError({ code: 'BAD_REQUEST', message: rules.text.notImage });
  if (bytes.byteLength > rules.maxBytes) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: rules.text.tooLarge });
  const format = sniffImageFormat(bytes);
  if (!format) throw notImage();
  // The header only, no pixels yet (so no pixel limit here: the check below names the problem).
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== format) throw notImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > rules.maxPixels) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: rules.text.tooManyPixels });
  }
  try {
    // limitInputPixels again, for what the header didn't say; 'error' rather than the default
    // 'warning', so a phone's JPEG with harmless extra bytes is still taken.
    const image = sharp(bytes, { limitInputPixels: rules.maxPixels, failOn: 'error' }).autoOrient();
    const result = await shape(image);
    // Upright size: orientations 5–8 swap width and height.
    const swapped = (metadata.orientation ?? 1) >= 5;
    const [width, height] = swapped ? [metadata.height!, metadata.width!] : [metadata.width!, metadata.height!];
    return { result, width, height };
  } catch {
    throw notImage();
  }
}

/** tRPC's input for an upload: the form as the browser sent it (multipart/form-data). */
export function formUploadInput(noFile: string) {
  return z.instanceof(FormData, { error: noFile });
}

/** The file in a form's field, as bytes; BAD_REQUEST naming the field when it isn't a file. */
export function fileInForm(form: FormData, field: string, noFile: string): Blob {
  const file = form.get(field);
  if (!(file instanceof Blob)) throw new TRPCError({ code: 'BAD_REQUEST', message: noFile });
  return file;
}

/**
 * The names we give stored files: 128 random bits, so an address can't be guessed and can be
 * cached for ever.
 */
export function randomFileStem(): string {
  return randomBytes(16).toString('hex');
}

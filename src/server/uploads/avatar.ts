import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../shared/constants/community';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { assertWithinLimit, type RateLimiter } from '../http/rate-limit';
import type { Logger } from '../logger';

/**
 * Members' profile photos. PRODUCT.md: uploaded images lose their metadata (GPS location above
 * all: these are photos of children). Every upload is decoded and re-encoded here, so nothing of
 * the original file but its pixels is ever stored or served.
 */

/** The multipart field that carries the image, on the tRPC and the REST path alike. */
export const AVATAR_FIELD = 'avatar';
/** Where stored avatars are served; `users.avatar` holds this plus the file name. */
export const AVATARS_URL_PATH = '/uploads/avatars/';
/**
 * The names we give avatar files: 128 random bits, so an address can't be guessed and can be
 * cached for ever. Only names of this shape are ever served or deleted.
 */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
/** A multipart body is the file plus a boundary and a few headers. */
export const AVATAR_UPLOAD_MAX_BODY_BYTES = FORUM_LIMITS.avatarMaxBytes + 64 * 1024;
/**
 * A small file can declare a huge image (a "decompression bomb"). 50 million pixels is above what
 * phone cameras save by default (48 MP), far below what would exhaust the server's memory.
 */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;

/** Server-only messages (the form shows COMMUNITY_TEXT's for what it can check itself). */
export const AVATAR_TEXT = {
  noFile: `Please attach the image as the "${AVATAR_FIELD}" field of a multipart/form-data body.`,
  tooManyPixels: 'That image is too big to process. Please choose a smaller one.',
  tooManyUploads: 'You are changing your photo very often. Please wait a few minutes and try again.',
} as const;

/** tRPC's input for the upload: the form as the browser sent it (multipart/form-data). */
export const avatarUploadInput = z.instanceof(FormData, { error: AVATAR_TEXT.noFile });

export type AvatarFormat = 'jpeg' | 'png' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format by the file's first bytes: never its name or declared type, which the sender
 * chooses. SVG (text that can carry script), HEIC, TIFF and the rest are none of ours.
 */
export function sniffImageFormat(bytes: Uint8Array): AvatarFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const notImage = () => new TRPCError({ code: 'BAD_REQUEST', message: COMMUNITY_TEXT.avatarNotImage });
const tooLarge = () => new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: COMMUNITY_TEXT.avatarTooLarge });

/**
 * An uploaded image as we store it: upright (EXIF orientation applied), cropped to a centred
 * square of FORUM_LIMITS.avatarSize pixels, WebP, and without any metadata (sharp writes none
 * unless asked to with `withMetadata`/`keepExif`: no EXIF, GPS, XMP, IPTC or ICC profile).
 * An animated GIF or WebP keeps its first frame.
 */
export async function processAvatarImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > FORUM_LIMITS.avatarMaxBytes) throw tooLarge();
  const format = sniffImageFormat(bytes);
  if (!format) throw notImage();
  // The header only, no pixels yet (so no pixel limit here: the check below names the problem).
  // The decoder must agree with the bytes we sniffed.
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!metadata || metadata.format !== format) throw notImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > AVATAR_MAX_INPUT_PIXELS) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_TEXT.tooManyPixels });
  }
  try {
    // limitInputPixels again, for what the header didn't say; 'error' rather than the default
    // 'warning', so a phone's JPEG with harmless extra bytes is still taken.
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(FORUM_LIMITS.avatarSize, FORUM_LIMITS.avatarSize, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notImage();
  }
}

/** What changing an avatar needs from the app's services. */
export interface AvatarStore {
  db: Db;
  /** The uploads folder (DATA_DIR/uploads by default); avatars live in its `avatars` folder. */
  uploadsDir: string;
  rateLimiter: RateLimiter;
  logger: Logger;
}

export function avatarsDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'avatars');
}

/** The file behind an avatar address, or null when the address isn't one of our stored avatars. */
export function storedAvatarPath(uploadsDir: string, avatarUrl: string | null): string | null {
  if (!avatarUrl?.startsWith(AVATARS_URL_PATH)) return null;
  const name = avatarUrl.slice(AVATARS_URL_PATH.length);
  return AVATAR_FILE_NAME.test(name) ? path.join(avatarsDir(uploadsDir), name) : null;
}

/** Sets the member's avatar address and answers the one it replaces, in one locked step. */
async function replaceAvatarUrl(db: Db, userId: number, avatar: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    // The row lock makes two uploads racing for one member take turns: each then deletes the
    // file the other stored before it, and no file is left behind unreferenced.
    const [row] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.profileNotFound });
    await tx.update(users).set({ avatar }).where(eq(users.id, userId));
    return row.avatar;
  });
}

/**
 * Deletes a replaced avatar's file: only files we stored (never a demo image or an outside
 * address). The member's change is already saved, so a failure here is logged, not thrown.
 */
async function deleteStoredAvatar(store: AvatarStore, avatarUrl: string | null): Promise<void> {
  const filePath = storedAvatarPath(store.uploadsDir, avatarUrl);
  if (!filePath) return;
  await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') store.logger.warn({ filePath, error: String(error) }, 'old avatar not deleted');
  });
}

/**
 * Stores the image in the form's `avatar` field as the member's avatar and deletes the previous
 * stored one. BAD_REQUEST for anything that isn't a JPEG, PNG, WebP or GIF by its bytes,
 * PAYLOAD_TOO_LARGE above FORUM_LIMITS.avatarMaxBytes (checked before anything is decoded).
 */
export async function changeAvatar(store: AvatarStore, userId: number, form: FormData): Promise<string> {
  const file = form.get(AVATAR_FIELD);
  if (!(file instanceof Blob)) throw new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_TEXT.noFile });
  if (file.size > FORUM_LIMITS.avatarMaxBytes) throw tooLarge();
  // Each upload costs a decode and an encode.
  await assertWithinLimit(store.rateLimiter, 'avatarChangesPerMember', String(userId), AVATAR_TEXT.tooManyUploads);
  const image = await processAvatarImage(new Uint8Array(await file.arrayBuffer()));

  const name = `${randomBytes(16).toString('hex')}.webp`;
  const dir = avatarsDir(store.uploadsDir);
  await mkdir(dir, { recursive: true });
  const filePath = path.join(dir, name);
  await writeFile(filePath, image, { flag: 'wx' });
  const avatarUrl = `${AVATARS_URL_PATH}${name}`;
  let previous: string | null;
  try {
    previous = await replaceAvatarUrl(store.db, userId, avatarUrl);
  } catch (error) {
    await unlink(filePath).catch(() => {});
    throw error;
  }
  await deleteStoredAvatar(store, previous);
  return avatarUrl;
}

/** Back to initials: clears the member's avatar and deletes its stored file. Idempotent. */
export async function removeAvatar(store: AvatarStore, userId: number): Promise<void> {
  const previous = await replaceAvatarUrl(store.db, userId, null);
  await deleteStoredAvatar(store, previous);
}

import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../shared/constants/community';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { assertWithinLimit, type RateLimiter } from '../rate-limits/limiter';
import type { Logger } from '../logger';
import { fileInForm, formUploadInput, type ImageRules, reencodeImage, randomFileStem } from './image-pipeline';
import type { UploadStore } from './store';

/**
 * Members' profile photos, made by the one image pipeline (image-pipeline.ts): checked by their
 * bytes, decoded, re-encoded without any metadata.
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
/** A multipart body is the file plus a boundary and a few headers (64 kB is plenty for those). */
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
export const avatarUploadInput = formUploadInput(AVATAR_TEXT.noFile);

const AVATAR_RULES: ImageRules = {
  maxBytes: FORUM_LIMITS.avatarMaxBytes,
  maxPixels: AVATAR_MAX_INPUT_PIXELS,
  text: { notImage: COMMUNITY_TEXT.avatarNotImage, tooLarge: COMMUNITY_TEXT.avatarTooLarge, tooManyPixels: AVATAR_TEXT.tooManyPixels },
};

/**
 * An uploaded image as we store it as an avatar: the image pipeline's upright, metadata-free
 * decode (image-pipeline.ts), cropped to a centred square of FORUM_LIMITS.avatarSize pixels, WebP.
 */
export async function processAvatarImage(bytes: Uint8Array): Promise<Buffer> {
  const { result } = await reencodeImage(bytes, AVATAR_RULES, (image) =>
    image.resize(FORUM_LIMITS.avatarSize, FORUM_LIMITS.avatarSize, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer(),
  );
  return result;
}

/** What changing an avatar needs from the app's services. */
export interface AvatarStore {
  db: Db;
  /** Where the photos are stored (uploads/store.ts), under AVATARS_URL_PATH addresses. */
  uploads: UploadStore;
  rateLimiter: RateLimiter;
  logger: Logger;
}

/** Whether an avatar address is one of our stored avatars (not a demo image or an outside address). */
export function isStoredAvatar(avatarUrl: string | null): avatarUrl is string {
  return !!avatarUrl?.startsWith(AVATARS_URL_PATH) && AVATAR_FILE_NAME.test(avatarUrl.slice(AVATARS_URL_PATH.length));
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
  if (!isStoredAvatar(avatarUrl)) return;
  await store.uploads.delete(avatarUrl).catch((error: unknown) => {
    store.logger.warn({ avatarUrl, error: String(error) }, 'old avatar not deleted');
  });
}

/**
 * Stores the image in the form's `avatar` field as the member's avatar and deletes the previous
 * stored one. BAD_REQUEST for anything that isn't a JPEG, PNG, WebP or GIF by its bytes,
 * PAYLOAD_TOO_LARGE above FORUM_LIMITS.avatarMaxBytes (checked before anything is decoded).
 */
export async function changeAvatar(store: AvatarStore, userId: number, form: FormData): Promise<string> {
  const file = fileInForm(form, AVATAR_FIELD, AVATAR_TEXT.noFile);
  if (file.size > FORUM_LIMITS.avatarMaxBytes) {
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: COMMUNITY_TEXT.avatarTooLarge });
  }
  // Each upload costs a decode and an encode.
  await assertWithinLimit(store.rateLimiter, 'avatarChangesPerMember', String(userId), AVATAR_TEXT.tooManyUploads);
  const image = await processAvatarImage(new Uint8Array(await file.arrayBuffer()));

  const avatarUrl = `${AVATARS_URL_PATH}${randomFileStem()}.webp`;
  await store.uploads.put([{ address: avatarUrl, bytes: image, contentType: 'image/webp' }]);
  let previous: string | null;
  try {
    previous = await replaceAvatarUrl(store.db, userId, avatarUrl);
  } catch (error) {
    await store.uploads.delete(avatarUrl).catch(() => {});
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

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../shared/constants/community';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { exifHasGps, phoneJpegWithGps, pixelAt, pngDeclaring, solidImage, SVG_WITH_SCRIPT } from '../../test/images';
import { testServices } from '../../test/server';
import { createSession, generateSessionToken, type SessionUser } from '../auth/session';
import { users } from '../db/schema';
import { createMemoryRateLimiter, type RateLimiter } from '../rate-limits/limiter';
import { DEFAULT_RATE_LIMITS } from '../rate-limits/rules';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { AVATAR_TEXT, AVATARS_URL_PATH, isStoredAvatar, processAvatarImage } from './avatar';
import { folderUploadStore } from './folder-store';
import { sniffImageFormat } from './image-pipeline';

const t = useTestDb();
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mv-avatar-test-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
const avatarsFolder = path.join(uploadsDir, 'avatars');
const uploads = folderUploadStore({
  uploadsDir,
  resourceFilesDir: path.join(uploadsDir, 'resource-files'),
  exportsDir: path.join(uploadsDir, 'exports'),
});

async function callerAs(user: SessionUser | null, overrides: { rateLimiter?: RateLimiter } = {}) {
  const session = user ? await createSession(t.db, generateSessionToken(), user.id) : null;
  return createCaller(createContextInner({ ...testServices(t.db), uploadsDir, uploads, ...overrides, user, session }));
}

/** The form a browser sends: the image under `avatar`, with whatever name and type it claims. */
function formWith(bytes: Uint8Array, fileName: string, type: string): FormData {
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}

/** The stored file behind an avatar address. */
async function storedFile(avatar: string | null): Promise<Buffer> {
  expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  return readFile(path.join(avatarsFolder, path.basename(avatar!)));
}

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => ({ code: 'OK', message: '' }),
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );
}

describe('sniffImageFormat', () => {
  it('knows the four formats by their first bytes, and nothing else', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      expect(sniffImageFormat(await solidImage(format, 8, 8))).toBe(format);
    }
    expect(sniffImageFormat(SVG_WITH_SCRIPT)).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
    expect(sniffImageFormat(Buffer.from('RIFF....AVI LIST'))).toBeNull();
    expect(
      sniffImageFormat(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
      ),
    ).toBeNull();
  });
});

describe('processAvatarImage', () => {
  it('turns JPEG, PNG, WebP and GIF into a 256-pixel square WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const out = await sharp(await processAvatarImage(await solidImage(format, 640, 300))).metadata();
      expect([format, out.format, out.width, out.height]).toEqual([format, 'webp', FORUM_LIMITS.avatarSize, FORUM_LIMITS.avatarSize]);
    }
  });

  it('drops every piece of metadata, GPS above all', async () => {
    const photo = await phoneJpegWithGps();
    const before = await sharp(photo).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.xmpAsString).toContain('GPSLatitude');

    const after = await sharp(await processAvatarImage(photo)).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it('turns the photo upright by its EXIF orientation before cropping', async () => {
    // Stored sideways (red left, blue right) with "rotate 90° clockwise": upright is red over blue.
    const avatar = await processAvatarImage(await phoneJpegWithGps());
    const [top, bottom] = [await pixelAt(avatar, 128, 20), await pixelAt(avatar, 128, 235)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('refuses SVG, text, empty and truncated files as not images', async () => {
    const jpeg = await solidImage('jpeg');
    for (const bytes of [SVG_WITH_SCRIPT, Buffer.from('just some text'), new Uint8Array(), jpeg.subarray(0, 40)]) {
      expect(await errorOf(processAvatarImage(bytes))).toEqual({ code: 'BAD_REQUEST', message: COMMUNITY_TEXT.avatarNotImage });
    }
  });

  it('refuses an image whose header declares too many pixels, before decoding it', async () => {
    for (const [width, height] of [
      [20_000, 20_000],
      [8_000, 6_500],
    ] as const) {
      const bomb = pngDeclaring(width, height);
      expect(bomb.length).toBeLessThan(200);
      expect(await errorOf(processAvatarImage(bomb))).toEqual({ code: 'BAD_REQUEST', message: AVATAR_TEXT.tooManyPixels });
    }
  });
});

describe('isStoredAvatar', () => {
  it('knows only the addresses we store, never one outside the avatars', () => {
    const name = `${'a1'.repeat(16)}.webp`;
    expect(isStoredAvatar(`${AVATARS_URL_PATH}${name}`)).toBe(true);
    for (const other of [
      null,
      '/uploads/demo/authors/priya-shah.svg',
      '/uploads/avatars/../../etc/passwd',
      `/uploads/avatars/${name}/../../x.webp`,
      `https://images.unsplash.com/${name}`,
      `/uploads/avatars/${'A1'.repeat(16)}.webp`,
    ]) {
      expect(isStoredAvatar(other)).toBe(false);
    }
  });
});

describe('community.profiles.uploadAvatar and removeAvatar', () => {
  it('store the photo as a stripped 256-pixel WebP and answer the updated profile', async () => {
    const member = await createTestUser(t.db);
    const caller = await callerAs(member);
    const profile = await caller.community.profiles.uploadAvatar(formWith(await phoneJpegWithGps(), 'IMG_0042.JPG', 'image/jpeg'));

    expect(profile.username).toBe(member.username);
    const stored = await sharp(await storedFile(profile.avatar)).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 256, 256, undefined]);
    const [row] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, member.id));
    expect(row!.avatar).toBe(profile.avatar);
    expect((await caller.community.profiles.me()).avatar).toBe(profile.avatar);
  });

  it('go by the bytes, not the name or the declared type', async () => {
    const caller = await callerAs(await createTestUser(t.db));
    const pngAsJpg = await caller.community.profiles.uploadAvatar(formWith(await solidImage('png'), 'photo.jpg', 'image/jpeg'));
    expect((await sharp(await storedFile(pngAsJpg.avatar)).metadata()).format).toBe('webp');

    const textAsPng = formWith(Buffer.from('hello, not an image'), 'photo.png', 'image/png');
    expect(await errorOf(caller.community.profiles.uploadAvatar(textAsPng))).toEqual({
      code: 'BAD_REQUEST',
      message: COMMUNITY_TEXT.avatarNotImage,
    });
    const svg = formWith(SVG_WITH_SCRIPT, 'photo.svg', 'image/svg+xml');
    expect(await errorOf(caller.community.profiles.uploadAvatar(svg))).toEqual({
      code: 'BAD_REQUEST',
      message: COMMUNITY_TEXT.avatarNotImage,
    });
    expect(await errorOf(caller.community.profiles.uploadAvatar(formWith(new Uint8Array(), 'empty.jpg', 'image/jpeg')))).toEqual({
      code: 'BAD_REQUEST',
      message: COMMUNITY_TEXT.avatarNotImage,
    });
  });

  it('refuse a file over the limit by its size, and a form without the file', async () => {
    const caller = await callerAs(await createTestUser(t.db));
    // A JPEG's first bytes and then 6 MB: refused for its size, never decoded.
    const big = Buffer.alloc(6 * 1024 * 1024);
    (await solidImage('jpeg')).copy(big);
    expect(await errorOf(caller.community.profiles.uploadAvatar(formWith(big, 'big.jpg', 'image/jpeg')))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: COMMUNITY_TEXT.avatarTooLarge,
    });
    const justOver = formWith(new Uint8Array(FORUM_LIMITS.avatarMaxBytes + 1), 'x.jpg', 'image/jpeg');
    expect((await errorOf(caller.community.profiles.uploadAvatar(justOver))).code).toBe('PAYLOAD_TOO_LARGE');

    const textField = new FormData();
    textField.append('avatar', 'not a file');
    expect(await errorOf(caller.community.profiles.uploadAvatar(textField))).toEqual({ code: 'BAD_REQUEST', message: AVATAR_TEXT.noFile });
    expect(await errorOf(caller.community.profiles.uploadAvatar(new FormData()))).toEqual({
      code: 'BAD_REQUEST',
      message: AVATAR_TEXT.noFile,
    });
  });

  it('are for members only', async () => {
    const visitor = await callerAs(null);
    expect((await errorOf(visitor.community.profiles.uploadAvatar(formWith(await solidImage('png'), 'a.png', 'image/png')))).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await errorOf(visitor.community.profiles.removeAvatar())).code).toBe('UNAUTHORIZED');
  });

  it('delete the previous photo when a new one replaces it, and when it is removed', async () => {
    const caller = await callerAs(await createTestUser(t.db));
    const first = await caller.community.profiles.uploadAvatar(formWith(await solidImage('jpeg'), 'a.jpg', 'image/jpeg'));
    const firstFile = path.join(avatarsFolder, path.basename(first.avatar!));
    expect(existsSync(firstFile)).toBe(true);

    const second = await caller.community.profiles.uploadAvatar(formWith(await solidImage('webp'), 'b.webp', 'image/webp'));
    const secondFile = path.join(avatarsFolder, path.basename(second.avatar!));
    expect(second.avatar).not.toBe(first.avatar);
    expect(existsSync(firstFile)).toBe(false);
    expect(existsSync(secondFile)).toBe(true);

    const removed = await caller.community.profiles.removeAvatar();
    expect(removed.avatar).toBeNull();
    expect(existsSync(secondFile)).toBe(false);
    // Removing again changes nothing.
    expect((await caller.community.profiles.removeAvatar()).avatar).toBeNull();
  });

  it('never delete a file they did not store (a demo picture, say)', async () => {
    const member = await createTestUser(t.db);
    await t.db.update(users).set({ avatar: '/uploads/demo/authors/priya-shah.svg' }).where(eq(users.id, member.id));
    const before = readdirSync(uploadsDir).length;
    const caller = await callerAs(member);
    expect((await caller.community.profiles.removeAvatar()).avatar).toBeNull();
    expect(readdirSync(uploadsDir).length).toBe(before);
  });

  it('leave the avatar as it was when the upload is refused', async () => {
    const caller = await callerAs(await createTestUser(t.db));
    const kept = await caller.community.profiles.uploadAvatar(formWith(await solidImage('png'), 'a.png', 'image/png'));
    const files = readdirSync(avatarsFolder).length;
    await errorOf(caller.community.profiles.uploadAvatar(formWith(SVG_WITH_SCRIPT, 'b.svg', 'image/svg+xml')));
    expect((await caller.community.profiles.me()).avatar).toBe(kept.avatar);
    expect(readdirSync(avatarsFolder).length).toBe(files);
  });

  it('stop a member who uploads too often', async () => {
    const oneAnHour = createMemoryRateLimiter({ ...DEFAULT_RATE_LIMITS, avatarChangesPerMember: { attempts: 1, windowSeconds: 3600 } });
    const caller = await callerAs(await createTestUser(t.db), { rateLimiter: oneAnHour });
    await caller.community.profiles.uploadAvatar(formWith(await solidImage('png'), 'a.png', 'image/png'));
    expect(await errorOf(caller.community.profiles.uploadAvatar(formWith(await solidImage('png'), 'a.png', 'image/png')))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: AVATAR_TEXT.tooManyUploads,
    });
  });
});

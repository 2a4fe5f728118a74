import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { wireFormat } from '../../shared/lib/wire-format';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../shared/constants/community';
import type { CommunityProfileDto } from '../../shared/schemas/community';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { phoneJpegWithGps, solidImage, SVG_WITH_SCRIPT } from '../../test/images';
import { jsonRequest, sessionCookieFor, testApp } from '../../test/server';
import { AVATAR_TEXT } from '../uploads/avatar';

const t = useTestDb();
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mv-avatar-rest-'));
// A built client, so paths that leave /uploads/avatars/ meet the real fallback (a 404 page).
const clientDir = mkdtempSync(path.join(tmpdir(), 'mv-avatar-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(clientDir, 'route-manifest.json'), JSON.stringify(['/', '/profile/edit']));
mkdirSync(path.join(clientDir, 'uploads', 'demo'), { recursive: true });
writeFileSync(path.join(clientDir, 'uploads', 'demo', 'sample.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
});

const app = () => testApp(t.db, { uploadsDir, clientDir });
const REST_PATH = '/api/community/profiles/me/avatar';
const TRPC_PATH = '/trpc/community.profiles.uploadAvatar';

function avatarForm(bytes: Uint8Array, fileName = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}

const post = (body: BodyInit, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', body, headers });

async function signedIn() {
  const member = await createTestUser(t.db);
  return { member, cookie: await sessionCookieFor(t.db, member) };
}

describe('POST /api/community/profiles/me/avatar', () => {
  it('stores the image, answers the profile, and the stored file is served as a stripped WebP', async () => {
    const { member, cookie } = await signedIn();
    const res = await app().request(REST_PATH, post(avatarForm(await phoneJpegWithGps()), { cookie }));
    expect(res.status).toBe(200);
    const profile = (await res.json()) as CommunityProfileDto;
    expect(profile).toMatchObject({ username: member.username, avatar: expect.stringMatching(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/) });

    const file = await app().request(profile.avatar!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif, stored.xmp]).toEqual(['webp', 256, 256, undefined, undefined]);

    // auth.me (GET /api/user) reads the avatar from the account: the header shows the new one.
    const me = await app().request('/api/user', { headers: { cookie } });
    expect(((await me.json()) as { avatar: string }).avatar).toBe(profile.avatar);
  });

  it('judges the file by its bytes: a PNG named .jpg is taken, text named .png and SVG are not', async () => {
    const { cookie } = await signedIn();
    const png = await app().request(REST_PATH, post(avatarForm(await solidImage('png'), 'photo.jpg', 'image/jpeg'), { cookie }));
    expect(png.status).toBe(200);

    for (const [bytes, name, type] of [
      [Buffer.from('definitely not a picture'), 'photo.png', 'image/png'],
      [SVG_WITH_SCRIPT, 'photo.svg', 'image/svg+xml'],
      [new Uint8Array(), 'empty.jpg', 'image/jpeg'],
    ] as const) {
      const res = await app().request(REST_PATH, post(avatarForm(bytes, name, type), { cookie }));
      expect(res.status, name).toBe(400);
      expect(await res.json()).toEqual({ error: COMMUNITY_TEXT.avatarNotImage });
    }
  });

  it('refuses 6 MB with the form message, whether or not the body announces its length', async () => {
    const { cookie } = await signedIn();
    const big = Buffer.alloc(6 * 1024 * 1024);
    (await solidImage('jpeg')).copy(big);
    const streamed = await app().request(REST_PATH, post(avatarForm(big), { cookie }));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: COMMUNITY_TEXT.avatarTooLarge });

    const form = new Response(avatarForm(big));
    const announced = await app().request(
      REST_PATH,
      post(await form.arrayBuffer(), {
        cookie,
        'content-type': form.headers.get('content-type')!,
        'content-length': String(big.length + 300),
      }),
    );
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ error: COMMUNITY_TEXT.avatarTooLarge });
  });

  it('takes a file just under the limit (the body limit leaves room for the form around it)', async () => {
    const { cookie } = await signedIn();
    // A real PNG padded after its end to just under 5 MB: decoders stop at IEND.
    const png = await solidImage('png');
    const padded = Buffer.alloc(FORUM_LIMITS.avatarMaxBytes - 1);
    png.copy(padded);
    const res = await app().request(REST_PATH, post(avatarForm(padded, 'large.png', 'image/png'), { cookie }));
    expect(res.status).toBe(200);
  });

  it('is for members: a visitor gets 401, whatever the body', async () => {
    for (const body of [avatarForm(await solidImage('png')), '{"avatar":"x"}']) {
      const res = await app().request(REST_PATH, post(body));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Not authenticated' });
    }
    expect((await app().request(REST_PATH, { method: 'DELETE' })).status).toBe(401);
  });

  it('answers a member who sends no form with what to send', async () => {
    const { cookie } = await signedIn();
    const res = await app().request(REST_PATH, jsonRequest('POST', { avatar: 'data:image/png;base64,AAAA' }, { cookie }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: AVATAR_TEXT.noFile });
  });

  it('refuses a cross-site upload', async () => {
    const { cookie } = await signedIn();
    const res = await app().request(REST_PATH, post(avatarForm(await solidImage('png')), { cookie, origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
  });

  it('keeps the 1 MB JSON limit everywhere else', async () => {
    const { cookie } = await signedIn();
    const res = await app().request('/api/saved-items', jsonRequest('POST', { padding: 'x'.repeat(2 * 1024 * 1024) }, { cookie }));
    expect(res.status).toBe(413);
  });
});

describe('DELETE /api/community/profiles/me/avatar', () => {
  it('goes back to initials and deletes the file; a replaced photo is deleted too', async () => {
    const { cookie } = await signedIn();
    const first = (await (
      await app().request(REST_PATH, post(avatarForm(await solidImage('jpeg')), { cookie }))
    ).json()) as CommunityProfileDto;
    const second = (await (
      await app().request(REST_PATH, post(avatarForm(await solidImage('webp')), { cookie }))
    ).json()) as CommunityProfileDto;
    expect((await app().request(first.avatar!)).status).toBe(404);
    expect(existsSync(path.join(uploadsDir, 'avatars', path.basename(first.avatar!)))).toBe(false);

    const res = await app().request(REST_PATH, { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CommunityProfileDto).avatar).toBeNull();
    expect((await app().request(second.avatar!)).status).toBe(404);
    const me = await app().request('/api/user', { headers: { cookie } });
    expect(((await me.json()) as { avatar: string | null }).avatar).toBeNull();
  });
});

describe('community.profiles.uploadAvatar over HTTP (what the browser sends)', () => {
  it('takes multipart/form-data unbatched and answers the profile', async () => {
    const { cookie } = await signedIn();
    const res = await app().request(TRPC_PATH, post(avatarForm(await solidImage('gif'), 'wave.gif', 'image/gif'), { cookie }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: Parameters<typeof wireFormat.deserialize>[0] } };
    const profile = wireFormat.deserialize<CommunityProfileDto>(body.result.data);
    expect(profile.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  });

  it('answers an oversize body with a tRPC error carrying the form message', async () => {
    const { cookie } = await signedIn();
    const res = await app().request(TRPC_PATH, post(avatarForm(Buffer.alloc(6 * 1024 * 1024)), { cookie }));
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: Parameters<typeof wireFormat.deserialize>[0] };
    expect(wireFormat.deserialize(body.error)).toMatchObject({
      message: COMMUNITY_TEXT.avatarTooLarge,
      data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
    });
  });

  it('is 401 for a visitor', async () => {
    const res = await app().request(TRPC_PATH, post(avatarForm(await solidImage('png'))));
    expect(res.status).toBe(401);
  });
});

describe('GET /uploads/avatars/*', () => {
  it('never leaves the avatars folder', async () => {
    const { cookie } = await signedIn();
    await app().request(REST_PATH, post(avatarForm(await solidImage('png')), { cookie }));
    writeFileSync(path.join(uploadsDir, 'secret.webp'), 'secret');
    for (const attempt of [
      '/uploads/avatars/../../package.json',
      '/uploads/avatars/..%2f..%2fpackage.json',
      '/uploads/avatars/%2e%2e/%2e%2e/package.json',
      '/uploads/avatars/..%2fsecret.webp',
      '/uploads/avatars/%2e%2e%2fsecret.webp',
      '/uploads/avatars/..%5csecret.webp',
      '/uploads/avatars/',
      `/uploads/avatars/${'0'.repeat(32)}.webp`,
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

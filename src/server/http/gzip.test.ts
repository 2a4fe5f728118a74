import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gzipAnswers } from './gzip';

const large = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Item ${i}` })) };

function app() {
  const hono = new Hono();
  hono.use(gzipAnswers());
  hono.get('/large', (c) => c.json(large));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/tagged', (c) => {
    c.header('ETag', '"v1"');
    return c.json(large);
  });
  hono.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  hono.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(large);
  });
  return hono;
}

const gzipping = { 'accept-encoding': 'gzip, deflate, br' };

describe('gzipAnswers', () => {
  it('gzips a large JSON answer for a client that takes it, which reads back the same', async () => {
    const res = await app().request('/large', { headers: gzipping });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(large);
  });

  it('sends the rest as it is: small answers, images, no-transform, HEAD, and clients without gzip', async () => {
    for (const [path, init] of [
      ['/small', { headers: gzipping }],
      ['/image', { headers: gzipping }],
      ['/no-transform', { headers: gzipping }],
      ['/large', { method: 'HEAD', headers: gzipping }],
      ['/large', {}],
    ] as const) {
      const res = await app().request(path, init);
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
    const plain = await app().request('/large');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(large);
    expect(await (await app().request('/small', { headers: gzipping })).json()).toEqual({ ok: true });
  });

  it('weakens a strong ETag on the gzipped body (the bytes are not the same)', async () => {
    const res = await app().request('/tagged', { headers: gzipping });
    expect(res.headers.get('etag')).toBe('W/"v1"');
  });
});

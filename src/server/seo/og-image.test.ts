import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestPost, createTestRecipe } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { testApp } from '../../test/server';
import { ogImagesDir } from './og-image';

const t = useTestDb();
const dataDir = mkdtempSync(path.join(tmpdir(), 'mv-og-'));
const uploadsDir = path.join(dataDir, 'uploads');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function png(pathname: string) {
  const res = await testApp(t.db, { uploadsDir }).request(pathname);
  expect(res.status, pathname).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { bytes, meta };
}

describe('sharing images', () => {
  it('the default one is a 1200×630 PNG drawn here', async () => {
    const { meta } = await png('/og/default.png');
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it("a post's own image, cut to a 1200×630 PNG and kept in DATA_DIR/og", async () => {
    await createTestPost(t.db, { slug: 'eating-well', image: '/uploads/demo/blog/eating-well-in-pregnancy.svg' });
    const first = await png('/og/blog/eating-well.png');
    expect(first.meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(readdirSync(ogImagesDir(uploadsDir)).filter((name) => name.endsWith('.png'))).toHaveLength(1);
    const again = await png('/og/blog/eating-well.png');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const fallback = await png('/og/default.png');
    expect(first.bytes.equals(fallback.bytes)).toBe(false);
  });

  it("a recipe's own image", async () => {
    await createTestRecipe(t.db, { slug: 'muffins', image: '/uploads/demo/recipes/banana-blueberry-muffins.svg' });
    expect((await png('/og/recipes/muffins.png')).meta).toMatchObject({ width: 1200, height: 630 });
  });

  it('the default image for a page without one, or with an address outside our images', async () => {
    const fallback = await png('/og/default.png');
    await createTestPost(t.db, { slug: 'no-image', image: null });
    await createTestPost(t.db, { slug: 'escaping', image: '/uploads/demo/../../../package.json' });
    await createTestPost(t.db, { slug: 'outside', image: 'https://example.com/cat.png' });
    for (const slug of ['no-image', 'escaping', 'outside']) {
      expect((await png(`/og/blog/${slug}.png`)).bytes.equals(fallback.bytes), slug).toBe(true);
    }
  });

  it('404 for a draft, a scheduled post or no such page', async () => {
    await createTestPost(t.db, { slug: 'draft-og', status: 'draft', image: '/uploads/demo/blog/eating-well-in-pregnancy.svg' });
    await createTestPost(t.db, { slug: 'later-og', publishedAt: new Date(Date.now() + 86_400_000) });
    const app = testApp(t.db, { uploadsDir });
    for (const pathname of [
      '/og/blog/draft-og.png',
      '/og/blog/later-og.png',
      '/og/blog/nothing.png',
      '/og/recipes/nothing.png',
      '/og/blog/eating-well.jpg',
    ]) {
      expect((await app.request(pathname)).status, pathname).toBe(404);
    }
    expect(existsSync(path.join(ogImagesDir(uploadsDir), 'nothing.png'))).toBe(false);
  });
});

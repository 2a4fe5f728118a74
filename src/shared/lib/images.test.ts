import { describe, expect, it } from 'vitest';
import {
  GENERIC_IMAGE_FALLBACK,
  IMAGE_FALLBACKS,
  checkImageAddress,
  imageOrFallback,
  imageSrcSet,
  imageScale,
  masterclassImage,
  objectPositionCss,
  parseImagePosition,
  sanitizeImageUrl,
  STOCK_PHOTO_HOST,
  UPLOADS_PREFIX,
} from './images';

describe('constants', () => {
  it('names the uploads folder and the stock-photo host', () => {
    expect(UPLOADS_PREFIX).toBe('/uploads/');
    expect(STOCK_PHOTO_HOST).toBe('images.unsplash.com');
  });

  it('points every fallback at a local svg', () => {
    for (const path of Object.values(IMAGE_FALLBACKS)) expect(path).toMatch(/^\/images\/[a-z-]+\.svg$/);
    expect(GENERIC_IMAGE_FALLBACK).toBe(IMAGE_FALLBACKS.generic);
  });
});

describe('sanitizeImageUrl', () => {
  describe('empty input', () => {
    it.each([[''], ['   '], ['\n\t']])('%j gives empty', (value) => {
      expect(sanitizeImageUrl(value)).toBe('');
    });

    it('treats null, undefined and non-strings as empty', () => {
      expect(sanitizeImageUrl(null)).toBe('');
      expect(sanitizeImageUrl(undefined)).toBe('');
      expect(sanitizeImageUrl(42 as unknown as string)).toBe('');
      expect(sanitizeImageUrl({} as unknown as string)).toBe('');
    });
  });

  describe('paths on our site', () => {
    it.each([
      ['/uploads/a.jpg', '/uploads/a.jpg'],
      ['  /uploads/a.jpg  ', '/uploads/a.jpg'],
      ['/images/recipe-placeholder.svg', '/images/recipe-placeholder.svg'],
      ['/logo.png', '/logo.png'],
    ])('keeps %j as %j', (value, expected) => {
      expect(sanitizeImageUrl(value)).toBe(expected);
    });

    it('strips a trailing _optimized before the extension', () => {
      expect(sanitizeImageUrl('/uploads/a_optimized.jpg')).toBe('/uploads/a.jpg');
      expect(sanitizeImageUrl('/uploads/2024/cake_optimized.webp')).toBe('/uploads/2024/cake.webp');
      expect(sanitizeImageUrl('/images/x_optimized.png')).toBe('/images/x.png');
    });

    it('leaves _optimized alone when it is not right before the extension', () => {
      expect(sanitizeImageUrl('/uploads/a_optimized_2.jpg')).toBe('/uploads/a_optimized_2.jpg');
      expect(sanitizeImageUrl('/uploads/a_optimized')).toBe('/uploads/a_optimized');
      expect(sanitizeImageUrl('/uploads/_optimized/a.jpg')).toBe('/uploads/_optimized/a.jpg');
    });

    it('drops the query and hash of an uploads path', () => {
      expect(sanitizeImageUrl('/uploads/a_optimized.jpg?v=3')).toBe('/uploads/a.jpg');
      expect(sanitizeImageUrl('/uploads/a.jpg#top')).toBe('/uploads/a.jpg');
    });

    it('keeps the query of any other path', () => {
      expect(sanitizeImageUrl('/images/logo.svg?v=2')).toBe('/images/logo.svg?v=2');
      expect(sanitizeImageUrl('/images/logo_optimized.svg?v=2')).toBe('/images/logo.svg?v=2');
    });
  });

  describe('full addresses', () => {
    it.each([
      ['https://mamavillage.com.au/uploads/a.jpg', '/uploads/a.jpg'],
      ['http://localhost:3001/uploads/a.jpg', '/uploads/a.jpg'],
      ['https://cdn.example.com/uploads/a_optimized.png?w=400#x', '/uploads/a.png'],
      ['https://cdn.example.com/site/uploads/a.jpg', '/site/uploads/a.jpg'],
      ['HTTPS://EXAMPLE.COM/uploads/a.jpg', '/uploads/a.jpg'],
    ])('reduces %j to its path %j', (value, expected) => {
      expect(sanitizeImageUrl(value)).toBe(expected);
    });

    it.each([
      ['https://example.com/images/a.jpg'],
      ['https://example.com/'],
      ['https://example.com'],
      ['https://example.com/uploads'],
      ['https://example.com/a.jpg?next=/uploads/b.jpg'],
      ['https://example.com/a.jpg#/uploads/b.jpg'],
    ])('gives empty for %j, whose path lacks /uploads/', (value) => {
      expect(sanitizeImageUrl(value)).toBe('');
    });

    it('keeps stock-photo addresses exactly as given', () => {
      const photo = 'https://images.unsplash.com/photo-1_optimized.jpg?w=800&q=80';
      expect(sanitizeImageUrl(photo)).toBe(photo);
      expect(sanitizeImageUrl('http://images.unsplash.com/photo-2')).toBe('http://images.unsplash.com/photo-2');
      expect(sanitizeImageUrl('https://IMAGES.unsplash.com/photo-3')).toBe('https://IMAGES.unsplash.com/photo-3');
    });

    it('wants the stock-photo host exactly, not a look-alike', () => {
      expect(sanitizeImageUrl('https://images.unsplash.com.evil.com/a.jpg')).toBe('');
      expect(sanitizeImageUrl('https://evil-images.unsplash.com/a.jpg')).toBe('');
      expect(sanitizeImageUrl('https://unsplash.com/photos/a')).toBe('');
      expect(sanitizeImageUrl('https://images.unsplash.com@evil.com/a.jpg')).toBe('');
    });

    it('reads a protocol-relative address as a full address on another host', () => {
      expect(sanitizeImageUrl('//evil.com/x')).toBe('');
      expect(sanitizeImageUrl('//evil.com/uploads/x.jpg')).toBe('/uploads/x.jpg');
      expect(sanitizeImageUrl('/\\evil.com/x')).toBe('');
      expect(sanitizeImageUrl('\\\\evil.com/x')).toBe('');
      expect(sanitizeImageUrl('//images.unsplash.com/photo-1')).toBe('https://images.unsplash.com/photo-1');
    });
  });

  describe('never a dangerous address', () => {
    it.each([
      ['javascript:alert(1)'],
      ['JavaScript:alert(1)//uploads/a.jpg'],
      ['  javascript:alert(1)'],
      ['data:image/png;base64,iVBORw0KGgo='],
      ['data:text/html,<script>alert(1)</script>'],
      ['vbscript:msgbox(1)'],
      ['file:///etc/uploads/a.jpg'],
      ['ftp://example.com/uploads/a.jpg'],
      ['blob:https://example.com/1234'],
      ['/\t/evil.com/x'],
      ['/uploads/a\u0000.jpg'],
      ['java\nscript:alert(1)'],
      ['https:\\\\evil.com\\x'],
    ])('%j gives empty', (value) => {
      expect(sanitizeImageUrl(value)).toBe('');
    });
  });

  describe('garbage', () => {
    it.each([
      ['a.jpg'],
      ['uploads/a.jpg'],
      ['not a url'],
      ['http://'],
      ['https://exa mple.com/uploads/a.jpg'],
      ['C:\\uploads\\a.jpg'],
      ['?x=1'],
      ['#hash'],
    ])('%j gives empty', (value) => {
      expect(sanitizeImageUrl(value)).toBe('');
    });
  });
});

describe('imageOrFallback', () => {
  it('gives the sanitised address when there is one', () => {
    expect(imageOrFallback('/uploads/a_optimized.jpg', IMAGE_FALLBACKS.recipe)).toBe('/uploads/a.jpg');
  });

  it('gives the fallback when sanitising leaves nothing', () => {
    expect(imageOrFallback('https://example.com/a.jpg', IMAGE_FALLBACKS.recipe)).toBe(IMAGE_FALLBACKS.recipe);
    expect(imageOrFallback('javascript:alert(1)', IMAGE_FALLBACKS.author)).toBe(IMAGE_FALLBACKS.author);
    expect(imageOrFallback('', IMAGE_FALLBACKS.thumbnail)).toBe(IMAGE_FALLBACKS.thumbnail);
    expect(imageOrFallback(null, IMAGE_FALLBACKS.thumbnail)).toBe(IMAGE_FALLBACKS.thumbnail);
    expect(imageOrFallback(undefined, IMAGE_FALLBACKS.thumbnail)).toBe(IMAGE_FALLBACKS.thumbnail);
  });
});

describe('masterclassImage', () => {
  const feature = 'https://mamavillage.com.au/uploads/feature.jpg';

  it('prefers the resource image', () => {
    expect(masterclassImage('/uploads/class.jpg', feature)).toBe('/uploads/class.jpg');
  });

  it('sanitises a resource image with a scheme', () => {
    expect(masterclassImage('https://cdn.example.com/uploads/class_optimized.jpg?x=1', feature)).toBe('/uploads/class.jpg');
    expect(masterclassImage('https://images.unsplash.com/photo-1?w=600', feature)).toBe('https://images.unsplash.com/photo-1?w=600');
  });

  it('uses a relative resource image as is', () => {
    expect(masterclassImage('/uploads/class_optimized.jpg?v=2', feature)).toBe('/uploads/class_optimized.jpg?v=2');
    expect(masterclassImage('  uploads/class.jpg ', feature)).toBe('uploads/class.jpg');
  });

  it('moves on to the feature image, cut to its path, when the resource has none', () => {
    expect(masterclassImage(null, feature)).toBe('/uploads/feature.jpg');
    expect(masterclassImage('', feature)).toBe('/uploads/feature.jpg');
    expect(masterclassImage('   ', feature)).toBe('/uploads/feature.jpg');
  });

  it('moves on when the resource image sanitises to nothing', () => {
    expect(masterclassImage('https://example.com/images/class.jpg', feature)).toBe('/uploads/feature.jpg');
    expect(masterclassImage('javascript:alert(1)', feature)).toBe('/uploads/feature.jpg');
    expect(masterclassImage('data:image/png;base64,AAAA', feature)).toBe('/uploads/feature.jpg');
    expect(masterclassImage('//evil.com/x.jpg', feature)).toBe('/uploads/feature.jpg');
    expect(masterclassImage('/\t/evil.com/x.jpg', feature)).toBe('/uploads/feature.jpg');
  });

  it('uses a relative feature image as is', () => {
    expect(masterclassImage(undefined, '/uploads/feature_optimized.jpg')).toBe('/uploads/feature_optimized.jpg');
  });

  it('falls back to the default masterclass image', () => {
    expect(masterclassImage(null, null)).toBe(IMAGE_FALLBACKS.masterclass);
    expect(masterclassImage(undefined, undefined)).toBe(IMAGE_FALLBACKS.masterclass);
    expect(masterclassImage('', ' ')).toBe(IMAGE_FALLBACKS.masterclass);
    expect(masterclassImage('javascript:alert(1)', 'https://example.com/not-uploads.jpg')).toBe(IMAGE_FALLBACKS.masterclass);
  });
});

describe('parseImagePosition', () => {
  it.each([
    ['{"x":50,"y":50}', { x: 50, y: 50 }],
    ['{"x":20,"y":80}', { x: 20, y: 80 }],
    ['{"x":0,"y":100}', { x: 0, y: 100 }],
    ['{"x":12.5,"y":33.3}', { x: 12.5, y: 33.3 }],
    [' {"y":10,"x":90} ', { x: 90, y: 10 }],
    ['{"x":"30","y":"70"}', { x: 30, y: 70 }],
  ])('%j gives %j', (json, expected) => {
    expect(parseImagePosition(json)).toEqual(expected);
  });

  it('clamps to 0–100', () => {
    expect(parseImagePosition('{"x":-10,"y":150}')).toEqual({ x: 0, y: 100 });
    expect(parseImagePosition('{"x":1e9,"y":-1e9}')).toEqual({ x: 100, y: 0 });
  });

  it('defaults a missing or unreadable coordinate on its own', () => {
    expect(parseImagePosition('{"x":20}')).toEqual({ x: 20, y: 50 });
    expect(parseImagePosition('{"y":20}')).toEqual({ x: 50, y: 20 });
    expect(parseImagePosition('{"x":"left","y":null}')).toEqual({ x: 50, y: 50 });
    expect(parseImagePosition('{"x":"","y":true}')).toEqual({ x: 50, y: 50 });
    expect(parseImagePosition('{"x":"30%","y":[1]}')).toEqual({ x: 50, y: 50 });
  });

  it.each([[null], [undefined], [''], ['   '], ['not json'], ['{'], ['null'], ['42'], ['"x"'], ['[10,20]'], ['{}']])(
    '%j gives the default 50/50',
    (json) => {
      expect(parseImagePosition(json)).toEqual({ x: 50, y: 50 });
    },
  );

  it('gives a fresh object each time', () => {
    const position = parseImagePosition(null);
    position.x = 0;
    expect(parseImagePosition(null)).toEqual({ x: 50, y: 50 });
  });
});

describe('imageScale', () => {
  it.each([
    [100, 100],
    [150, 150],
    [50, 50],
    [300, 300],
    [72.5, 72.5],
  ])('%j stays %j', (value, expected) => {
    expect(imageScale(value)).toBe(expected);
  });

  it('clamps to 50–300', () => {
    expect(imageScale(10)).toBe(50);
    expect(imageScale(0)).toBe(50);
    expect(imageScale(-100)).toBe(50);
    expect(imageScale(1000)).toBe(300);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    '%j gives the default 100',
    (value) => {
      expect(imageScale(value)).toBe(100);
    },
  );

  it('treats garbage as the default', () => {
    expect(imageScale('big' as unknown as number)).toBe(100);
    expect(imageScale({} as unknown as number)).toBe(100);
  });
});

describe('objectPositionCss', () => {
  it('writes x and y as percentages', () => {
    expect(objectPositionCss({ x: 50, y: 30 })).toBe('50% 30%');
    expect(objectPositionCss({ x: 0, y: 100 })).toBe('0% 100%');
    expect(objectPositionCss({ x: 12.5, y: 87.5 })).toBe('12.5% 87.5%');
  });

  it('round-trips parseImagePosition', () => {
    expect(objectPositionCss(parseImagePosition('{"x":25,"y":75}'))).toBe('25% 75%');
    expect(objectPositionCss(parseImagePosition(null))).toBe('50% 50%');
  });

  it('never writes an out-of-range or broken value', () => {
    expect(objectPositionCss({ x: -5, y: 500 })).toBe('0% 100%');
    expect(objectPositionCss({ x: Number.NaN, y: Number.POSITIVE_INFINITY })).toBe('50% 50%');
  });
});

describe('imageSrcSet', () => {
  const hex = '0123456789abcdef'.repeat(2);

  it('lists the stored widths of an uploaded image, the widest being the address itself', () => {
    expect(imageSrcSet(`/uploads/images/${hex}.webp`)).toBe(
      `/uploads/images/${hex}-480.webp 480w, /uploads/images/${hex}-960.webp 960w, /uploads/images/${hex}.webp 1600w`,
    );
  });

  it('answers null for any other address', () => {
    for (const address of [
      null,
      undefined,
      '',
      '/uploads/demo/blog/cake.jpg',
      '/uploads/avatars/' + hex + '.webp',
      `/uploads/images/${hex}-480.webp`,
      `/uploads/images/${hex.toUpperCase()}.webp`,
      `/uploads/images/${hex}.webp?v=2`,
      `https://example.com/uploads/images/${hex}.webp`,
      `/uploads/images/${hex}a.webp`,
      'https://images.unsplash.com/photo-1',
      IMAGE_FALLBACKS.recipe,
    ]) {
      expect(imageSrcSet(address)).toBeNull();
    }
  });
});

describe('uploaded image addresses and the address rules', () => {
  const address = `/uploads/images/${'ab'.repeat(16)}.webp`;

  it('keeps a stored upload address as it is, and a full one as its path', () => {
    expect(sanitizeImageUrl(address)).toBe(address);
    expect(sanitizeImageUrl(`https://mamavillage.com.au${address}?v=1`)).toBe(address);
    expect(imageOrFallback(address, IMAGE_FALLBACKS.recipe)).toBe(address);
    expect(masterclassImage(address, null)).toBe(address);
  });

  it('checks an address an admin pastes', () => {
    expect(checkImageAddress(` ${address} `)).toEqual({ address });
    expect(checkImageAddress('https://images.unsplash.com/photo-1?w=800')).toEqual({
      address: 'https://images.unsplash.com/photo-1?w=800',
    });
    expect(checkImageAddress('https://example.com/uploads/a_optimized.jpg')).toEqual({ address: '/uploads/a.jpg' });
    for (const bad of [
      'javascript:alert(1)',
      'https://example.com/cat.jpg',
      'cake.jpg',
      '//evil.com/x.jpg',
      'data:image/png;base64,AAAA',
    ]) {
      expect(checkImageAddress(bad)).toHaveProperty('problem');
    }
  });
});

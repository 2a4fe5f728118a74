import { IMAGE_WIDTHS, UPLOADED_IMAGES_PATH, UPLOADS_TEXT } from '../constants/uploads';

/** Where our own uploaded images live (PRODUCT.md "Records and their fields"). */
export const UPLOADS_PREFIX = '/uploads/';

/** The stock-photo host whose full addresses PRODUCT.md "Records and their fields" keeps: Unsplash's image CDN. */
export const STOCK_PHOTO_HOST = 'images.unsplash.com';

/** Local placeholder images (PRODUCT.md "Input rules", "Messages"), served from public/images. */
export const IMAGE_FALLBACKS = {
  recipe: '/images/recipe-placeholder.svg',
  thumbnail: '/images/default-cake.svg',
  author: '/images/author-placeholder.svg',
  masterclass: '/images/masterclass-default.svg',
  generic: '/images/image-fallback.svg',
} as const;

/**
 * The last step of PRODUCT.md "Input rules"'s masterclass order. It can only be taken when the browser
 * fails to load the chosen image, so it belongs in the <img> onError handler; switch to it once
 * (not when the failing src already is this one) so a missing file can't loop.
 */
export const GENERIC_IMAGE_FALLBACK = IMAGE_FALLBACKS.generic;

// Browsers silently drop tabs and newlines inside a URL, so '/\t/evil.com' would load as
// '//evil.com'. No image address of ours has a control character, so any of them rejects it.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// '//host/x' and '/\host/x' both leave our site: browsers read a backslash as a slash.
const NETWORK_PATH = /^[/\\]{2}/;
const OPTIMIZED_SUFFIX = /_optimized(\.[A-Za-z0-9]+)$/;

/** PRODUCT.md "Records and their fields": 'a_optimized.jpg' is a resized copy; use the original 'a.jpg'. */
function stripOptimized(path: string): string {
  return path.replace(OPTIMIZED_SUFFIX, '$1');
}

/** '/x?v=1#top' → ['/x', '?v=1#top']. */
function splitPath(address: string): [string, string] {
  const end = address.search(/[?#]/);
  return end === -1 ? [address, ''] : [address.slice(0, end), address.slice(end)];
}

/** True for a value that names a scheme or another host, i.e. not a plain relative path. */
function isAbsolute(address: string): boolean {
  return SCHEME.test(address) || NETWORK_PATH.test(address) || address.startsWith('\\');
}

/**
 * PRODUCT.md "Records and their fields", in order:
 * - empty, blank, or not a string → '';
 * - '/…' (a path on our site) → kept, with '_optimized' stripped; an uploads path also loses its
 *   query and hash (uploads are plain files, a query there is only cache noise);
 * - http(s) on the stock-photo host (exact host name) → kept exactly as given;
 * - other http(s) addresses, and protocol-relative '//host/…', → their path, as above, or ''
 *   when the path lacks '/uploads/' (the caller then shows a fallback image);
 * - anything else ('javascript:', 'data:', other schemes, 'a.jpg' with no leading slash, text
 *   that doesn't parse, control characters) → ''.
 * Never returns an address that runs script or leaves our site, except the stock-photo host.
 */
export function sanitizeImageUrl(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const address = value.trim();
  if (!address || CONTROL_CHARACTERS.test(address)) return '';

  if (address.startsWith('/') && !NETWORK_PATH.test(address)) {
    const [path, rest] = splitPath(address);
    const original = stripOptimized(path);
    return original.includes(UPLOADS_PREFIX) ? original : original + rest;
  }

  // A protocol-relative address is a full address on another host: read it as https.
  const absolute = NETWORK_PATH.test(address) ? `https:${address.replace(/^[/\\]{2}/, '//')}` : address;
  if (!/^https?:/i.test(absolute)) return '';
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return '';
  }
  if (url.hostname === STOCK_PHOTO_HOST) return absolute === address ? address : url.href;
  const path = stripOptimized(url.pathname);
  return path.includes(UPLOADS_PREFIX) ? path : '';
}

/** The sanitised address, or the fallback when sanitising leaves nothing (PRODUCT.md "Input rules"). */
export function imageOrFallback(value: string | null | undefined, fallback: string): string {
  return sanitizeImageUrl(value) || fallback;
}

/** PRODUCT.md "Input rules": addresses with a scheme (or another host) are sanitised; relative ones are used as is. */
function masterclassCandidate(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const address = value.trim();
  if (!address) return '';
  if (CONTROL_CHARACTERS.test(address) || isAbsolute(address)) return sanitizeImageUrl(address);
  return address;
}

/**
 * PRODUCT.md "Input rules"'s masterclass image order:
 * 1. the resource's masterclassImage;
 * 2. the site-content feature image (home_masterclasses_feature), whose absolute uploads URL
 *    sanitising cuts to its path;
 * 3. the default masterclass image (IMAGE_FALLBACKS.masterclass);
 * 4. GENERIC_IMAGE_FALLBACK, used by the <img> onError handler when the chosen image won't load.
 * A step is skipped when its address is missing or sanitises to nothing.
 */
export function masterclassImage(resourceImage: string | null | undefined, featureImage: string | null | undefined): string {
  return masterclassCandidate(resourceImage) || masterclassCandidate(featureImage) || IMAGE_FALLBACKS.masterclass;
}

export interface ImagePosition {
  /** Percent from the left, 0–100. */
  x: number;
  /** Percent from the top, 0–100. */
  y: number;
}

/** PRODUCT.md "Constants and limits": centred. */
export const DEFAULT_IMAGE_POSITION: Readonly<ImagePosition> = { x: 50, y: 50 };
/** PRODUCT.md "Constants and limits": 100 %, the image as it is. */
export const DEFAULT_IMAGE_SCALE = 100;
/**
 * Our limits, not PRODUCT.md's: below half size the crop no longer fills its frame, above three
 * times it is too blurred to be worth showing.
 */
export const MIN_IMAGE_SCALE = 50;
export const MAX_IMAGE_SCALE = 300;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A finite number, or a string holding one (admin forms may store "30"); otherwise null. */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim()) {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function percent(value: unknown, fallback: number): number {
  const number = toFiniteNumber(value);
  return number === null ? fallback : clamp(number, 0, 100);
}

/**
 * PRODUCT.md "Records and their fields": Resource.imagePosition is a JSON string '{"x":50,"y":30}' in percent. A
 * missing or unreadable coordinate falls back to 50 on its own; values are clamped to 0–100.
 */
export function parseImagePosition(json: string | null | undefined): ImagePosition {
  if (typeof json !== 'string' || !json.trim()) return { ...DEFAULT_IMAGE_POSITION };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ...DEFAULT_IMAGE_POSITION };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ...DEFAULT_IMAGE_POSITION };
  const { x, y } = parsed as Record<string, unknown>;
  return { x: percent(x, DEFAULT_IMAGE_POSITION.x), y: percent(y, DEFAULT_IMAGE_POSITION.y) };
}

/** PRODUCT.md "Records and their fields": Resource.imageScale in percent, default 100, clamped to 50–300. */
export function imageScale(value: number | null | undefined): number {
  const number = toFiniteNumber(value);
  return number === null ? DEFAULT_IMAGE_SCALE : clamp(number, MIN_IMAGE_SCALE, MAX_IMAGE_SCALE);
}

/** CSS object-position for a position: { x: 50, y: 30 } → '50% 30%'. */
export function objectPositionCss(position: ImagePosition): string {
  return `${percent(position.x, DEFAULT_IMAGE_POSITION.x)}% ${percent(position.y, DEFAULT_IMAGE_POSITION.y)}%`;
}

/** A stored upload's address: `/uploads/images/<32 hex>.webp` (the widest copy). */
const UPLOADED_IMAGE = new RegExp(`^${UPLOADED_IMAGES_PATH}([0-9a-f]{32})\\.webp$`);

/**
 * The srcset of an uploaded image: its stored widths (IMAGE_WIDTHS), the widest being the address
 * itself. Null for any other address (demo images, stock photos, fallbacks), which have one size.
 */
export function imageSrcSet(address: string | null | undefined): string | null {
  const match = typeof address === 'string' ? UPLOADED_IMAGE.exec(address) : null;
  if (!match) return null;
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return IMAGE_WIDTHS.map((width) =>
    width === widest ? `${address} ${width}w` : `${UPLOADED_IMAGES_PATH}${match[1]}-${width}.webp ${width}w`,
  ).join(', ');
}

/**
 * `sizes` for the places content images show, so the browser picks the smallest stored copy that
 * fills its box (the theme's breakpoints: md 48em, lg 62em).
 */
export const IMAGE_SIZES = {
  /** A card in a grid: one column on phones, two on tablets, three on desktops. */
  card: '(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw',
  /** The featured card: the image takes 55 % of a full-width card from md up. */
  featureCard: '(min-width: 48em) 55vw, 100vw',
  /** A page's main image across the page (a blog post's cover, at most 5xl = 64rem wide). */
  page: '(min-width: 64rem) 64rem, 100vw',
  /** The home page's hero: full width (at most md = 28rem) below lg, then beside the text (at most xl = 36rem). */
  hero: '(min-width: 62em) 36rem, (min-width: 28rem) 28rem, 100vw',
  /** A page's main image in one of two columns from md up (a recipe's photo). */
  half: '(min-width: 48em) 50vw, 100vw',
  /** A small round picture (an author's photo). */
  thumbnail: '6rem',
  /** The preview in an admin form. */
  preview: '20rem',
} as const;

/**
 * The shapes content images show in, as the width and height attributes each <img> carries
 * (FallbackImage's `shape`): with them the browser reserves the image's box before a byte of it
 * arrives, so nothing below it moves when it loads (and Lighthouse's "unsized images" passes).
 * The box's own CSS (an aspect ratio, or a fixed size) still decides how it shows; the image is
 * cropped into it with object-fit. The numbers are the demo illustrations' sizes where they match.
 */
export const IMAGE_SHAPES = {
  /** 3:2, the demo illustrations' own shape (1200 × 800): the home page's hero. */
  landscape: { width: 1200, height: 800 },
  /** 4:3: recipe cards, a recipe's photo, a blog post's cover on phones, product photos. */
  fourByThree: { width: 1200, height: 900 },
  /** 16:10: blog cards. */
  sixteenByTen: { width: 1280, height: 800 },
  /** 16:9: masterclass cards and a masterclass's picture. */
  wide: { width: 1600, height: 900 },
  /** Square: authors' photos, brand logos, thumbnails in lists. */
  square: { width: 400, height: 400 },
} as const;

export type ImageShape = (typeof IMAGE_SHAPES)[keyof typeof IMAGE_SHAPES];

/**
 * An address an admin pastes instead of uploading: kept when PRODUCT.md "Records and their fields"'s rules keep it
 * (answering the sanitised form to store), refused with a message otherwise.
 */
export function checkImageAddress(value: string): { address: string } | { problem: string } {
  const address = sanitizeImageUrl(value);
  return address ? { address } : { problem: UPLOADS_TEXT.badAddress };
}

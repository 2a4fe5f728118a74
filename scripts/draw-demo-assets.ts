/**
 * Draws Mama Village's committed demo assets. Deterministic: the same inputs give the same bytes.
 *
 *  A. One SVG illustration for every /uploads/demo/<kind>/<name>.svg address used by the demo seed
 *     content (src/server/db/seed/content/*.ts) and the demo members' avatars
 *     (src/server/db/seed/members.ts), written to public/uploads/demo/<kind>/<name>.svg.
 *  B. The fixed placeholders in public/images/ (see src/shared/lib/images.ts) and the sharing card.
 *  C. The downloadable PDFs in assets/resource-files/, typeset from
 *     assets/resource-files/source/<name>.md by the tiny PDF writer below.
 *
 * Everything is drawn by code: no downloads, no web fonts, no dependencies beyond Node and tsx.
 *
 *   npx tsx scripts/draw-demo-assets.ts
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  SeedAuthor,
  SeedBlogPost,
  SeedComparison,
  SeedPerk,
  SeedRecipe,
  SeedResource,
  SeedSiteContent,
} from '../src/server/db/seed/content/types';
import type { DemoMember } from '../src/server/db/seed/members';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT_DIR = path.join(ROOT, 'src/server/db/seed/content');
const DEMO_DIR = path.join(ROOT, 'public/uploads/demo');
const IMAGES_DIR = path.join(ROOT, 'public/images');
const PDF_DIR = path.join(ROOT, 'assets/resource-files');
const PDF_SOURCE_DIR = path.join(PDF_DIR, 'source');
const DEMO_PREFIX = '/uploads/demo/';
const SVG_BUDGET_BYTES = 8 * 1024;

/** The downloadable files the demo resources point at (SeedResource.fileName). */
const PDF_NAMES = [
  'newborn-feeding-tracker',
  'sleep-routine-planner',
  'first-foods-checklist',
  'hospital-bag-checklist',
  'postpartum-recovery-plan',
] as const;

// ================================================================ deterministic randomness

/** FNV-1a, 32 bit. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32, seeded from a string: the same name always draws the same picture. */
class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = hashString(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

// ================================================================ palette

const C = {
  coral: '#F5A290',
  peach: '#FBD3C7',
  cream: '#FFF6F1',
  sage: '#A8C3A0',
  teal: '#2F5D62',
  sand: '#F2E3C6',
  plum: '#7A4E6D',
  white: '#FFFFFF',
  coralDeep: '#E8826C',
  sageDeep: '#7EA17A',
  tealSoft: '#5B8A8E',
  tealMist: '#DDEBE7',
  plumSoft: '#B48AA7',
  plumMist: '#F3E6EE',
  sageMist: '#E6EFE1',
  sandDeep: '#E3C994',
  ink: '#24393B',
} as const;

/** Food and material tones that sit with the brand palette. */
const F = {
  oat: '#E0B275',
  oatLight: '#F2D7A8',
  choc: '#6B4330',
  tomato: '#E0604C',
  tomatoDeep: '#B9463A',
  pasta: '#F4CD6C',
  carrot: '#F29452',
  sweetPotato: '#F4A259',
  berry: '#5E4C7A',
  broth: '#F3CB78',
  dahl: '#EFAE3F',
  salmon: '#F48C6E',
  salmonLight: '#FBC3AC',
  lemon: '#F8D76A',
  green: '#7FAE73',
  greenDark: '#5A8A57',
  zucchini: '#9CC28D',
  corn: '#F6C945',
  yoghurt: '#FFFDF7',
  pear: '#D5DC8A',
  wood: '#DDB07E',
  woodDark: '#B9834F',
  banana: '#F7E3A1',
  metal: '#C9D2D0',
} as const;

const SKIN_TONES = ['#F8DCCB', '#F0C4A8', '#DFA883', '#C68962', '#9E6846', '#74472F'] as const;
const HAIR_COLOURS = ['#2A1E1B', '#4B3328', '#70472F', '#A26A3E', '#C99457', '#3B2A36', '#1F1B22'] as const;

type Pair = readonly [string, string];
const LIGHT_BACKGROUNDS: readonly Pair[] = [
  [C.cream, C.peach],
  [C.cream, C.sand],
  ['#FFF0E9', '#F8C8B8'],
  [C.sageMist, C.cream],
  [C.cream, C.sageMist],
  [C.plumMist, C.cream],
  [C.sand, C.cream],
  [C.tealMist, C.cream],
];
const NIGHT_BACKGROUNDS: readonly Pair[] = [
  [C.teal, '#4A7B7F'],
  [C.teal, C.plum],
  ['#3A5A70', C.teal],
  [C.plum, C.teal],
];
const GRADIENT_DIRECTIONS = [
  [0, 0, 1, 1],
  [1, 0, 0, 1],
  [0, 0, 0, 1],
  [0, 1, 1, 0],
  [0, 0, 1, 0],
] as const;

// ================================================================ SVG primitives

type Pt = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;

/** Whole units for large values and one decimal for small ones: plenty at these sizes, and small files. */
function fmt(n: number): string {
  const rounded = Math.abs(n) >= 20 ? Math.round(n) : Math.round(n * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function fmt2(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Path data with its numbers rounded: d`M${x} ${y}`. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += fmt(value) + (strings[i + 1] ?? '');
  });
  return out.replace(/\s+/g, ' ').trim();
}

function tag(name: string, attributes: Attrs, children?: string): string {
  const attrText = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? fmt(value) : escapeXml(String(value))}"`)
    .join('');
  return children === undefined ? `<${name}${attrText}/>` : `<${name}${attrText}>${children}</${name}>`;
}

const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  tag('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  tag('ellipse', { cx, cy, rx, ry, fill, ...extra });
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Attrs = {}): string =>
  tag('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });
const shape = (pathData: string, fill: string, extra: Attrs = {}): string => tag('path', { d: pathData, fill, ...extra });
const line = (pathData: string, color: string, width: number, extra: Attrs = {}): string =>
  tag('path', {
    d: pathData,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const group = (children: string | readonly string[], transform?: string, extra: Attrs = {}): string =>
  tag('g', { transform, ...extra }, typeof children === 'string' ? children : children.join(''));

/** translate, then rotate, then scale. */
function at(x: number, y: number, scale = 1, rotate = 0): string {
  let out = `translate(${fmt(x)} ${fmt(y)})`;
  if (rotate) out += ` rotate(${fmt(rotate)})`;
  if (scale !== 1) out += ` scale(${fmt2(scale)})`;
  return out;
}

const opacity = (value: number): Attrs => ({ opacity: fmt2(value) });

/** A closed Catmull-Rom curve through the points. */
function smoothClosed(points: readonly Pt[]): string {
  const n = points.length;
  const p = (i: number): Pt => points[((i % n) + n) % n] as Pt;
  let out = `M${fmt(p(0)[0])} ${fmt(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    out += `C${fmt(p1[0] + (p2[0] - p0[0]) / 6)} ${fmt(p1[1] + (p2[1] - p0[1]) / 6)} ${fmt(p2[0] - (p3[0] - p1[0]) / 6)} ${fmt(p2[1] - (p3[1] - p1[1]) / 6)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return `${out}Z`;
}

function blobPath(rng: Rng, cx: number, cy: number, r: number, points = 7, wobble = 0.2): string {
  const start = rng.range(0, Math.PI * 2);
  const pts: Pt[] = [];
  for (let i = 0; i < points; i++) {
    const angle = start + (i / points) * Math.PI * 2;
    const radius = r * (1 + rng.range(-wobble, wobble));
    pts.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return smoothClosed(pts);
}

function crescent(cx: number, cy: number, r: number, fill: string): string {
  return shape(d`M${cx} ${cy - r} A${r} ${r} 0 1 0 ${cx} ${cy + r} A${r * 0.72} ${r} 0 1 1 ${cx} ${cy - r}Z`, fill);
}

function sparkle(x: number, y: number, r: number, fill: string, extra: Attrs = {}): string {
  const k = r * 0.16;
  return shape(
    d`M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`,
    fill,
    extra,
  );
}

function star(x: number, y: number, r: number, fill: string, extra: Attrs = {}): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${fmt(x + Math.cos(angle) * radius)} ${fmt(y + Math.sin(angle) * radius)}`);
  }
  return shape(`M${pts.join('L')}Z`, fill, { 'stroke-linejoin': 'round', ...extra });
}

/** A heart about 2s wide, centred on (x, y). */
function heartPath(x: number, y: number, s: number): string {
  return d`M${x} ${y + s * 0.85}C${x - s * 0.25} ${y + s * 0.62} ${x - s} ${y + s * 0.2} ${x - s} ${y - s * 0.28}C${x - s} ${y - s * 0.78} ${x - s * 0.35} ${y - s * 0.98} ${x} ${y - s * 0.48}C${x + s * 0.35} ${y - s * 0.98} ${x + s} ${y - s * 0.78} ${x + s} ${y - s * 0.28}C${x + s} ${y + s * 0.2} ${x + s * 0.25} ${y + s * 0.62} ${x} ${y + s * 0.85}Z`;
}
const heart = (x: number, y: number, s: number, fill: string, extra: Attrs = {}): string => shape(heartPath(x, y, s), fill, extra);

/** A leaf from its base (x, y) pointing at `angle` degrees (0 = up). */
function leaf(x: number, y: number, length: number, width: number, angle: number, fill: string, vein?: string): string {
  const body = shape(
    d`M0 0C${width} ${-length * 0.25} ${width * 0.8} ${-length * 0.8} 0 ${-length}C${-width * 0.8} ${-length * 0.8} ${-width} ${-length * 0.25} 0 0Z`,
    fill,
  );
  const veinLine = vein ? line(d`M0 ${-length * 0.1}L0 ${-length * 0.8}`, vein, Math.max(1.5, width * 0.12)) : '';
  return group(body + veinLine, at(x, y, 1, angle));
}

/** A stem curving up from (x, y) with leaves along it. */
function sprig(x: number, y: number, height: number, lean: number, color: string, leafColor: string): string {
  const parts = [line(d`M${x} ${y}Q${x + lean * 0.2} ${y - height * 0.6} ${x + lean} ${y - height}`, color, Math.max(3, height * 0.03))];
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const px = x + lean * t * t;
    const py = y - height * t;
    const side = i % 2 === 0 ? 1 : -1;
    parts.push(leaf(px, py, height * 0.32, height * 0.1, side * 55 + lean * 0.1, leafColor));
  }
  parts.push(leaf(x + lean, y - height, height * 0.3, height * 0.09, lean * 0.15, leafColor));
  return parts.join('');
}

function cloud(x: number, y: number, s: number, fill: string, extra: Attrs = {}): string {
  return shape(
    d`M${x - 70 * s} ${y + 22 * s}C${x - 100 * s} ${y + 22 * s} ${x - 100 * s} ${y - 22 * s} ${x - 66 * s} ${y - 18 * s}C${x - 62 * s} ${y - 52 * s} ${x - 14 * s} ${y - 60 * s} ${x} ${y - 30 * s}C${x + 16 * s} ${y - 62 * s} ${x + 70 * s} ${y - 48 * s} ${x + 66 * s} ${y - 12 * s}C${x + 100 * s} ${y - 14 * s} ${x + 100 * s} ${y + 22 * s} ${x + 70 * s} ${y + 22 * s}Z`,
    fill,
    extra,
  );
}

const shadow = (x: number, y: number, rx: number, ry: number, strength = 0.09): string =>
  ellipse(x, y, rx, ry, C.ink, opacity(strength));

// ================================================================ canvas

class Art {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private ids = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}

  add(...parts: string[]): this {
    this.parts.push(...parts);
    return this;
  }

  /** Where the next part will go, for wrap(). */
  mark(): number {
    return this.parts.length;
  }

  /** Puts the parts added since `from` into a group with the transform (e.g. a mirror). */
  wrap(from: number, transform: string): void {
    const inner = this.parts.splice(from);
    this.parts.push(group(inner, transform));
  }

  linear(stops: readonly string[], direction: readonly number[] = [0, 0, 1, 1]): string {
    const id = `g${this.ids++}`;
    const [x1, y1, x2, y2] = direction;
    const stopTags = stops
      .map((color, i) => `<stop offset="${fmt2(stops.length === 1 ? 0 : i / (stops.length - 1))}" stop-color="${color}"/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A soft glow: the colour fading out to transparent. */
  glow(color: string, strength = 0.55): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${fmt2(strength)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(content: string): string {
    const id = `g${this.ids++}`;
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  pattern(width: number, height: number, content: string, transform?: string): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      tag('pattern', { id, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform }, content),
    );
    return `url(#${id})`;
  }

  svg(title: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}" role="img" aria-labelledby="title">` +
      `<title id="title">${escapeXml(title)}</title>${defs}${this.parts.join('')}</svg>\n`
    );
  }
}

function backdrop(art: Art, pair: Pair): void {
  const direction = art.rng.pick(GRADIENT_DIRECTIONS);
  art.add(rect(0, 0, art.w, art.h, 0, art.linear(pair, direction)));
}

/** Large soft shapes tucked into corners and edges. */
function softBlobs(art: Art, colors: readonly string[], count: number, alpha: readonly [number, number] = [0.35, 0.7]): void {
  const { w, h, rng } = art;
  const anchors = rng.shuffle<Pt>([
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
    [w * 0.5, -h * 0.05],
    [w * 0.5, h * 1.05],
    [-w * 0.03, h * 0.5],
    [w * 1.03, h * 0.5],
  ]);
  for (let i = 0; i < count; i++) {
    const [ax, ay] = anchors[i % anchors.length] as Pt;
    const r = rng.range(0.22, 0.4) * Math.min(w, h);
    const cx = ax + rng.range(-0.06, 0.06) * w;
    const cy = ay + rng.range(-0.06, 0.06) * h;
    art.add(shape(blobPath(rng, cx, cy, r), rng.pick(colors), opacity(rng.range(alpha[0], alpha[1]))));
  }
}

type SprinkleKind = 'dot' | 'ring' | 'sparkle' | 'heart' | 'star' | 'leaf' | 'plus';

function sprinkleShape(kind: SprinkleKind, x: number, y: number, s: number, color: string, rng: Rng): string {
  switch (kind) {
    case 'dot':
      return circle(x, y, 7 * s, color);
    case 'ring':
      return circle(x, y, 11 * s, 'none', { stroke: color, 'stroke-width': fmt(4 * s) });
    case 'sparkle':
      return sparkle(x, y, 17 * s, color);
    case 'heart':
      return heart(x, y, 13 * s, color);
    case 'star':
      return star(x, y, 14 * s, color);
    case 'leaf':
      return leaf(x, y + 18 * s, 38 * s, 13 * s, rng.range(-60, 60), color);
    case 'plus':
      return line(d`M${x - 10 * s} ${y}L${x + 10 * s} ${y}M${x} ${y - 10 * s}L${x} ${y + 10 * s}`, color, 5 * s);
  }
}

/** Small accents scattered round the picture, away from the zones the motif occupies. */
function sprinkle(
  art: Art,
  kinds: readonly SprinkleKind[],
  colors: readonly string[],
  count: number,
  keepOut: (x: number, y: number) => boolean,
  size = 1,
): void {
  const { w, h, rng } = art;
  const placed: Pt[] = [];
  for (let tries = 0; placed.length < count && tries < count * 60; tries++) {
    const x = rng.range(0.05, 0.95) * w;
    const y = rng.range(0.07, 0.93) * h;
    if (keepOut(x, y) || placed.some(([px, py]) => Math.hypot(px - x, py - y) < 80 * size)) continue;
    placed.push([x, y]);
    art.add(sprinkleShape(rng.pick(kinds), x, y, rng.range(0.75, 1.3) * size, rng.pick(colors), rng));
  }
}

/** A keep-out test: inside any of the ellipses [cx, cy, rx, ry]. */
function zones(...areas: readonly (readonly [number, number, number, number])[]): (x: number, y: number) => boolean {
  return (x, y) => areas.some(([cx, cy, rx, ry]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1);
}

// ================================================================ people

type HairStyle = 'bob' | 'long' | 'bun' | 'short' | 'curly' | 'ponytail';
const HAIR_STYLES: readonly HairStyle[] = ['bob', 'long', 'bun', 'short', 'curly', 'ponytail'];

interface Look {
  skin: string;
  hair: string;
  style: HairStyle;
  top: string;
  bottom: string;
  dress: boolean;
}

/** Relative lightness 0–1 of a #RRGGBB colour. */
function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** A hair colour that stands out from the skin tone. */
function hairFor(rng: Rng, skin: string): string {
  return rng.pick(HAIR_COLOURS.filter((hair) => Math.abs(lightness(hair) - lightness(skin)) > 0.22));
}

function randomLook(rng: Rng, tops: readonly string[] = [C.coral, C.sage, C.plum, C.teal, C.coralDeep]): Look {
  const top = rng.pick(tops);
  const skin = rng.pick(SKIN_TONES);
  return {
    skin,
    hair: hairFor(rng, skin),
    style: rng.pick(HAIR_STYLES),
    top,
    bottom: rng.pick([C.teal, C.plum, C.ink, '#4F6F8C'].filter((c) => c !== top)),
    dress: rng.chance(0.45),
  };
}

function babyLook(rng: Rng): Pick<Look, 'skin' | 'hair'> {
  const skin = rng.pick(SKIN_TONES);
  return { skin, hair: hairFor(rng, skin) };
}

type Face = 'smile' | 'sleep' | 'calm' | 'none';

/** Head parts, split so a body can sit between the hair behind and the face in front. */
function head(cx: number, cy: number, r: number, look: Pick<Look, 'skin' | 'hair' | 'style'>, face: Face): { back: string; front: string } {
  const { hair, skin, style } = look;
  const back: string[] = [];
  const front: string[] = [];
  const cap = d`M${cx - 1.04 * r} ${cy + 0.15 * r}A${1.06 * r} ${1.06 * r} 0 1 1 ${cx + 1.04 * r} ${cy + 0.15 * r}C${cx + 0.92 * r} ${cy - 0.45 * r} ${cx + 0.5 * r} ${cy - 0.72 * r} ${cx + 0.18 * r} ${cy - 0.74 * r}C${cx - 0.3 * r} ${cy - 0.5 * r} ${cx - 0.78 * r} ${cy - 0.28 * r} ${cx - 1.04 * r} ${cy + 0.32 * r}Z`;
  switch (style) {
    case 'long':
      back.push(
        shape(
          d`M${cx - 1.1 * r} ${cy}C${cx - 1.22 * r} ${cy + 1.1 * r} ${cx - 1.25 * r} ${cy + 1.8 * r} ${cx - 0.95 * r} ${cy + 2.15 * r}L${cx + 0.95 * r} ${cy + 2.15 * r}C${cx + 1.25 * r} ${cy + 1.8 * r} ${cx + 1.22 * r} ${cy + 1.1 * r} ${cx + 1.1 * r} ${cy}A${1.1 * r} ${1.1 * r} 0 1 0 ${cx - 1.1 * r} ${cy}Z`,
          hair,
        ),
      );
      break;
    case 'bob':
      back.push(
        shape(
          d`M${cx - 1.14 * r} ${cy}L${cx - 1.16 * r} ${cy + 0.9 * r}Q${cx - 1.16 * r} ${cy + 1.12 * r} ${cx - 0.9 * r} ${cy + 1.12 * r}L${cx + 0.9 * r} ${cy + 1.12 * r}Q${cx + 1.16 * r} ${cy + 1.12 * r} ${cx + 1.16 * r} ${cy + 0.9 * r}L${cx + 1.14 * r} ${cy}A${1.14 * r} ${1.14 * r} 0 1 0 ${cx - 1.14 * r} ${cy}Z`,
          hair,
        ),
      );
      break;
    case 'bun':
      back.push(circle(cx + 0.15 * r, cy - 1.1 * r, 0.46 * r, hair));
      break;
    case 'ponytail':
      back.push(
        shape(
          d`M${cx + 0.7 * r} ${cy - 0.8 * r}C${cx + 1.7 * r} ${cy - 0.7 * r} ${cx + 1.7 * r} ${cy + 0.9 * r} ${cx + 1.25 * r} ${cy + 1.5 * r}C${cx + 1.2 * r} ${cy + 0.8 * r} ${cx + 1.05 * r} ${cy} ${cx + 0.6 * r} ${cy - 0.4 * r}Z`,
          hair,
        ),
      );
      break;
    case 'curly':
      back.push(circle(cx, cy - 0.05 * r, 1.2 * r, hair));
      for (let i = 0; i < 11; i++) {
        const angle = Math.PI * (0.85 + (i / 10) * 1.3);
        back.push(circle(cx + Math.cos(angle) * 1.18 * r, cy - 0.05 * r + Math.sin(angle) * 1.18 * r, 0.3 * r, hair));
      }
      back.push(circle(cx - 1.05 * r, cy + 0.55 * r, 0.32 * r, hair), circle(cx + 1.05 * r, cy + 0.55 * r, 0.32 * r, hair));
      break;
    case 'short':
      break;
  }
  front.push(circle(cx, cy, r, skin));
  if (style === 'short') {
    front.push(
      shape(
        d`M${cx - 1.03 * r} ${cy + 0.05 * r}A${1.05 * r} ${1.05 * r} 0 1 1 ${cx + 1.03 * r} ${cy + 0.05 * r}C${cx + 0.95 * r} ${cy - 0.25 * r} ${cx + 0.5 * r} ${cy - 0.3 * r} ${cx - 0.05 * r} ${cy - 0.56 * r}Q${cx - 0.3 * r} ${cy - 0.35 * r} ${cx - 0.82 * r} ${cy - 0.32 * r}Q${cx - 0.98 * r} ${cy - 0.2 * r} ${cx - 1.03 * r} ${cy + 0.05 * r}Z`,
        hair,
      ),
    );
  } else {
    front.push(shape(cap, hair));
  }
  if (style === 'curly') {
    for (let i = 0; i < 5; i++) {
      const angle = Math.PI * (1.15 + (i / 4) * 0.7);
      front.push(circle(cx + Math.cos(angle) * 0.95 * r, cy + Math.sin(angle) * 0.95 * r, 0.28 * r, hair));
    }
  }
  const eyeY = cy + 0.12 * r;
  const ink = '#3A2A2A';
  if (face === 'smile' || face === 'calm') {
    front.push(circle(cx - 0.34 * r, eyeY, 0.075 * r, ink), circle(cx + 0.34 * r, eyeY, 0.075 * r, ink));
  } else if (face === 'sleep') {
    for (const ex of [cx - 0.34 * r, cx + 0.34 * r]) {
      front.push(line(d`M${ex - 0.13 * r} ${eyeY}Q${ex} ${eyeY + 0.1 * r} ${ex + 0.13 * r} ${eyeY}`, ink, 0.05 * r));
    }
  }
  if (face !== 'none') {
    const mouth = face === 'smile' ? 0.2 : 0.13;
    front.push(
      line(d`M${cx - mouth * r} ${cy + 0.42 * r}Q${cx} ${cy + (0.42 + mouth * 0.8) * r} ${cx + mouth * r} ${cy + 0.42 * r}`, ink, 0.055 * r),
      circle(cx - 0.55 * r, cy + 0.36 * r, 0.14 * r, C.coral, opacity(0.5)),
      circle(cx + 0.55 * r, cy + 0.36 * r, 0.14 * r, C.coral, opacity(0.5)),
    );
  }
  return { back: back.join(''), front: front.join('') };
}

interface FigureOptions {
  kid?: boolean;
  /** Hand positions relative to the figure's feet; defaults hang by the sides. */
  leftHand?: Pt;
  rightHand?: Pt;
  face?: Face;
  backpack?: string;
}

/** A standing figure, feet centred on (x, ground). */
function figure(x: number, ground: number, look: Look, options: FigureOptions = {}): string {
  const kid = options.kid ?? false;
  const headR = kid ? 40 : 44;
  const headCy = ground - (kid ? 292 : 468);
  const shoulderY = ground - (kid ? 232 : 392);
  const shoulderHalf = kid ? 38 : 58;
  const hipY = ground - (kid ? 112 : 196);
  const hipHalf = kid ? 40 : 62;
  const hemY = look.dress ? ground - (kid ? 78 : 150) : hipY + 6;
  const hemHalf = look.dress ? (kid ? 60 : 98) : hipHalf;
  const armWidth = kid ? 17 : 23;
  const parts: string[] = [];
  const { back, front } = head(x, headCy, headR, look, options.face ?? 'smile');
  parts.push(back);
  if (options.backpack) parts.push(rect(x - shoulderHalf - 12, shoulderY + 8, shoulderHalf * 2 + 24, 120, 26, options.backpack));
  // legs and shoes
  const legW = kid ? 20 : 24;
  const legTop = look.dress ? hemY - 20 : hipY - 10;
  const legColor = look.dress ? look.skin : look.bottom;
  parts.push(
    rect(x - legW - 5, legTop, legW, ground - legTop - 6, legW / 2, legColor),
    rect(x + 5, legTop, legW, ground - legTop - 6, legW / 2, legColor),
    ellipse(x - legW / 2 - 8, ground - 6, legW * 0.9, 10, C.ink),
    ellipse(x + legW / 2 + 8, ground - 6, legW * 0.9, 10, C.ink),
  );
  if (!look.dress) {
    parts.push(rect(x - hipHalf + 4, hipY - 14, hipHalf * 2 - 8, kid ? 56 : 70, 18, look.bottom));
  }
  // neck and body
  parts.push(rect(x - headR * 0.26, headCy + headR * 0.7, headR * 0.52, shoulderY - headCy - headR * 0.6, 8, look.skin));
  parts.push(
    shape(
      d`M${x - shoulderHalf} ${shoulderY + 22}Q${x - shoulderHalf} ${shoulderY} ${x - shoulderHalf + 22} ${shoulderY}L${x + shoulderHalf - 22} ${shoulderY}Q${x + shoulderHalf} ${shoulderY} ${x + shoulderHalf} ${shoulderY + 22}L${x + hemHalf} ${hemY - 8}Q${x + hemHalf} ${hemY} ${x + hemHalf - 10} ${hemY}L${x - hemHalf + 10} ${hemY}Q${x - hemHalf} ${hemY} ${x - hemHalf} ${hemY - 8}Z`,
      look.top,
    ),
    shape(d`M${x - headR * 0.34} ${shoulderY}Q${x} ${shoulderY + headR * 0.5} ${x + headR * 0.34} ${shoulderY}Z`, look.skin),
  );
  if (options.backpack) {
    parts.push(
      line(d`M${x - shoulderHalf + 14} ${shoulderY + 2}L${x - shoulderHalf + 18} ${shoulderY + 100}`, options.backpack, 9),
      line(d`M${x + shoulderHalf - 14} ${shoulderY + 2}L${x + shoulderHalf - 18} ${shoulderY + 100}`, options.backpack, 9),
    );
  }
  // arms
  const arm = (side: -1 | 1, hand: Pt | undefined): void => {
    const sx = x + side * (shoulderHalf - armWidth * 0.45);
    const sy = shoulderY + armWidth * 0.6;
    const [hx, hy] = hand ? [x + hand[0], ground + hand[1]] : [x + side * (shoulderHalf + (kid ? 10 : 14)), hipY + (kid ? 8 : 14)];
    const cx = sx + (hx - sx) * 0.15 + side * 16;
    const cy = sy + (hy - sy) * 0.8;
    parts.push(line(d`M${sx} ${sy}Q${cx} ${cy} ${hx} ${hy}`, look.top, armWidth), circle(hx, hy, armWidth * 0.55, look.skin));
  };
  arm(-1, options.leftHand);
  arm(1, options.rightHand);
  parts.push(front);
  return parts.join('');
}

/** A swaddled baby, centred on (0, 0), head to the left. */
function swaddledBaby(look: Pick<Look, 'skin' | 'hair'>, wrap: string, fold: string, face: Face = 'sleep'): string {
  const h = head(-118, -22, 50, { skin: look.skin, hair: look.hair, style: 'short' }, face);
  return [
    circle(-118, -22, 66, wrap),
    ellipse(10, 6, 150, 78, wrap),
    line(d`M-60 -60Q10 -10 -20 70`, fold, 7, opacity(0.8)),
    line(d`M40 -72Q90 -10 60 76`, fold, 6, opacity(0.6)),
    h.front,
  ].join('');
}

/** Head-and-shoulders adult from a chest-centred origin, drawn down past y = 420. */
function bust(look: Look, face: Face, extraBack = ''): { back: string; body: string; front: string } {
  const h = head(0, -190, 82, look, face);
  const body = [
    rect(-25, -140, 50, 110, 16, look.skin),
    shape(d`M-178 30Q-178 -42 -112 -46L112 -46Q178 -42 178 30L198 440L-198 440Z`, look.top),
    shape(d`M-40 -46Q0 8 40 -46Z`, look.skin),
  ].join('');
  return { back: extraBack + h.back, body, front: h.front };
}

// ================================================================ motifs: sleep

function cot(rng: Rng, o: { wood: string; mattress: string; bag: string; print: string; skin: string; hair: string; mobile: boolean; accent: string[] }): string {
  const out: string[] = [];
  if (o.mobile) {
    out.push(line(d`M286 -340L286 -470Q286 -492 262 -492L120 -492`, o.wood, 11));
    const hangs: [number, number][] = [
      [140, -392],
      [196, -372],
      [250, -404],
    ];
    hangs.forEach(([hx, hy], i) => {
      out.push(line(d`M${hx} -492L${hx} ${hy - 20}`, o.wood, 3));
      const color = o.accent[i % o.accent.length] as string;
      if (i === 0) out.push(star(hx, hy, 22, color));
      else if (i === 1) out.push(crescent(hx, hy, 22, color));
      else out.push(heart(hx, hy, 17, color));
    });
  }
  out.push(rect(-262, -170, 524, 52, 16, o.mattress));
  // baby on its back in a sleeping bag, nothing else in the cot (safe sleep)
  out.push(rect(-150, -252, 300, 90, 45, o.bag));
  for (let i = 0; i < 6; i++) out.push(circle(-70 + i * 38, -207 + (i % 2 ? 16 : -16), 6, o.print));
  out.push(head(-176, -210, 44, { skin: o.skin, hair: o.hair, style: 'short' }, 'sleep').front);
  // bars, rails and posts in front
  for (let bx = -232; bx <= 232; bx += 42) out.push(rect(bx - 5, -292, 10, 186, 5, o.wood));
  out.push(rect(-290, -306, 580, 24, 12, o.wood), rect(-290, -120, 580, 24, 12, o.wood));
  out.push(rect(-306, -360, 32, 360, 16, o.wood), rect(274, -360, 32, 360, 16, o.wood));
  out.push(circle(-290, -366, 20, o.wood), circle(290, -366, 20, o.wood));
  return out.join('');
}

function bedsideLamp(color: string, shade: string, glowFill: string): string {
  return [
    circle(0, -250, 150, glowFill),
    rect(-60, -20, 120, 20, 10, color),
    rect(-8, -190, 16, 175, 8, color),
    shape(d`M-80 -180L80 -180L52 -300L-52 -300Z`, shade),
  ].join('');
}

function bookStack(colors: readonly string[]): string {
  return [
    rect(-90, -40, 180, 40, 8, colors[0] ?? C.teal),
    rect(-80, -78, 165, 38, 8, colors[1] ?? C.coral),
    rect(-72, -112, 150, 34, 8, colors[2] ?? C.sage),
    line(d`M-70 -20L80 -20M-60 -59L70 -59`, C.cream, 4, opacity(0.7)),
  ].join('');
}

function drawSleep(art: Art, title: string): void {
  const { rng } = art;
  const lower = title.toLowerCase();
  backdrop(art, rng.pick(NIGHT_BACKGROUNDS));
  softBlobs(art, [C.tealSoft, C.plumSoft, '#5E7E8E'], 3, [0.18, 0.32]);
  const moonX = rng.pick([200, 230, 980, 1010]);
  const moonY = rng.range(150, 190);
  art.add(circle(moonX, moonY, 150, art.glow(C.cream, 0.35)), crescent(moonX, moonY, 66, '#FCE9B8'));
  art.add(cloud(moonX + (moonX < 600 ? 90 : -90), moonY + 60, 0.8, C.cream, opacity(0.85)));
  const cotX = 600 + rng.range(-40, 40);
  const routine = /routine|bedtime|night|settl/.test(lower);
  sprinkle(art, ['sparkle', 'star', 'dot'], ['#FCE9B8', C.peach, C.white], 11, zones([cotX, 560, 380, 300], [moonX, moonY, 150, 130]), 1);
  art.add(ellipse(600, 735, 560, 56, C.ink, opacity(0.18)));
  const skin = rng.pick(SKIN_TONES);
  art.add(
    group(
      cot(rng, {
        wood: rng.pick([C.cream, C.sand, '#F7EBDD']),
        mattress: C.white,
        bag: rng.pick([C.coral, C.sage, C.peach, C.plumSoft]),
        print: C.cream,
        skin,
        hair: hairFor(rng, skin),
        mobile: !routine || rng.chance(0.5),
        accent: rng.shuffle([C.coral, '#FCE9B8', C.sage, C.peach]),
      }),
      at(routine ? cotX - 90 : cotX, 730, 1),
    ),
  );
  if (routine) {
    const lampX = cotX + 360;
    art.add(group(bedsideLamp(C.sand, C.peach, art.glow('#FCE9B8', 0.5)), at(lampX, 730, 0.95)));
  }
}

// ================================================================ motifs: food (side view)

function sideBowl(rng: Rng, o: { body: string; rim: string; inside: string; food: string; pattern: string }, toppings: string): string {
  const out: string[] = [];
  out.push(ellipse(0, 0, 232, 44, o.inside));
  out.push(ellipse(0, 4, 212, 34, o.food));
  out.push(toppings);
  out.push(shape(d`M-232 0A232 214 0 0 0 232 0A232 44 0 0 1 -232 0Z`, o.body));
  out.push(line(d`M-226 14A226 44 0 0 0 226 14`, o.rim, 8, opacity(0.9)));
  const dots: Pt[] = [
    [-140, 80],
    [-70, 112],
    [0, 122],
    [70, 112],
    [140, 80],
    [-100, 160],
    [-30, 178],
    [40, 178],
    [106, 156],
  ];
  const motif = rng.pick(['dots', 'hearts', 'band'] as const);
  if (motif === 'band') out.push(line(d`M-212 70Q0 150 212 70`, o.pattern, 16, opacity(0.9)));
  else for (const [x, y] of dots) out.push(motif === 'dots' ? circle(x, y, 9, o.pattern) : heart(x, y, 10, o.pattern));
  return out.join('');
}

function broccoli(x: number, y: number, s: number): string {
  return [
    rect(x - 9 * s, y - 10 * s, 18 * s, 48 * s, 8 * s, '#9FC38F'),
    circle(x - 22 * s, y - 18 * s, 22 * s, F.greenDark),
    circle(x + 22 * s, y - 18 * s, 22 * s, F.greenDark),
    circle(x, y - 36 * s, 26 * s, F.green),
  ].join('');
}

function carrot(x: number, y: number, s: number, angle: number): string {
  return group(
    [
      leaf(-6, -58, 40, 10, -25, F.greenDark),
      leaf(6, -58, 44, 10, 20, F.green),
      shape(d`M-26 -60Q0 -72 26 -60L4 120Q0 128 -4 120Z`, F.carrot),
      line(d`M-14 -20L2 -20M-6 20L8 20M-4 60L4 60`, '#E07E3C', 4),
    ],
    at(x, y, s, angle),
  );
}

function tomato(x: number, y: number, r: number): string {
  return [circle(x, y, r, F.tomato), star(x, y - r * 0.75, r * 0.4, F.greenDark), circle(x - r * 0.35, y - r * 0.1, r * 0.18, C.white, opacity(0.35))].join('');
}

function avocadoHalf(x: number, y: number, s: number, angle: number): string {
  return group(
    [
      shape(d`M0 -90C55 -90 70 0 70 30C70 80 40 100 0 100C-40 100 -70 80 -70 30C-70 0 -55 -90 0 -90Z`, '#4F7A44'),
      shape(d`M0 -78C46 -78 58 0 58 30C58 72 34 88 0 88C-34 88 -58 72 -58 30C-58 0 -46 -78 0 -78Z`, '#DDE8A6'),
      circle(0, 30, 28, F.woodDark),
    ],
    at(x, y, s, angle),
  );
}

function spoon(length: number, color: string): string {
  return [rect(-9, -length, 18, length - 40, 9, color), ellipse(0, -length - 26, 34, 46, color)].join('');
}

function drawNutrition(art: Art, title: string): void {
  const { rng } = art;
  const lower = title.toLowerCase();
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  softBlobs(art, [C.peach, C.sage, C.sand, C.coral], 3, [0.3, 0.55]);
  const cx = 600 + rng.range(-50, 50);
  const cy = 430;
  const kind = /solid|baby|first|wean/.test(lower) ? 'puree' : /pregnan|eating well|mum/.test(lower) ? 'salad' : 'veg';
  sprinkle(art, ['leaf', 'dot', 'sparkle', 'heart'], [C.sage, C.coral, C.white, C.sageDeep], 9, zones([cx, 470, 420, 290]), 1);
  art.add(shadow(cx, cy + 220, 290, 30));
  const body = rng.pick([C.coral, C.teal, C.sage, C.plum]);
  const colors = {
    body,
    rim: body === C.coral ? C.peach : C.cream,
    inside: body === C.teal ? '#24494D' : body === C.plum ? '#643F5A' : body === C.sage ? '#8DAE86' : C.coralDeep,
    food: kind === 'puree' ? F.sweetPotato : kind === 'salad' ? '#BFD8A9' : F.oatLight,
    pattern: body === C.sage ? C.white : C.cream,
  };
  const toppings: string[] = [];
  if (kind === 'puree') {
    toppings.push(line(d`M-120 2Q-60 -16 0 2T120 2`, '#F8BE83', 10));
    toppings.push(group(spoon(230, rng.pick([C.white, C.peach, C.sand])), at(80, 10, 1, 38)));
  } else if (kind === 'salad') {
    for (let i = 0; i < 7; i++) toppings.push(leaf(-170 + i * 55, 20, 80, 32, rng.range(-40, 40), i % 2 ? F.green : F.greenDark));
    toppings.push(tomato(-60, -18, 24), tomato(70, -10, 22), circle(10, -24, 14, F.corn), circle(140, -14, 16, F.corn));
    toppings.push(group(spoon(230, C.sand), at(110, 10, 1, 40)));
  } else {
    toppings.push(broccoli(-110, 4, 0.9), broccoli(96, 8, 0.8));
    for (let i = 0; i < 6; i++) toppings.push(ellipse(-40 + i * 22, -8 + (i % 2) * 10, 16, 10, F.carrot));
    for (let i = 0; i < 7; i++) toppings.push(circle(-180 + i * 18 + (i > 3 ? 250 : 0), -4 + (i % 2) * 8, 9, F.green));
    toppings.push(group(spoon(240, C.sand), at(40, 10, 1, -32)));
  }
  art.add(group(sideBowl(rng, colors, toppings.join('')), at(cx, cy, 0.95)));
  const side = rng.chance(0.5) ? 1 : -1;
  if (kind === 'puree') {
    art.add(group(shape(d`M-40 -70C-70 -40 -70 40 0 60C70 40 70 -40 40 -70C20 -90 -20 -90 -40 -70Z`, F.pear) + leaf(8, -82, 40, 14, 25, F.green), at(cx + side * 330, 600, 1)));
    art.add(ellipse(cx - side * 340, 620, 90, 42, F.sweetPotato, { transform: `rotate(${-side * 15} ${fmt(cx - side * 340)} 620)` }));
  } else {
    art.add(carrot(cx + side * 330, 560, 0.85, side * 70));
    art.add(avocadoHalf(cx - side * 330, 600, 0.75, -side * 18));
    art.add(tomato(cx - side * 250, 640, 30));
  }
}

// ================================================================ motifs: self-care

function teacup(rng: Rng, cup: string, pattern: string): string {
  return [
    ellipse(0, 160, 250, 40, C.white),
    ellipse(0, 156, 180, 22, '#F1E6DE'),
    line(d`M160 -10C265 -20 265 120 120 106`, cup, 28),
    shape(d`M-175 -40L175 -40C175 80 110 156 0 156C-110 156 -175 80 -175 -40Z`, cup),
    ellipse(0, -40, 175, 28, cup),
    ellipse(0, -38, 155, 19, '#B9826A'),
    heart(0, 56, 40, pattern),
    rng.chance(0.5) ? line(d`M-150 10Q0 40 150 10`, pattern, 6, opacity(0.6)) : '',
  ].join('');
}

function steam(color: string): string {
  return [
    line(d`M-50 -80C-80 -115 -20 -150 -50 -195`, color, 11, opacity(0.85)),
    line(d`M10 -86C-20 -125 40 -160 10 -215`, color, 11, opacity(0.85)),
    line(d`M70 -80C40 -115 100 -150 70 -190`, color, 11, opacity(0.85)),
  ].join('');
}

function yogaMat(color: string, end: string): string {
  return [rect(-170, -60, 300, 120, 60, color), circle(130, 0, 60, color), circle(130, 0, 40, end), circle(130, 0, 18, color)].join('');
}

function waterBottle(color: string): string {
  return [rect(-40, -190, 80, 190, 24, color), rect(-26, -226, 52, 42, 10, C.teal), rect(-40, -130, 80, 50, 0, C.white, opacity(0.35))].join('');
}

function alarmClock(face: string, rim: string): string {
  return [
    line(d`M-70 80L-90 110M70 80L90 110`, rim, 12),
    circle(-62, -78, 28, rim),
    circle(62, -78, 28, rim),
    circle(0, 0, 110, rim),
    circle(0, 0, 90, face),
    line(d`M0 0L0 -56M0 0L40 22`, C.ink, 10),
    circle(0, 0, 9, C.coral),
  ].join('');
}

function drawSelfCare(art: Art, title: string): void {
  const { rng } = art;
  const lower = title.toLowerCase();
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  softBlobs(art, [C.peach, C.sage, C.plumMist, C.sand], 3, [0.35, 0.6]);
  const cupColor = rng.pick([C.coral, C.sage, C.plum, C.teal]);
  const movement = /movement|body|exercise|walk|yoga/.test(lower);
  const reset = /reset|minute|quick|time/.test(lower);
  const cupX = movement || reset ? 720 + rng.range(-30, 30) : 600 + rng.range(-40, 40);
  sprinkle(art, ['heart', 'sparkle', 'dot', 'leaf'], [C.coral, C.white, C.sage, C.plumSoft], 9, zones([cupX, 420, 300, 330], [movement || reset ? 330 : 1300, 560, 220, 200]), 1);
  art.add(shadow(cupX, 640, 290, 30));
  art.add(group([steam(C.white), teacup(rng, cupColor, cupColor === C.coral ? C.cream : C.peach)], at(cupX, 470, 1)));
  art.add(heart(cupX + 10, 175, 46, rng.pick([C.coral, C.coralDeep, C.plum])));
  if (movement) {
    art.add(group(yogaMat(rng.pick([C.sage, C.plumSoft, C.teal]), C.cream), at(300, 590, 1, -8)));
    art.add(group(waterBottle(rng.pick([C.coral, C.peach])), at(420, 530, 0.85)));
  } else if (reset) {
    art.add(group(alarmClock(C.cream, rng.pick([C.teal, C.plum, C.coralDeep])), at(330, 500, 1, -8)));
  } else {
    const side = rng.chance(0.5) ? -1 : 1;
    art.add(sprig(cupX + side * 380, 660, 300, -side * 40, C.sageDeep, C.sage));
    art.add(group(bookStack(rng.shuffle([C.plum, C.peach, C.sage])), at(cupX - side * 380, 660, 0.9)));
  }
}

// ================================================================ motifs: products

type PramKind = 'pram' | 'jogger' | 'compact' | 'double' | 'umbrella';
type CarrierKind = 'ergo' | 'wrap' | 'sling' | 'hiking';

function pramKind(text: string): PramKind {
  if (/duo|double|twin|tandem/.test(text)) return 'double';
  if (/compact|city|hop|fold/.test(text)) return 'compact';
  if (/lite|light|umbrella|budget/.test(text)) return 'umbrella';
  if (/cruiser|terrain|jog|beach|gravel|trail/.test(text)) return 'jogger';
  return 'pram';
}

function carrierKind(text: string): CarrierKind | null {
  if (/wrap/.test(text)) return 'wrap';
  if (/sling/.test(text)) return 'sling';
  if (/hik|trail|frame|backpack/.test(text)) return 'hiking';
  if (/carrier|ergo/.test(text)) return 'ergo';
  return null;
}

function wheel(x: number, y: number, r: number, tyre: string, hub: string, spokes = false): string {
  const out = [circle(x, y, r, tyre), circle(x, y, r * 0.58, hub)];
  if (spokes) for (let a = 0; a < 6; a++) out.push(line(d`M${x} ${y}L${x + Math.cos(a) * r * 0.55} ${y + Math.sin(a) * r * 0.55}`, tyre, 4));
  out.push(circle(x, y, r * 0.2, tyre));
  return out.join('');
}

/** Side view, ground at y = 0, handle and hood on the left. */
function pram(kind: PramKind, o: { body: string; hood: string; frame: string; tyre: string; hub: string; trim: string }): string {
  const out: string[] = [];
  const hoodArc = (cx: number, cy: number, r: number): string =>
    [
      shape(d`M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx} ${cy - r}L${cx + r * 0.1} ${cy}Z`, o.hood),
      line(d`M${cx - r * 0.7} ${cy}A${r * 0.7} ${r * 0.7} 0 0 1 ${cx} ${cy - r * 0.7}`, o.trim, 5, opacity(0.7)),
      line(d`M${cx - r * 0.4} ${cy}A${r * 0.4} ${r * 0.4} 0 0 1 ${cx} ${cy - r * 0.4}`, o.trim, 5, opacity(0.7)),
    ].join('');
  if (kind === 'pram' || kind === 'jogger') {
    const big = kind === 'jogger';
    out.push(line(d`M-160 ${big ? -90 : -72}L-110 -250M150 ${big ? -62 : -60}L60 -250`, o.frame, 13));
    out.push(line(d`M-200 -270L-300 -520`, o.frame, 15), rect(-336, -556, 80, 26, 13, o.tyre, { transform: 'rotate(-20 -296 -543)' }));
    out.push(shape(d`M-240 -360L220 -360C220 -250 150 -220 0 -220C-150 -220 -240 -250 -240 -360Z`, o.body));
    out.push(line(d`M-226 -318L210 -318`, o.trim, 8, opacity(0.8)));
    out.push(hoodArc(-40, -360, 200));
    out.push(rect(-10, -380, 230, 30, 15, o.hood));
    out.push(wheel(-160, big ? -90 : -72, big ? 90 : 72, o.tyre, o.hub, big));
    out.push(wheel(150, big ? -62 : -60, big ? 62 : 60, o.tyre, o.hub, big));
  } else if (kind === 'compact') {
    out.push(line(d`M-170 -44L-230 -560`, o.frame, 14));
    out.push(line(d`M150 -44L-130 -360`, o.frame, 14));
    out.push(rect(-266, -590, 80, 26, 13, o.tyre, { transform: 'rotate(-15 -226 -577)' }));
    out.push(rect(-150, -220, 260, 70, 20, o.tyre, opacity(0.35)));
    out.push(line(d`M-200 -470L-140 -270L80 -262L120 -170`, o.body, 64));
    out.push(shape(d`M-270 -440A170 150 0 0 1 -20 -520L-60 -440Z`, o.hood), line(d`M-240 -452Q-140 -520 -50 -470`, o.trim, 5, opacity(0.7)));
    out.push(circle(-30, -300, 10, o.trim));
    for (const x of [-170, 150]) out.push(wheel(x - 12, -40, 40, o.tyre, o.hub), wheel(x + 12, -40, 40, o.tyre, o.hub));
  } else if (kind === 'umbrella') {
    // a light umbrella-fold buggy: X side frame, hook handle, sling seat, little canopy
    out.push(line(d`M-190 -32L-150 -540Q-146 -590 -190 -590`, o.frame, 11));
    out.push(line(d`M170 -32L-110 -330`, o.frame, 11), line(d`M-176 -200L120 -90`, o.frame, 9));
    out.push(line(d`M-160 -470Q-150 -300 -120 -250Q-20 -236 90 -250L110 -180`, o.body, 40));
    out.push(shape(d`M-200 -470Q-130 -540 -20 -500L-40 -470Z`, o.hood));
    out.push(line(d`M90 -180L150 -180`, o.frame, 9));
    for (const x of [-190, 170]) out.push(wheel(x - 8, -30, 30, o.tyre, o.hub), wheel(x + 8, -30, 30, o.tyre, o.hub));
  } else {
    // two seats in tandem
    out.push(line(d`M-180 -60L-250 -600M170 -60L-100 -420M-160 -150L170 -60`, o.frame, 14));
    out.push(rect(-300, -636, 90, 28, 14, o.tyre, { transform: 'rotate(-15 -255 -622)' }));
    out.push(line(d`M-210 -540L-150 -390L40 -384L70 -320`, o.body, 58));
    out.push(line(d`M-100 -290L-40 -170L160 -166L190 -110`, o.body, 52));
    out.push(shape(d`M-280 -520A160 140 0 0 1 -40 -590L-80 -514Z`, o.hood));
    out.push(shape(d`M-150 -292A140 110 0 0 1 50 -350L10 -286Z`, o.hood));
    out.push(line(d`M-250 -532Q-160 -590 -70 -548M-124 -302Q-50 -350 20 -318`, o.trim, 5, opacity(0.7)));
    out.push(wheel(-180, -60, 62, o.tyre, o.hub), wheel(170, -56, 56, o.tyre, o.hub));
  }
  return out.join('');
}

/** Worn on an adult's front (the hiking carrier on the back), chest-centred, for 800 x 800. */
function carrier(kind: CarrierKind, rng: Rng, o: { fabric: string; strap: string; trim: string }, adult: Look, baby: Pick<Look, 'skin' | 'hair'>): string {
  const out: string[] = [];
  const b = bust(adult, 'smile');
  const babyHead = (x: number, y: number, hat?: string): string => {
    const h = head(x, y, 52, { ...baby, style: 'short' }, rng.chance(0.5) ? 'sleep' : 'calm');
    const sunhat = hat ? shape(d`M${x - 50} ${y - 28}Q${x - 52} ${y - 92} ${x} ${y - 92}Q${x + 52} ${y - 92} ${x + 50} ${y - 28}Z`, hat) + ellipse(x, y - 28, 82, 14, hat) : '';
    return h.front + sunhat;
  };
  if (kind === 'hiking') {
    out.push(line(d`M-150 -20L-150 -330L150 -330L150 -20`, C.ink, 16));
    out.push(shape(d`M-170 -350Q0 -420 170 -350L150 -320L-150 -320Z`, o.fabric));
    out.push(babyHead(120, -240, o.strap));
  }
  out.push(b.back, b.body);
  if (kind === 'hiking') {
    out.push(line(d`M-110 -40L-90 200M110 -40L90 200`, o.strap, 34), rect(-80, 80, 160, 26, 13, o.strap), rect(-200, 300, 400, 60, 30, o.fabric));
  } else if (kind === 'ergo') {
    out.push(line(d`M-118 -44L-130 160M118 -44L130 160`, o.strap, 36));
    out.push(babyHead(0, -4));
    out.push(rect(-135, 30, 270, 250, 70, o.fabric), rect(-100, 70, 200, 150, 50, o.trim, opacity(0.5)));
    out.push(rect(-195, 260, 390, 70, 35, o.strap), rect(-30, 276, 60, 38, 10, C.ink));
    out.push(circle(-78, 56, 17, baby.skin), circle(78, 56, 17, baby.skin));
  } else if (kind === 'wrap') {
    // one long stretchy fabric: over the shoulders, a wide pocket over baby's back, an X under
    out.push(line(d`M-118 -46L-112 60M118 -46L112 60`, o.fabric, 64));
    out.push(babyHead(0, -8));
    out.push(line(d`M-116 130L120 280M116 130L-120 280`, o.fabric, 60), line(d`M-116 130L120 280`, o.trim, 4, opacity(0.45)));
    out.push(rect(-160, 24, 320, 150, 64, o.fabric), line(d`M-140 66Q0 84 140 66M-140 132Q0 150 140 132`, o.trim, 4, opacity(0.45)));
    out.push(circle(-50, 30, 15, baby.skin), circle(50, 30, 15, baby.skin));
  } else {
    out.push(babyHead(20, 10));
    out.push(shape(d`M-150 -50L-60 -50L190 250Q60 330 -110 260Q-200 180 -150 -50Z`, o.fabric));
    out.push(line(d`M-140 40Q-20 140 150 240`, o.trim, 5, opacity(0.6)));
    out.push(circle(-110, -10, 30, 'none', { stroke: F.metal, 'stroke-width': 12 }));
    out.push(shape(d`M-120 30L-96 30L-80 140L-118 150Z`, o.strap));
  }
  out.push(b.front);
  return out.join('');
}

function babyBottle(body: string, cap: string, milk: string): string {
  return [
    shape(d`M-44 -300C-44 -360 -20 -390 0 -390C20 -390 44 -360 44 -300Z`, '#F6D9A8'),
    rect(-86, -310, 172, 62, 20, cap),
    rect(-100, -258, 200, 400, 56, body, opacity(0.9)),
    shape(d`M-100 -30Q-50 -50 0 -30T100 -30L100 86Q100 142 44 142L-44 142Q-100 142 -100 86Z`, milk),
    line(d`M-100 -190L-58 -190M-100 -130L-58 -130M-100 -70L-58 -70`, C.teal, 6, opacity(0.6)),
    heart(30, 60, 26, C.coral),
    rect(52, -230, 18, 300, 9, C.white, opacity(0.5)),
  ].join('');
}

/** A cloth nappy seen from the front, hanging by its waistband. */
function nappy(color: string, trim: string): string {
  const snaps: string[] = [];
  for (let i = 0; i < 4; i++) snaps.push(circle(-75 + i * 50, -88, 7, C.white));
  return [
    shape(d`M-170 -110L170 -110L170 -40Q170 -20 150 -16Q70 -4 46 96Q40 116 20 116L-20 116Q-40 116 -46 96Q-70 -4 -150 -16Q-170 -20 -170 -40Z`, color),
    rect(-170, -110, 340, 44, 18, trim, opacity(0.55)),
    ...snaps,
    line(d`M-146 -6Q-62 6 -44 90M146 -6Q62 6 44 90`, trim, 6, { opacity: '0.7', 'stroke-dasharray': '2 12' }),
  ].join('');
}

function drawProductBlog(art: Art, title: string): void {
  const { rng } = art;
  const lower = title.toLowerCase();
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  softBlobs(art, [C.peach, C.sage, C.sand, C.tealMist], 3, [0.4, 0.7]);
  const carrierType = carrierKind(lower);
  sprinkle(art, ['sparkle', 'star', 'dot', 'heart'], [C.coral, C.teal, C.white, C.sage], 9, zones([600, 440, 400, 380]), 1);
  if (/napp/.test(lower)) {
    art.add(line(d`M60 210Q600 290 1140 210`, C.teal, 6));
    const colors = rng.shuffle([C.coral, C.sage, C.plumSoft, C.peach, C.sand]);
    [250, 600, 950].forEach((x, i) => {
      const y = 240 + (i === 1 ? 34 : 8);
      art.add(group(nappy(colors[i] as string, C.cream), at(x, y + 130, 1)));
      art.add(rect(x - 90, y - 18, 16, 42, 6, C.teal), rect(x + 74, y - 18, 16, 42, 6, C.teal));
    });
    art.add(sprig(110, 760, 220, 30, C.sageDeep, C.sage), sprig(1090, 760, 200, -30, C.sageDeep, C.sage));
    return;
  }
  if (carrierType) {
    const adult = randomLook(rng, [C.sand, '#DCE6E4', '#EADFE6']);
    art.add(
      group(
        carrier(carrierType, rng, { fabric: rng.pick([C.teal, C.plum, C.sage]), strap: rng.pick([C.coral, C.coralDeep]), trim: C.cream }, adult, babyLook(rng)),
        at(600, 470, 1),
      ),
    );
    return;
  }
  const kind = /bottle|feed/.test(lower) ? null : pramKind(lower);
  art.add(shadow(600, 700, 360, 30));
  if (kind === null) art.add(group(babyBottle(C.cream, C.coral, C.white), at(600, 540, 1)));
  else
    art.add(
      group(
        pram(kind, { body: rng.pick([C.coral, C.teal, C.sage]), hood: rng.pick([C.plum, C.coralDeep, C.teal]), frame: C.ink, tyre: C.ink, hub: C.sand, trim: C.cream }),
        at(650, 700, 0.95),
      ),
    );
}

function drawProduct(art: Art, title: string, context: string): void {
  const { rng } = art;
  const text = `${title} ${context}`.toLowerCase();
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  art.add(circle(400, 400, 320, C.white, opacity(0.55)));
  softBlobs(art, [C.peach, C.sage, C.sand], 2, [0.3, 0.5]);
  sprinkle(art, ['sparkle', 'dot', 'ring'], [C.coral, C.sage, C.teal], 5, zones([400, 420, 330, 330]), 0.8);
  const fabric = rng.pick([C.coral, C.teal, C.sage, C.plum, C.coralDeep]);
  const accent = rng.pick([C.plum, C.teal, C.coralDeep, C.sageDeep].filter((c) => c !== fabric));
  const carrierType = carrierKind(text);
  if (carrierType) {
    const adult = randomLook(rng, [C.sand, '#DCE6E4', '#EADFE6', C.sageMist]);
    art.add(
      group(
        carrier(carrierType, rng, { fabric, strap: accent, trim: C.cream }, adult, babyLook(rng)),
        at(400, 470, 0.85),
      ),
    );
    return;
  }
  art.add(shadow(400, 690, 300, 26));
  art.add(group(pram(pramKind(text), { body: fabric, hood: accent, frame: C.ink, tyre: C.ink, hub: C.sand, trim: C.cream }), at(430, 690, 0.9)));
}

// ================================================================ motifs: parenting

function clipboard(paper: string, board: string, tick: string, rows = 3): string {
  const out = [rect(-110, -150, 220, 300, 22, board), rect(-90, -120, 180, 250, 12, paper), rect(-40, -166, 80, 40, 12, C.ink)];
  for (let i = 0; i < rows; i++) {
    const y = -70 + i * 62;
    out.push(rect(-66, y - 16, 32, 32, 8, 'none', { stroke: C.teal, 'stroke-width': 5 }));
    out.push(line(d`M-60 ${y}L-51 ${y + 9}L-36 ${y - 12}`, tick, 7));
    out.push(line(d`M-14 ${y}L64 ${y}`, C.sand, 10));
  }
  return out.join('');
}

function speechBubble(fill: string, inner: string): string {
  return [shape(d`M-90 -60Q-90 -90 -60 -90L60 -90Q90 -90 90 -60L90 10Q90 40 60 40L-20 40L-56 76L-48 40L-60 40Q-90 40 -90 10Z`, fill), inner].join('');
}

function drawParenting(art: Art, title: string): void {
  const { rng } = art;
  const lower = title.toLowerCase();
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  softBlobs(art, [C.peach, C.sage, C.sand, C.plumMist], 3, [0.35, 0.65]);
  const ground = 720;
  const mumX = 420 + rng.range(-30, 30);
  const kidX = mumX + 235;
  const mum = randomLook(rng);
  const kid = { ...randomLook(rng, [C.peach, C.sage, C.coral, '#F6C945'].filter((c) => c !== mum.top)), style: rng.pick(['short', 'bun', 'curly', 'ponytail'] as const) };
  const holdX = (mumX + kidX) / 2 + 12;
  const holdY = ground - 236;
  const kindy = /kindy|school|childcare/.test(lower);
  const health = /nurse|health|doctor|check/.test(lower) && !kindy;
  const feelings = /tantrum|feeling|emotion/.test(lower);
  sprinkle(art, ['heart', 'sparkle', 'dot', 'leaf'], [C.coral, C.white, C.sage, C.plumSoft], 8, zones([(mumX + kidX) / 2, 470, 260, 330], [900, 330, 200, 220]), 1);
  art.add(ellipse((mumX + kidX) / 2, ground, 290, 26, C.ink, opacity(0.08)));
  art.add(figure(mumX, ground, mum, { rightHand: [holdX - mumX, holdY - ground] }));
  art.add(figure(kidX, ground, kid, { kid: true, leftHand: [holdX - kidX - 4, holdY - ground], rightHand: feelings ? [70, -330] : undefined, backpack: kindy ? rng.pick([C.teal, C.plum, C.coralDeep]) : undefined }));
  const cardX = 930;
  if (kindy) art.add(group(clipboard(C.white, rng.pick([C.sage, C.peach, C.sand]), C.coral), at(cardX, 380, 1, 6)));
  else if (health) {
    art.add(group(clipboard(C.white, rng.pick([C.sage, C.peach]), C.coral, 2), at(cardX, 400, 1, 6)));
    art.add(heart(cardX + 100, 230, 44, C.coral), line(d`M${cardX + 100} 204L${cardX + 100} 246M${cardX + 79} 225L${cardX + 121} 225`, C.white, 10));
  } else if (feelings) {
    art.add(group(speechBubble(C.white, heart(0, -26, 34, C.coral)), at(kidX + 150, 250, 1)));
    art.add(group(speechBubble(C.white, line(d`M-50 -26Q-30 -60 -10 -26T30 -26T60 -30`, C.plum, 9)), at(mumX - 200, 230, 0.85)));
  } else {
    art.add(heart(cardX, 300, 50, C.coral));
  }
}

// ================================================================ motifs: hero and masterclasses

function mumAndBaby(mum: Look, baby: Pick<Look, 'skin' | 'hair'>, wrap: string, fold: string): string {
  const b = bust(mum, 'sleep');
  return [
    b.back,
    b.body,
    line(d`M-150 10Q-210 150 -90 180L110 136`, mum.top, 58),
    circle(128, 128, 30, mum.skin),
    group(swaddledBaby(baby, wrap, fold), at(10, 60, 1, -12)),
    line(d`M160 10Q215 120 80 80`, mum.top, 54),
    ellipse(70, 72, 34, 28, mum.skin),
    b.front,
  ].join('');
}

function drawHero(art: Art): void {
  const { rng } = art;
  backdrop(art, [C.cream, C.peach]);
  softBlobs(art, [C.peach, C.sage, C.sand, C.coral], 4, [0.3, 0.55]);
  art.add(shape(blobPath(rng, 720, 470, 300, 8, 0.12), C.sage, opacity(0.45)));
  art.add(circle(720, 380, 240, C.white, opacity(0.5)));
  sprinkle(art, ['heart', 'sparkle', 'leaf', 'dot'], [C.coral, C.white, C.sage, C.plumSoft], 12, zones([720, 520, 330, 420]), 1.1);
  art.add(sprig(380, 800, 330, 40, C.sageDeep, C.sage), sprig(1080, 800, 280, -50, C.sageDeep, C.sage));
  const mum: Look = { skin: SKIN_TONES[2], hair: HAIR_COLOURS[1], style: 'long', top: C.coral, bottom: C.teal, dress: false };
  art.add(group(mumAndBaby(mum, { skin: SKIN_TONES[1], hair: HAIR_COLOURS[3] }, C.cream, C.peach), at(720, 470, 1.15)));
  art.add(heart(960, 200, 40, C.coralDeep), heart(1010, 150, 22, C.plumSoft));
}

type Topic = 'sleep' | 'solids' | 'wellbeing' | 'feeding' | 'village';

function topicOf(text: string): Topic {
  if (/sleep|settl|bedtime|nap/.test(text)) return 'sleep';
  if (/solid|food|nutrition|wean|eat|recipe/.test(text)) return 'solids';
  if (/bottle|breast|feed/.test(text)) return 'feeding';
  if (/pelvic|postpartum|recover|wellbeing|mental|body|movement/.test(text)) return 'wellbeing';
  return 'village';
}

/** A picture for the easel board, about 260 x 220, centred on (0, 0). */
function topicIcon(topic: Topic, rng: Rng): string {
  switch (topic) {
    case 'sleep':
      return [rect(-130, -110, 260, 220, 16, C.teal), crescent(-20, -6, 62, '#FCE9B8'), star(70, -50, 18, C.cream), sparkle(80, 40, 16, C.peach), sparkle(-90, 60, 12, C.cream), cloud(40, 70, 0.55, C.cream, opacity(0.9))].join('');
    case 'solids':
      return group(
        sideBowl(rng, { body: C.coral, rim: C.peach, inside: C.coralDeep, food: F.sweetPotato, pattern: C.cream }, group(spoon(230, C.sand), at(70, 10, 1, 38))),
        at(0, -10, 0.42),
      ) + carrot(-100, 40, 0.45, 60) + broccoli(100, 60, 0.6);
    case 'feeding':
      return group(babyBottle(C.cream, C.coral, C.white), at(0, 30, 0.38));
    case 'wellbeing':
      return [circle(0, 0, 96, C.sageMist), heart(0, 0, 52, C.coral), leaf(-20, 92, 70, 26, -50, C.sage), leaf(20, 92, 70, 26, 50, C.sageDeep)].join('');
    case 'village':
      return [shape(d`M-100 10L0 -84L100 10L100 96Q100 106 90 106L-90 106Q-100 106 -100 96Z`, C.coral), heart(0, 40, 40, C.cream)].join('');
  }
}

function drawMasterclass(art: Art, title: string, topic: Topic): void {
  const { rng, w, h } = art;
  const floorY = 590;
  const start = art.mark();
  art.add(rect(0, 0, w, h, 0, art.linear(rng.pick<Pair>([[C.cream, C.peach], [C.sageMist, C.cream], [C.plumMist, C.cream], [C.sand, C.cream]]), [0, 0, 0, 1])));
  softBlobs(art, [C.peach, C.sage, C.sand], 2, [0.3, 0.5]);
  // window with soft light
  const windowX = rng.pick([120, 160]);
  art.add(rect(windowX, 90, 220, 260, 110, C.white, opacity(0.7)), line(d`M${windowX + 110} 100L${windowX + 110} 350M${windowX} 230L${windowX + 220} 230`, C.sand, 8));
  art.add(rect(0, floorY, w, h - floorY, 0, rng.pick([C.sand, '#EED9C4', C.sageMist])));
  art.add(ellipse(600, floorY + 90, 420, 50, rng.pick([C.coral, C.sage, C.plumSoft]), opacity(0.45)));
  // easel board
  const boardX = 840;
  art.add(line(d`M${boardX - 120} ${floorY + 60}L${boardX - 40} 250M${boardX + 120} ${floorY + 60}L${boardX + 40} 250`, F.woodDark, 14));
  art.add(rect(boardX - 170, 180, 340, 280, 18, C.white), rect(boardX - 170, 448, 340, 18, 9, F.wood));
  art.add(group(topicIcon(topic, rng), at(boardX, 320, 1)));
  // plant
  art.add(sprig(130, floorY + 40, 260, 30, C.sageDeep, C.sage), sprig(150, floorY + 40, 200, -40, C.sageDeep, C.sage));
  art.add(shape(d`M90 ${floorY}L190 ${floorY}L176 ${floorY + 80}L104 ${floorY + 80}Z`, rng.pick([C.coral, C.plum, C.teal])));
  // presenter pointing at the board
  const presenter = randomLook(rng, [C.coral, C.sage, C.plum, C.teal]);
  art.add(figure(470, floorY + 110, presenter, { rightHand: [190, -440], face: 'smile' }));
  // half the scenes face the other way
  if (hashString(title) % 2 === 1) art.wrap(start, `matrix(-1 0 0 1 ${w} 0)`);
  // a calm video timeline
  art.add(rect(60, h - 44, w - 120, 8, 4, C.white, opacity(0.75)));
  const progress = rng.range(0.2, 0.6) * (w - 120);
  art.add(rect(60, h - 44, progress, 8, 4, C.coral), circle(60 + progress, h - 40, 12, C.coral));
}

// ================================================================ motifs: recipes (flat lay)

type Dish = 'cookie' | 'muffin' | 'soup' | 'dahl' | 'salmon' | 'puree' | 'fritter' | 'oats' | 'slice' | 'bolognese' | 'plate';

function dishOf(title: string): Dish {
  const t = title.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const rules: [RegExp, Dish][] = [
    [/cookie|biscuit/, 'cookie'],
    [/muffin|cupcake/, 'muffin'],
    [/bolognese|pasta|spaghetti|lasagne/, 'bolognese'],
    [/dahl|dal\b|curry|lentil/, 'dahl'],
    [/soup|broth|stew|casserole/, 'soup'],
    [/salmon|fish|traybake/, 'salmon'],
    [/puree|mash/, 'puree'],
    [/fritter|pancake|patties/, 'fritter'],
    [/oat|porridge|bircher/, 'oats'],
    [/slice|bar\b|frittata|quiche/, 'slice'],
  ];
  return rules.find(([pattern]) => pattern.test(t))?.[1] ?? 'plate';
}

function plateTop(r: number, plate: string, well: string): string {
  return [circle(8, 14, r, C.ink, opacity(0.08)), circle(0, 0, r, plate), circle(0, 0, r * 0.8, well)].join('');
}

function bowlTop(r: number, body: string, food: string): string {
  return [circle(10, 16, r, C.ink, opacity(0.09)), circle(0, 0, r, body), circle(0, 0, r * 0.84, food)].join('');
}

function fork(color: string): string {
  return [rect(-9, -40, 18, 260, 9, color), rect(-30, -130, 60, 100, 18, color), ...[-22, -7, 7, 22].map((x) => rect(x - 4, -200, 8, 90, 4, color))].join('');
}

function speckles(rng: Rng, count: number, r: number, colors: readonly string[], size: readonly [number, number]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const dist = Math.sqrt(rng.next()) * r;
    out.push(circle(Math.cos(a) * dist, Math.sin(a) * dist, rng.range(size[0], size[1]), rng.pick(colors)));
  }
  return out.join('');
}

function dishArt(dish: Dish, rng: Rng): { main: string; side: string } {
  const bowl = rng.pick([C.coral, C.sage, C.teal, C.plum, C.cream]);
  switch (dish) {
    case 'cookie': {
      const spots: Pt[] = rng.shuffle<Pt>([
        [-100, -80],
        [100, -70],
        [-96, 96],
        [104, 92],
        [0, 8],
      ]);
      const cookies = spots.map(([x, y]) =>
        group([circle(0, 0, 86, F.oat), circle(0, 0, 70, F.oatLight, opacity(0.55)), speckles(rng, 6, 60, [F.choc], [6, 10]), speckles(rng, 5, 62, [C.cream], [4, 6])], at(x, y, 1, rng.range(0, 90))),
      );
      return { main: plateTop(280, C.white, C.cream) + cookies.join(''), side: speckles(rng, 10, 60, [F.oatLight], [5, 9]) };
    }
    case 'bolognese': {
      const out = [bowlTop(270, bowl, F.pasta)];
      for (let i = 0; i < 22; i++) {
        const a = rng.range(0, Math.PI * 2);
        const r = rng.range(80, 200);
        const x = Math.cos(a) * r;
        const y = Math.sin(a) * r;
        out.push(line(d`M${x} ${y}q${rng.range(-60, 60)} ${rng.range(-60, 60)} ${rng.range(-50, 50)} ${rng.range(-50, 50)}`, '#E9B94F', 9));
      }
      out.push(shape(blobPath(rng, 0, 0, 120, 8, 0.18), F.tomato), speckles(rng, 16, 95, [F.tomatoDeep, '#9C3B30'], [7, 12]));
      out.push(leaf(20, 30, 70, 26, -30, F.greenDark, F.green), leaf(26, 26, 60, 22, 40, F.green, F.greenDark));
      out.push(speckles(rng, 8, 90, [C.cream], [4, 6]));
      return { main: out.join(''), side: tomato(0, 0, 40) };
    }
    case 'puree': {
      return {
        main: [bowlTop(240, bowl === C.cream ? C.coral : bowl, F.sweetPotato), line(d`M0 0m-20 0a20 20 0 1 1 40 0a40 40 0 1 1 -80 0a60 60 0 1 1 120 0`, '#F8C08A', 10), group(spoon(230, C.white), at(40, 90, 1.1, 130))].join(''),
        side: group([shape(d`M-40 -70C-70 -40 -70 40 0 60C70 40 70 -40 40 -70C20 -90 -20 -90 -40 -70Z`, F.pear), leaf(8, -82, 40, 14, 25, F.green)]),
      };
    }
    case 'fritter': {
      const spots: Pt[] = [
        [-95, -70],
        [95, -80],
        [-90, 95],
        [100, 80],
      ];
      const fritters = spots.map(([x, y]) => shape(blobPath(rng, x, y, 82, 8, 0.1), '#E7B65A') + group(speckles(rng, 10, 58, [F.greenDark, F.carrot, F.corn], [5, 9]), at(x, y)));
      return {
        main: [plateTop(280, C.white, C.cream), ...fritters, shape(blobPath(rng, 0, 6, 48, 6, 0.2), F.yoghurt), leaf(0, 10, 40, 14, 30, F.green)].join(''),
        side: group([circle(0, 0, 70, F.zucchini), circle(0, 0, 58, '#E9F0C8'), speckles(rng, 6, 40, ['#C9D9A0'], [4, 6])]),
      };
    }
    case 'oats': {
      const toppings: string[] = [];
      for (let i = 0; i < 5; i++) toppings.push(group([circle(0, 0, 30, F.banana), circle(0, 0, 6, '#E2C88A')], at(-120 + i * 40, -40 + (i % 2) * 30)));
      for (let i = 0; i < 9; i++) toppings.push(circle(rng.range(30, 150), rng.range(-40, 120), 16, F.berry), circle(0, 0, 0, 'none'));
      toppings.push(heart(-60, 90, 26, F.tomato), heart(0, 120, 22, F.tomato));
      return {
        main: [bowlTop(260, bowl, F.oatLight), speckles(rng, 26, 190, ['#E7C38C', C.cream], [6, 11]), ...toppings].join(''),
        side: speckles(rng, 10, 60, [F.berry], [12, 15]),
      };
    }
    case 'soup': {
      return {
        main: [
          rect(-330, -40, 660, 80, 40, C.ink),
          bowlTop(270, rng.pick([C.teal, C.plum, C.coralDeep]), F.broth),
          circle(0, 0, 210, '#F6D48E', opacity(0.6)),
          speckles(rng, 9, 170, [F.carrot], [14, 18]),
          speckles(rng, 8, 170, [C.cream], [14, 20]),
          speckles(rng, 14, 180, [F.green, F.greenDark], [5, 8]),
        ].join(''),
        side: group([ellipse(0, 0, 50, 40, C.ink), rect(-8, -180, 16, 150, 8, C.ink)], at(0, 0, 0.8, -30)),
      };
    }
    case 'dahl': {
      const coriander: string[] = [];
      for (let i = 0; i < 6; i++) {
        const a = rng.range(0, Math.PI * 2);
        const r = rng.range(50, 150);
        coriander.push(leaf(Math.cos(a) * r, Math.sin(a) * r, 34, 14, rng.range(0, 360), i % 2 ? F.greenDark : F.green));
      }
      return {
        main: [
          circle(-215, -150, 150, '#EBCB8E'),
          group(speckles(rng, 8, 110, ['#C98F4E'], [7, 11]), at(-250, -180)),
          bowlTop(240, bowl === C.cream ? C.teal : bowl, F.dahl),
          speckles(rng, 14, 170, ['#D58C2B'], [4, 7]),
          shape(blobPath(rng, 30, -20, 58, 6, 0.15), F.yoghurt),
          line(d`M30 -20m-14 0a14 14 0 1 1 28 0a28 28 0 1 1 -56 0`, '#F3E6D2', 5),
          ...coriander,
        ].join(''),
        side: group([shape(d`M0 0L-56 -40A70 70 0 0 1 56 -40Z`, '#8DBF5A'), shape(d`M0 -6L-44 -38A56 56 0 0 1 44 -38Z`, '#D9EBA8'), line(d`M0 -6L-20 -50M0 -6L20 -50`, '#B8D888', 4)]),
      };
    }
    case 'salmon': {
      const out = [rect(-340, -230, 680, 460, 50, C.ink, opacity(0.1)), rect(-330, -240, 660, 460, 46, rng.pick([C.teal, C.plum])), rect(-300, -210, 600, 400, 30, '#FBF3E6')];
      [-150, 60].forEach((x, i) => {
        out.push(group([rect(-80, -55, 190, 110, 40, F.salmon), line(d`M-40 -50L-10 50M10 -50L40 50M60 -50L85 40`, F.salmonLight, 6)], at(x, -70 + i * 130, 1, i ? -8 : 6)));
      });
      out.push(broccoli(160, -60, 0.9), broccoli(-220, 120, 0.8), broccoli(230, 120, 0.7));
      for (let i = 0; i < 4; i++) out.push(group(shape(d`M-40 0A40 40 0 0 1 40 0Z`, '#F3C774'), at(rng.range(-80, 80), rng.range(100, 160), 1, rng.range(-40, 40))));
      out.push(group([circle(0, 0, 36, F.lemon), circle(0, 0, 28, '#FBE7A1'), line(d`M0 -26L0 26M-26 0L26 0`, F.lemon, 3)], at(220, -150)));
      out.push(tomato(-30, 150, 20), tomato(60, 160, 18));
      return { main: out.join(''), side: group([circle(0, 0, 46, F.lemon), circle(0, 0, 36, '#FBE7A1')]) };
    }
    case 'slice': {
      const out = [rect(-330, -220, 620, 440, 40, F.wood), rect(290, -40, 90, 80, 30, F.wood), circle(350, 0, 14, F.woodDark), line(d`M-300 -150L260 -150M-300 150L260 150`, F.woodDark, 3, opacity(0.4))];
      for (let row = 0; row < 2; row++) {
        for (let col = 0; col < 3; col++) {
          const x = -210 + col * 170;
          const y = -90 + row * 180;
          out.push(group([rect(-72, -72, 144, 144, 18, '#E9B653'), rect(-62, -62, 124, 124, 14, '#F6D27A'), speckles(rng, 5, 50, [F.greenDark, F.zucchini], [6, 9]), speckles(rng, 5, 50, [F.corn], [5, 7])], at(x, y, 1, rng.range(-5, 5))));
        }
      }
      return { main: out.join(''), side: group([rect(-100, -22, 200, 44, 22, F.zucchini), circle(100, 0, 22, F.greenDark)], at(0, 0, 0.9, -30)) };
    }
    case 'muffin':
    case 'plate':
      return { main: plateTop(280, C.white, C.cream) + heart(0, 0, 60, C.coral, opacity(0.3)), side: '' };
  }
}

function muffin(x: number, y: number, s: number, caseColor: string, rng: Rng): string {
  const pleats: string[] = [];
  for (let i = -3; i <= 3; i++) pleats.push(line(d`M${i * 22} 0L${i * 17} 110`, C.white, 4, opacity(0.5)));
  return group(
    [
      shape(d`M-85 0L85 0L64 110Q62 120 52 120L-52 120Q-62 120 -64 110Z`, caseColor),
      ...pleats,
      shape(d`M-100 6C-110 -40 -70 -100 0 -102C70 -100 110 -40 100 6Q100 16 90 16L-90 16Q-100 16 -100 6Z`, '#D99A57'),
      shape(d`M-70 -40C-50 -80 40 -86 70 -44`, 'none', { stroke: '#E8B374', 'stroke-width': 10, 'stroke-linecap': 'round' }),
      speckles(rng, 6, 60, [F.berry], [9, 13]).replace(/cy="(-?[\d.]+)"/g, (_, cy: string) => `cy="${fmt(Number(cy) * 0.5 - 40)}"`),
    ],
    at(x, y, s),
  );
}

function drawRecipe(art: Art, title: string): void {
  const { rng, w, h } = art;
  const dish = dishOf(title);
  if (dish === 'muffin') {
    art.add(rect(0, 0, w, h, 0, art.linear(rng.pick<Pair>([[C.cream, C.peach], [C.sageMist, C.cream], [C.plumMist, C.cream]]), [0, 0, 0, 1])));
    softBlobs(art, [C.peach, C.sage, C.sand], 2, [0.3, 0.5]);
    art.add(rect(0, 560, w, 240, 0, rng.pick([F.wood, C.sand, C.sage])), rect(0, 560, w, 14, 0, C.white, opacity(0.4)));
    art.add(ellipse(600, 640, 360, 40, C.white), ellipse(600, 634, 320, 30, '#F4ECE6'));
    const caseColor = rng.pick([C.coral, C.sage, C.plumSoft, C.teal]);
    art.add(muffin(420, 500, 0.95, caseColor, rng), muffin(780, 500, 0.95, caseColor, rng), muffin(600, 520, 1.15, caseColor, rng));
    art.add(speckles(rng, 9, 60, [F.berry], [12, 15]).replace(/<circle/g, '<circle transform="translate(1000 660)"'));
    art.add(group([shape(d`M-160 -20Q0 110 160 -40Q152 -24 140 -20Q0 44 -150 -32Z`, F.banana), line(d`M-110 0Q0 50 110 -10`, '#FBEFC6', 6), rect(146, -62, 16, 30, 6, '#8B6B3E', { transform: 'rotate(30 154 -47)' }), circle(-156, -26, 7, '#8B6B3E')], at(200, 690, 1, -4)));
    sprinkle(art, ['sparkle', 'dot', 'heart'], [C.coral, C.white, C.sage], 6, zones([600, 460, 420, 260], [0, 700, 2000, 160]), 1);
    return;
  }
  const gingham = rng.chance(0.4);
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  if (gingham) {
    const color = rng.pick([C.coral, C.sage, C.teal]);
    art.add(rect(0, 0, w, h, 0, art.pattern(80, 80, rect(0, 0, 40, 80, 0, color, opacity(0.12)) + rect(0, 0, 80, 40, 0, color, opacity(0.12)))));
  } else {
    softBlobs(art, [C.peach, C.sage, C.sand, C.plumMist], 3, [0.35, 0.6]);
  }
  const cx = 560 + rng.range(-30, 30);
  const cy = 410 + rng.range(-20, 20);
  // napkin and cutlery on the right
  const napkin = rng.pick([C.peach, C.sage, C.sand, C.plumMist]);
  art.add(group([rect(-90, -200, 180, 400, 16, napkin), line(d`M-90 -150L90 -150M-90 150L90 150`, C.white, 8, opacity(0.6))], at(cx + 420, 430, 1, 4)));
  art.add(group(fork(rng.pick([F.metal, C.teal, C.sand])), at(cx + 420, 460, 1, 4)));
  const art2 = dishArt(dish, rng);
  art.add(group(art2.main, at(cx, cy, 1)));
  if (art2.side) art.add(group(art2.side, at(cx - 420, rng.range(600, 660), 1)));
  sprinkle(art, ['leaf', 'dot', 'sparkle'], [C.sage, C.coral, C.white, C.sageDeep], 6, zones([cx, cy, 370, 330], [cx + 420, 430, 140, 260], [cx - 420, 630, 140, 140]), 0.9);
}

// ================================================================ authors and brands

/** Skin tones, hair styles and tops already given to an author (or a member) in this run. */
const usedAuthorLooks = new Set<string>();
const usedMemberLooks = new Set<string>();

/** A portrait: the blog's authors and the forum's demo members share the style, each set its own looks. */
function drawAuthor(art: Art, name: string, usedLooks: Set<string> = usedAuthorLooks): void {
  const { rng, w } = art;
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  const halo = { x: w / 2 + rng.range(-30, 30), y: 190 + rng.range(-20, 20) };
  // authors differ in skin tone, hair style and top (while there are enough of each to go round)
  const tops = [C.coral, C.sage, C.plum, C.teal, C.coralDeep, '#4F6F8C'];
  const taken = (l: Look): boolean => usedLooks.has(`skin:${l.skin}`) || usedLooks.has(`style:${l.style}`) || usedLooks.has(`top:${l.top}`);
  let look = randomLook(rng, tops);
  for (let i = 0; i < 200 && taken(look); i++) look = randomLook(rng, tops);
  usedLooks.add(`skin:${look.skin}`).add(`style:${look.style}`).add(`top:${look.top}`);
  const haloColors = lightness(look.skin) > 0.75 ? [C.sage, C.plumSoft, '#9DBDBA'] : [C.peach, C.sage, C.sand, C.plumMist, C.tealMist];
  art.add(circle(halo.x, halo.y, 150, rng.pick(haloColors.filter((c) => c !== look.top)), opacity(0.9)));
  sprinkle(art, ['dot', 'sparkle', 'ring'], [C.white, C.coral, C.sage], 3, zones([200, 230, 170, 240]), 0.6);
  const h = head(200, 180, 78, look, 'smile');
  const parts = [
    h.back,
    rect(176, 220, 48, 90, 18, look.skin),
    shape(d`M40 420C40 320 110 290 200 290C290 290 360 320 360 420Z`, look.top),
    shape(d`M166 290Q200 344 234 290Z`, look.skin),
  ];
  const earsShow = look.style === 'short' || look.style === 'bun' || look.style === 'ponytail';
  if (earsShow) parts.push(circle(123, 192, 15, look.skin), circle(277, 192, 15, look.skin));
  parts.push(h.front);
  if (rng.chance(0.35)) parts.push(circle(172, 190, 22, 'none', { stroke: C.ink, 'stroke-width': 5 }), circle(228, 190, 22, 'none', { stroke: C.ink, 'stroke-width': 5 }), line('M194 190L206 190', C.ink, 5));
  else if (earsShow) parts.push(circle(122, 214, 7, C.sandDeep), circle(278, 214, 7, C.sandDeep));
  art.add(...parts);
  void name;
}

type BrandIcon = 'wattle' | 'leaves' | 'bowl' | 'pram' | 'sun' | 'waves' | 'cup' | 'heart' | 'star';

function brandIcon(text: string, rng: Rng): BrandIcon {
  const rules: [RegExp, BrandIcon][] = [
    [/wattle|flower|bloom/, 'wattle'],
    [/skin|saltbush|leaf|botanic|organic/, 'leaves'],
    [/meal|nourish|nest|kitchen|food/, 'bowl'],
    [/pram|ride|roam|stroll/, 'pram'],
    [/golden|sun|studio|photo/, 'sun'],
    [/swim|paddl|water|splash/, 'waves'],
    [/coffee|roast|ritual|brew|tea/, 'cup'],
  ];
  const [name, category] = text.split('|');
  return (
    rules.find(([pattern]) => pattern.test(name ?? ''))?.[1] ??
    rules.find(([pattern]) => pattern.test(category ?? ''))?.[1] ??
    rng.pick(['heart', 'star'] as const)
  );
}

function brandIconArt(icon: BrandIcon, main: string, accent: string): string {
  switch (icon) {
    case 'wattle':
      return [
        line(d`M-50 70Q0 0 40 -60`, C.sageDeep, 7),
        leaf(-30, 50, 70, 14, -70, C.sageDeep),
        leaf(10, 0, 60, 12, 75, C.sage),
        ...(
          [
            [40, -62, 22],
            [10, -40, 18],
            [58, -26, 18],
            [-14, -6, 16],
            [24, 6, 14],
            [-34, 28, 13],
          ] as const
        ).map(([x, y, r]) => circle(x, y, r, '#F3C53F')),
      ].join('');
    case 'leaves':
      return [leaf(0, 70, 120, 40, -30, main, C.cream), leaf(0, 70, 110, 36, 32, accent, C.cream), circle(0, 70, 8, main)].join('');
    case 'bowl':
      return [shape(d`M-80 0A80 70 0 0 0 80 0Z`, main), rect(-90, -8, 180, 16, 8, accent), line(d`M-20 -30Q-35 -50 -20 -70M20 -30Q5 -50 20 -70`, accent, 7), heart(0, 30, 18, C.cream)].join('');
    case 'pram':
      return group(pram('pram', { body: main, hood: accent, frame: C.ink, tyre: C.ink, hub: C.cream, trim: C.cream }), at(10, 80, 0.26));
    case 'sun':
      return [
        ...Array.from({ length: 9 }, (_, i) => {
          const a = Math.PI + (i / 8) * Math.PI;
          return line(d`M${Math.cos(a) * 62} ${20 + Math.sin(a) * 62}L${Math.cos(a) * 86} ${20 + Math.sin(a) * 86}`, accent, 8);
        }),
        shape(d`M-50 20A50 50 0 0 1 50 20Z`, main),
        line(d`M-90 36L90 36M-60 56L60 56`, accent, 8),
      ].join('');
    case 'waves':
      return [circle(0, -30, 34, main), line(d`M-90 30Q-67 10 -45 30T0 30T45 30T90 30`, accent, 10), line(d`M-90 62Q-67 42 -45 62T0 62T45 62T90 62`, accent, 10, opacity(0.6))].join('');
    case 'cup':
      return [
        line(d`M50 -6C92 -6 92 50 44 48`, main, 12),
        shape(d`M-60 -20L60 -20L50 50Q46 70 26 70L-26 70Q-46 70 -50 50Z`, main),
        line(d`M-20 -40Q-34 -58 -20 -76M12 -40Q-2 -58 12 -76`, accent, 7),
        ellipse(0, 82, 80, 9, accent),
      ].join('');
    case 'heart':
      return heart(0, 0, 70, main) + heart(30, -20, 20, accent);
    case 'star':
      return star(0, 0, 80, main) + circle(0, 6, 20, accent);
  }
}

/** Words split over at most two lines, each roughly fitting the width. */
function wrapName(name: string, maxChars: number): string[] {
  if (name.length <= maxChars) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) [best, bestScore] = [[a, b], score];
  }
  return best;
}

function drawBrand(art: Art, brandName: string, category: string): void {
  const { rng, w } = art;
  const serif = rng.chance(0.5);
  const main = rng.pick([C.coral, C.teal, C.plum, C.sageDeep]);
  const accent = rng.pick([C.coral, C.teal, C.plum, C.sage, C.sandDeep].filter((c) => c !== main));
  art.add(rect(0, 0, w, w, 0, rng.pick([C.cream, C.white, '#FFF9F4', C.sageMist, C.plumMist])));
  const badge = rng.pick(['circle', 'arch', 'none'] as const);
  if (badge === 'circle') art.add(circle(200, 140, 96, rng.pick([C.peach, C.sand, C.tealMist]), opacity(0.8)));
  else if (badge === 'arch') art.add(shape('M110 236L110 140A90 90 0 0 1 290 140L290 236Z', rng.pick([C.peach, C.sand, C.tealMist]), opacity(0.8)));
  art.add(group(brandIconArt(brandIcon(`${brandName}|${category}`.toLowerCase(), rng), main, accent), at(200, 140, 0.95)));
  const text = serif ? brandName : brandName.toUpperCase();
  const family = serif ? 'Georgia, serif' : 'Helvetica, Arial, sans-serif';
  const charWidth = serif ? 0.52 : 0.62;
  const lines = wrapName(text, serif ? 16 : 14);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(serif ? 44 : 36, 340 / (longest * charWidth));
  const color = rng.pick([C.teal, C.plum, C.ink]);
  const firstY = lines.length === 1 ? 296 : 280;
  lines.forEach((l, i) => {
    art.add(
      tag(
        'text',
        {
          x: 200,
          y: firstY + i * size * 1.15,
          'text-anchor': 'middle',
          'font-family': family,
          'font-size': size,
          'font-weight': serif ? undefined : 'bold',
          'letter-spacing': serif ? undefined : fmt2(size * 0.06),
          fill: color,
        },
        escapeXml(l),
      ),
    );
  });
  const subY = firstY + (lines.length - 1) * size * 1.15 + 34;
  art.add(line(d`M150 ${subY - 16}L250 ${subY - 16}`, accent, 3));
  art.add(
    tag(
      'text',
      { x: 200, y: subY + 6, 'text-anchor': 'middle', 'font-family': 'Helvetica, Arial, sans-serif', 'font-size': 13, 'letter-spacing': 3, fill: C.ink, opacity: '0.7' },
      escapeXml(category.toUpperCase()),
    ),
  );
}

// ================================================================ placeholders (public/images)

function placeholderArt(kind: 'recipe' | 'cake' | 'author' | 'masterclass' | 'fallback' | 'social'): { art: Art; title: string } {
  const rng = new Rng(`placeholder:${kind}`);
  switch (kind) {
    case 'recipe': {
      const art = new Art(1200, 800, rng);
      art.add(rect(0, 0, 1200, 800, 0, art.linear([C.cream, C.sand])));
      art.add(group([plateTop(250, C.white, C.cream), heart(0, 0, 50, C.coral, opacity(0.35))], at(600, 400)));
      art.add(group(fork(C.sandDeep), at(240, 420)), group(spoon(220, C.sandDeep), at(960, 560)));
      return { art, title: 'Recipe image coming soon' };
    }
    case 'cake': {
      const art = new Art(1200, 800, rng);
      art.add(rect(0, 0, 1200, 800, 0, art.linear([C.cream, C.peach], [0, 0, 0, 1])));
      art.add(circle(600, 400, 300, C.white, opacity(0.5)));
      art.add(
        group(
          [
            ellipse(0, 250, 260, 30, C.ink, opacity(0.08)),
            rect(-40, 200, 80, 50, 10, C.sand),
            ellipse(0, 200, 240, 28, C.white),
            rect(-190, 40, 380, 150, 30, C.coral),
            rect(-190, 100, 380, 26, 0, C.cream),
            rect(-150, -80, 300, 130, 26, C.peach),
            shape('M-150 -60Q-150 -80 -130 -80L130 -80Q150 -80 150 -60L150 -40Q130 -10 110 -40Q90 -10 70 -40Q50 -10 30 -40Q10 -10 -10 -40Q-30 -10 -50 -40Q-70 -10 -90 -40Q-110 -10 -130 -40Q-150 -10 -150 -40Z', C.cream),
            rect(-10, -160, 20, 80, 8, C.sage),
            shape('M0 -200C20 -180 14 -164 0 -160C-14 -164 -20 -180 0 -200Z', F.corn),
            circle(-80, 150, 10, C.white),
            circle(0, 155, 10, C.white),
            circle(80, 150, 10, C.white),
          ],
          at(600, 380),
        ),
      );
      art.add(sparkle(300, 220, 24, C.coral), sparkle(900, 260, 20, C.sage), heart(880, 560, 20, C.coral), circle(320, 560, 10, C.sage));
      return { art, title: 'Cake illustration' };
    }
    case 'author': {
      const art = new Art(400, 400, rng);
      art.add(rect(0, 0, 400, 400, 0, C.cream), circle(200, 200, 180, C.peach));
      const inside = art.clip(circle(200, 200, 180, C.white));
      art.add(group([circle(200, 168, 68, C.white), shape('M60 420C60 310 124 262 200 262C276 262 340 310 340 420Z', C.white)], undefined, { 'clip-path': inside }));
      return { art, title: 'Author' };
    }
    case 'masterclass': {
      const art = new Art(1200, 800, rng);
      art.add(rect(0, 0, 1200, 800, 0, art.linear([C.peach, C.cream])));
      art.add(shape(blobPath(rng, 240, 160, 260), C.sage, opacity(0.35)), shape(blobPath(rng, 1020, 680, 280), C.coral, opacity(0.3)));
      const mum: Look = { skin: C.coral, hair: C.plum, style: 'bun', top: C.teal, bottom: C.teal, dress: false };
      const b = bust(mum, 'none');
      art.add(group([b.back, b.body, line('M-150 10Q-210 150 -90 190L120 170', C.tealSoft, 58), group([circle(-118, -22, 66, C.cream), ellipse(10, 6, 150, 78, C.cream), circle(-118, -22, 50, C.peach)], at(10, 60, 1, -12)), line('M160 10Q215 120 80 80', C.tealSoft, 54), b.front], at(600, 430, 1)));
      art.add(rect(60, 756, 1080, 8, 4, C.white, opacity(0.8)), rect(60, 756, 360, 8, 4, C.coral), circle(420, 760, 12, C.coral));
      return { art, title: 'Masterclass' };
    }
    case 'fallback': {
      const art = new Art(1200, 800, rng);
      art.add(rect(0, 0, 1200, 800, 0, C.cream));
      art.add(
        group(
          [
            rect(-200, -150, 400, 300, 36, 'none', { stroke: C.sandDeep, 'stroke-width': 18 }),
            circle(80, -60, 34, C.coral),
            shape('M-170 120L-60 -10L20 80L80 20L170 120Z', C.sage),
          ],
          at(600, 400),
        ),
      );
      return { art, title: 'Image unavailable' };
    }
    case 'social': {
      const art = new Art(1200, 630, rng);
      art.add(rect(0, 0, 1200, 630, 0, art.linear([C.cream, C.peach])));
      art.add(shape(blobPath(rng, 1050, 120, 240), C.coral, opacity(0.35)), shape(blobPath(rng, 120, 600, 220), C.sage, opacity(0.4)), shape(blobPath(rng, 900, 560, 200), C.sand, opacity(0.8)));
      art.add(
        group(
          [
            circle(0, 0, 64, C.coral),
            shape('M-38 4L0 -30L38 4L38 34Q38 40 32 40L-32 40Q-38 40 -38 34Z', C.white),
            shape(heartPath(0, 12, 16), '#D35E42'),
          ],
          at(150, 262, 0.9),
        ),
      );
      art.add(tag('text', { x: 222, y: 290, 'font-family': 'Georgia, serif', 'font-size': 80, 'font-weight': 'bold', fill: C.teal }, 'Mama Village'));
      art.add(tag('text', { x: 94, y: 372, 'font-family': 'Helvetica, Arial, sans-serif', 'font-size': 36, fill: C.plum }, escapeXml('Community & Resources for Mums')));
      art.add(rect(94, 404, 140, 10, 5, C.coral));
      art.add(circle(975, 330, 210, C.white, opacity(0.55)));
      const mum: Look = { skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], style: 'bun', top: C.teal, bottom: C.teal, dress: false };
      art.add(group(mumAndBaby(mum, { skin: SKIN_TONES[1], hair: HAIR_COLOURS[2] }, C.peach, C.cream), at(975, 420, 0.8)));
      sprinkle(art, ['heart', 'sparkle', 'dot'], [C.coral, C.white, C.sage], 6, zones([420, 320, 420, 160], [975, 400, 260, 320]), 1);
      return { art, title: 'Mama Village: Community & Resources for Mums' };
    }
  }
}

const PLACEHOLDERS = [
  ['recipe-placeholder.svg', 'recipe'],
  ['default-cake.svg', 'cake'],
  ['author-placeholder.svg', 'author'],
  ['masterclass-default.svg', 'masterclass'],
  ['image-fallback.svg', 'fallback'],
  ['default-social.svg', 'social'],
] as const;

// ================================================================ jobs from the seed content

type Source = 'author' | 'member' | 'blog' | 'recipe' | 'masterclass' | 'brand' | 'site' | 'product';

interface Job {
  address: string;
  source: Source;
  title: string;
  /** category, site-content key, comparison name … whatever helps choose the motif. */
  context: string;
}

interface ContentModule {
  file: string;
  exportName: string;
  jobs: (items: unknown[]) => Job[];
}

const CONTENT_MODULES: readonly ContentModule[] = [
  {
    file: 'authors.ts',
    exportName: 'DEMO_AUTHORS',
    jobs: (items) => (items as SeedAuthor[]).map((a) => ({ address: a.avatar, source: 'author', title: `${a.name}, ${a.role}`, context: a.key })),
  },
  {
    // The forum's demo members live beside the seed, not in content/; those without an avatar show initials.
    file: '../members.ts',
    exportName: 'DEMO_MEMBERS',
    jobs: (items) =>
      (items as DemoMember[])
        .filter((m) => m.avatar)
        .map((m) => ({ address: m.avatar ?? '', source: 'member', title: m.displayName, context: m.username })),
  },
  {
    file: 'blog-posts.ts',
    exportName: 'DEMO_BLOG_POSTS',
    jobs: (items) => (items as SeedBlogPost[]).map((p) => ({ address: p.image, source: 'blog', title: p.title, context: p.category })),
  },
  {
    file: 'recipes.ts',
    exportName: 'DEMO_RECIPES',
    jobs: (items) => (items as SeedRecipe[]).map((r) => ({ address: r.image, source: 'recipe', title: r.title, context: '' })),
  },
  {
    file: 'resources.ts',
    exportName: 'DEMO_RESOURCES',
    jobs: (items) =>
      (items as SeedResource[])
        .filter((r) => r.masterclassImage)
        .map((r) => ({ address: r.masterclassImage ?? '', source: 'masterclass', title: r.title, context: r.categories.join(' ') })),
  },
  {
    file: 'perks.ts',
    exportName: 'DEMO_PERKS',
    jobs: (items) => (items as SeedPerk[]).map((p) => ({ address: p.brandLogo, source: 'brand', title: p.brandName, context: p.category })),
  },
  {
    file: 'site-content.ts',
    exportName: 'DEMO_SITE_CONTENT',
    jobs: (items) =>
      (items as SeedSiteContent[])
        .filter((s) => s.content.image)
        .map((s) => ({ address: s.content.image ?? '', source: 'site', title: s.content.title ?? s.name, context: s.key })),
  },
  {
    file: 'comparisons.ts',
    exportName: 'DEMO_COMPARISONS',
    jobs: (items) =>
      (items as SeedComparison[]).flatMap((c) =>
        c.products.map((p) => ({ address: p.image, source: 'product' as const, title: `${p.brand} ${p.name}`, context: `${c.slug} ${c.name} ${p.bestFor}` })),
      ),
  },
];

const ADDRESS = /^\/uploads\/demo\/([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9._-]*)\.svg$/;

function drawJob(job: Job): string {
  const name = job.address.slice(DEMO_PREFIX.length);
  const rng = new Rng(name);
  const text = `${job.title} ${job.context}`.toLowerCase();
  switch (job.source) {
    case 'author': {
      const art = new Art(400, 400, rng);
      drawAuthor(art, job.title);
      return art.svg(job.title);
    }
    case 'member': {
      const art = new Art(400, 400, rng);
      drawAuthor(art, job.title, usedMemberLooks);
      return art.svg(job.title);
    }
    case 'brand': {
      const art = new Art(400, 400, rng);
      drawBrand(art, job.title, job.context);
      return art.svg(`${job.title} logo`);
    }
    case 'product': {
      const art = new Art(800, 800, rng);
      drawProduct(art, job.title, job.context);
      return art.svg(job.title);
    }
    case 'recipe': {
      const art = new Art(1200, 800, rng);
      drawRecipe(art, job.title);
      return art.svg(job.title);
    }
    case 'masterclass': {
      const art = new Art(1200, 800, rng);
      drawMasterclass(art, job.title, topicOf(text));
      return art.svg(job.title);
    }
    case 'site': {
      const art = new Art(1200, 800, rng);
      if (job.context === 'home_hero') drawHero(art);
      else if (/recipe/.test(job.context)) drawRecipe(art, job.title);
      else drawMasterclass(art, job.title, topicOf(job.context.includes('masterclass') ? 'village' : text));
      return art.svg(job.title);
    }
    case 'blog': {
      const art = new Art(1200, 800, rng);
      const category = job.context;
      if (category === 'sleep-routines') drawSleep(art, job.title);
      else if (category === 'nutrition') drawNutrition(art, job.title);
      else if (category === 'self-care') drawSelfCare(art, job.title);
      else if (category === 'product-reviews') drawProductBlog(art, job.title);
      else drawParenting(art, job.title);
      return art.svg(job.title);
    }
  }
}

async function loadJobs(): Promise<{ jobs: Job[]; missing: string[]; problems: string[] }> {
  const jobs: Job[] = [];
  const missing: string[] = [];
  const problems: string[] = [];
  for (const mod of CONTENT_MODULES) {
    const file = path.join(CONTENT_DIR, mod.file);
    if (!existsSync(file)) {
      missing.push(mod.file);
      continue;
    }
    try {
      const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const items = loaded[mod.exportName];
      if (!Array.isArray(items)) {
        problems.push(`${mod.file}: no array export ${mod.exportName}`);
        missing.push(mod.file);
        continue;
      }
      jobs.push(...mod.jobs(items));
    } catch (error) {
      problems.push(`${mod.file}: ${(error as Error).message}`);
      missing.push(mod.file);
    }
  }
  return { jobs, missing, problems };
}

async function writeSvg(file: string, svg: string, report: string[]): Promise<void> {
  const bytes = Buffer.byteLength(svg);
  if (bytes > SVG_BUDGET_BYTES) report.push(`warning: ${path.relative(ROOT, file)} is ${bytes} bytes (budget ${SVG_BUDGET_BYTES})`);
  if (/<script|foreignObject|<image|href=/i.test(svg)) throw new Error(`${file}: forbidden content`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, svg);
}

async function listSvgs(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.svg')).map((e) => path.join(e.parentPath, e.name));
}

// ================================================================ PDF writer

/** Helvetica and Helvetica-Bold advance widths (1/1000 em) for codes 32-126. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
  278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
  500, 334, 260, 334, 584,
];
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584,
  584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
  278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556,
  500, 389, 280, 389, 584,
];
/** Typographic characters WinAnsiEncoding has, and their codes there. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};
const EXTRA_WIDTHS: Record<number, number> = { 0x80: 556, 0x85: 1000, 0x91: 222, 0x92: 222, 0x93: 333, 0x94: 333, 0x95: 350, 0x96: 556, 0x97: 1000, 0x99: 1000 };

/** Text as WinAnsi bytes (one char per byte): emoji dropped, anything else unsupported → '?'. */
function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 63;
    if (/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\uFE0E|\uFE0F|\u200D|[\u{E0020}-\u{E007F}]/u.test(char)) continue;
    if (char === '\u00A0' || char === '\t') out += ' ';
    else if (code >= 32 && code <= 126) out += char;
    else if (code >= 0xa1 && code <= 0xff) out += String.fromCharCode(code);
    else if (WIN_ANSI_EXTRAS[char] !== undefined) out += String.fromCharCode(WIN_ANSI_EXTRAS[char]);
    else if (char === '\u2212') out += '-';
    else out += '?';
  }
  return out;
}

function glyphWidth(code: number, bold: boolean): number {
  if (code === 1 || code === 2) return 1150;
  if (code >= 32 && code <= 126) return (bold ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS)[code - 32] ?? 556;
  return EXTRA_WIDTHS[code] ?? 556;
}

function textWidth(winAnsi: string, size: number, bold: boolean): number {
  let total = 0;
  for (let i = 0; i < winAnsi.length; i++) total += glyphWidth(winAnsi.charCodeAt(i), bold);
  return (total * size) / 1000;
}

/** A PDF literal string: ( ) \ escaped, bytes outside printable ASCII as octal. */
function pdfString(winAnsi: string): string {
  let out = '(';
  for (let i = 0; i < winAnsi.length; i++) {
    const code = winAnsi.charCodeAt(i);
    const char = winAnsi[i] as string;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => fmt2(v / 255)).join(' ');
}

/** Inline '[ ]' and '[x]' become these one-byte markers, drawn as little boxes. */
const BOX = '\x01';
const TICKED_BOX = '\x02';

/** 'a\x01b' → ['a', '\x01', 'b']. */
function splitBoxes(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of text) {
    if (char === BOX || char === TICKED_BOX) {
      if (current) pieces.push(current);
      pieces.push(char);
      current = '';
    } else current += char;
  }
  if (current) pieces.push(current);
  return pieces;
}

interface Run {
  text: string;
  bold: boolean;
}

/** Inline markdown → runs: **bold** kept as bold; *italic*, _italic_, links and code ticks stripped. */
function inlineRuns(markdown: string): Run[] {
  const clean = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*(?!\*)/g, '$1$2')
    .replace(/(^|\W)_([^_]+)_(?=\W|$)/g, '$1$2');
  const runs: Run[] = [];
  // only **bold**: runs of underscores are fill-in blanks in these sheets
  clean.split(/(\*\*[^*]+\*\*)/).forEach((part) => {
    if (!part) return;
    const bold = /^\*\*.*\*\*$/.test(part);
    runs.push({ text: toWinAnsi(bold ? part.slice(2, -2) : part).replace(/\[ \]/g, BOX).replace(/\[[xX]\]/g, TICKED_BOX), bold });
  });
  return runs;
}

type Block =
  | { kind: 'title' | 'h2' | 'h3' | 'p' | 'quote'; text: string }
  | { kind: 'check'; text: string; checked: boolean; depth: number }
  | { kind: 'bullet'; text: string; depth: number }
  | { kind: 'number'; text: string; label: string; depth: number }
  /** weights: relative column widths, from the separator row's dashes. */
  | { kind: 'table'; rows: string[][]; weights: number[] }
  | { kind: 'rule' }
  | { kind: 'writeLine' };

const TABLE_SEPARATOR = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/;

/** A row's cells; a cell of only underscores (a blank to fill in) is left empty: the grid is the blank. */
function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim().replace(/^_+$/, ''));
}

function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let quote: string[] = [];
  const flush = (): void => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    if (quote.length) blocks.push({ kind: 'quote', text: quote.join(' ') });
    paragraph = [];
    quote = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const text = raw.trim();
    const depth = Math.min(3, Math.floor((raw.length - raw.trimStart().length) / 2));
    let m: RegExpMatchArray | null;
    if (!text) {
      flush();
    } else if ((m = text.match(/^(#{1,6})\s+(.*)$/))) {
      flush();
      const level = (m[1] as string).length;
      blocks.push({ kind: level === 1 ? 'title' : level === 2 ? 'h2' : 'h3', text: (m[2] as string).replace(/\s#+$/, '') });
    } else if (/^(-{3,}|\*{3,}|_{3,})$/.test(text)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if ((m = text.match(/^[-*+]\s+\[([ xX])\]\s*(.*)$/))) {
      flush();
      blocks.push({ kind: 'check', text: m[2] as string, checked: m[1] !== ' ', depth });
    } else if ((m = text.match(/^[-*+]\s+(.*)$/))) {
      flush();
      blocks.push({ kind: 'bullet', text: m[1] as string, depth });
    } else if ((m = text.match(/^(\d+)[.)]\s+(.*)$/))) {
      flush();
      blocks.push({ kind: 'number', label: `${m[1]}.`, text: m[2] as string, depth });
    } else if (text.includes('|') && TABLE_SEPARATOR.test((lines[i + 1] ?? '').trim())) {
      // a GFM table: header row, separator row, then rows while lines hold a '|'
      flush();
      const rows: string[][] = [tableCells(text)];
      const weights = (lines[i + 1] as string).trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim().length);
      for (i += 2; i < lines.length && (lines[i] as string).includes('|'); i++) rows.push(tableCells(lines[i] as string));
      i--;
      blocks.push({ kind: 'table', rows, weights });
    } else if (/^_{5,}$/.test(text)) {
      flush();
      blocks.push({ kind: 'writeLine' });
    } else if (text.startsWith('>')) {
      if (paragraph.length) flush();
      quote.push(text.replace(/^>\s?/, ''));
    } else {
      if (quote.length) flush();
      paragraph.push(text);
    }
  }
  flush();
  return blocks;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const HEADER_H = 50;
const TOP_Y = PAGE_H - HEADER_H - 38;
const BOTTOM_Y = 64;

/** Lays blocks out onto A4 pages as PDF content-stream operators. */
class PdfLayout {
  readonly pages: string[][] = [];
  private ops: string[] = [];
  private y = TOP_Y;

  constructor(private readonly docTitle: string) {
    this.newPage();
  }

  private newPage(): void {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = TOP_Y;
  }

  private ensure(height: number): void {
    if (this.y - height < BOTTOM_Y) this.newPage();
  }

  /** Lays out a section (a heading and what follows it), on a new page when that keeps it whole. */
  section(blocks: readonly Block[]): void {
    const trial = new PdfLayout('');
    for (const block of blocks) trial.block(block);
    const height = TOP_Y - trial.y;
    if (trial.pages.length === 1 && height > this.y - BOTTOM_Y && this.y < TOP_Y) this.newPage();
    for (const block of blocks) this.block(block);
  }

  /** Word-wraps runs into lines of at most `width` points. */
  private wrap(runs: Run[], size: number, width: number): Run[][] {
    type Word = { text: string; bold: boolean; space: boolean };
    const words: Word[] = [];
    for (const run of runs) {
      const pieces = run.text.split(/(\s+)/);
      for (const piece of pieces) {
        if (!piece) continue;
        if (/^\s+$/.test(piece)) {
          if (words.length) (words[words.length - 1] as Word).space = true;
        } else words.push({ text: piece, bold: run.bold, space: false });
      }
    }
    const lines: Run[][] = [];
    let current: Run[] = [];
    let currentWidth = 0;
    let pendingSpace = false;
    const push = (text: string, bold: boolean): void => {
      const last = current[current.length - 1];
      if (last && last.bold === bold) last.text += text;
      else current.push({ text, bold });
    };
    for (const word of words) {
      let text = word.text;
      const spaceWidth = pendingSpace ? textWidth(' ', size, word.bold) : 0;
      let wordWidth = textWidth(text, size, word.bold);
      if (current.length && currentWidth + spaceWidth + wordWidth > width) {
        lines.push(current);
        current = [];
        currentWidth = 0;
      } else if (pendingSpace && current.length) {
        push(' ', word.bold);
        currentWidth += spaceWidth;
      }
      // a single word wider than the line is broken by characters
      while (wordWidth > width) {
        let cut = text.length;
        while (cut > 1 && textWidth(text.slice(0, cut), size, word.bold) > width) cut--;
        push(text.slice(0, cut), word.bold);
        lines.push(current);
        current = [];
        text = text.slice(cut);
        wordWidth = textWidth(text, size, word.bold);
      }
      push(text, word.bold);
      currentWidth += wordWidth;
      pendingSpace = word.space;
    }
    if (current.length) lines.push(current);
    return lines;
  }

  private textLine(runs: Run[], x: number, y: number, size: number, color: string): void {
    let op = `BT ${rgb(color)} rg`;
    let font = '';
    let cursor = x;
    const boxes: string[] = [];
    for (const run of runs) {
      const next = run.bold ? 'F2' : 'F1';
      if (next !== font) {
        op += ` /${next} ${fmt2(size)} Tf`;
        font = next;
      }
      // text pieces and inline boxes, laid out left to right from x
      for (const piece of splitBoxes(run.text)) {
        const width = textWidth(piece, size, run.bold);
        if (piece === BOX || piece === TICKED_BOX) {
          const side = size * 0.85;
          boxes.push(`${rgb(C.teal)} RG 0.9 w ${fmt2(cursor + 1)} ${fmt2(y - 1.5)} ${fmt2(side)} ${fmt2(side)} re S`);
          if (piece === TICKED_BOX) boxes.push(`${rgb(C.coral)} RG 1.6 w ${fmt2(cursor + 3)} ${fmt2(y + 3)} m ${fmt2(cursor + 5.5)} ${fmt2(y + 0.5)} l ${fmt2(cursor + side - 1)} ${fmt2(y + side - 3)} l S`);
        } else {
          // each piece is placed absolutely (Tm), so text after a box starts right after it
          op += ` 1 0 0 1 ${fmt2(cursor)} ${fmt2(y)} Tm ${pdfString(piece)} Tj`;
        }
        cursor += width;
      }
    }
    this.ops.push(`${op} ET`, ...boxes);
  }

  private paragraph(runs: Run[], o: { x: number; size: number; leading: number; color: string; width?: number; keep?: number; marker?: (y: number) => void }): void {
    const lines = this.wrap(runs, o.size, o.width ?? MARGIN + CONTENT_W - o.x);
    lines.forEach((lineRuns, i) => {
      this.ensure(o.leading + (i === 0 ? (o.keep ?? 0) : 0));
      this.y -= o.leading;
      if (i === 0) o.marker?.(this.y);
      this.textLine(lineRuns, o.x, this.y, o.size, o.color);
    });
  }

  block(block: Block): void {
    const ink = '#33393A';
    switch (block.kind) {
      case 'title': {
        this.paragraph(inlineRuns(block.text).map((r) => ({ ...r, bold: true })), { x: MARGIN, size: 22, leading: 28, color: C.teal });
        this.y -= 10;
        this.ops.push(`${rgb(C.coral)} rg ${MARGIN} ${fmt2(this.y)} 48 3 re f`);
        this.y -= 10;
        break;
      }
      case 'h2':
        this.y -= 12;
        this.paragraph(inlineRuns(block.text).map((r) => ({ ...r, bold: true })), { x: MARGIN, size: 14, leading: 19, color: C.plum, keep: 40 });
        this.y -= 4;
        break;
      case 'h3':
        this.y -= 6;
        this.paragraph(inlineRuns(block.text).map((r) => ({ ...r, bold: true })), { x: MARGIN, size: 11.5, leading: 16, color: C.teal, keep: 30 });
        this.y -= 2;
        break;
      case 'p':
        this.paragraph(inlineRuns(block.text), { x: MARGIN, size: 10.5, leading: 15, color: ink });
        this.y -= 7;
        break;
      case 'quote': {
        const top = this.y;
        const startPage = this.pages.length;
        this.paragraph(inlineRuns(block.text), { x: MARGIN + 14, size: 10.5, leading: 15, color: C.teal });
        const barTop = this.pages.length === startPage ? top - 3 : TOP_Y;
        this.ops.push(`${rgb(C.coral)} rg ${MARGIN} ${fmt2(this.y - 4)} 3 ${fmt2(barTop - this.y + 4)} re f`);
        this.y -= 8;
        break;
      }
      case 'check': {
        const x = MARGIN + block.depth * 16;
        this.paragraph(inlineRuns(block.text), {
          x: x + 19,
          size: 10.5,
          leading: 17,
          color: ink,
          marker: (y) => {
            this.ops.push(`${rgb(C.teal)} RG 0.9 w ${fmt2(x)} ${fmt2(y - 1.5)} 10 10 re S`);
            if (block.checked) this.ops.push(`${rgb(C.coral)} RG 1.6 w ${fmt2(x + 2)} ${fmt2(y + 3.5)} m ${fmt2(x + 4.5)} ${fmt2(y + 0.8)} l ${fmt2(x + 8.5)} ${fmt2(y + 7)} l S`);
          },
        });
        this.y -= 2;
        break;
      }
      case 'bullet': {
        const x = MARGIN + block.depth * 16;
        this.paragraph(inlineRuns(block.text), {
          x: x + 14,
          size: 10.5,
          leading: 15,
          color: ink,
          marker: (y) => this.ops.push(`${rgb(C.coral)} rg ${fmt2(x + 1.5)} ${fmt2(y + 2.2)} 4 4 re f`),
        });
        this.y -= 3;
        break;
      }
      case 'number': {
        const x = MARGIN + block.depth * 16;
        this.paragraph(inlineRuns(block.text), {
          x: x + 18,
          size: 10.5,
          leading: 15,
          color: ink,
          marker: (y) => this.textLine([{ text: toWinAnsi(block.label), bold: true }], x, y, 10.5, C.plum),
        });
        this.y -= 3;
        break;
      }
      case 'rule':
        this.ensure(16);
        this.y -= 8;
        this.ops.push(`${rgb(C.peach)} RG 1 w ${MARGIN} ${fmt2(this.y)} m ${MARGIN + CONTENT_W} ${fmt2(this.y)} l S`);
        this.y -= 8;
        break;
      case 'writeLine':
        this.ensure(24);
        this.y -= 24;
        this.ops.push(`${rgb(C.sandDeep)} RG 0.8 w ${MARGIN} ${fmt2(this.y)} m ${MARGIN + CONTENT_W} ${fmt2(this.y)} l S`);
        break;
      case 'table':
        this.table(block.rows, block.weights);
        break;
    }
  }

  private table(rows: string[][], weights: number[]): void {
    if (!rows.length) return;
    const columns = Math.max(...rows.map((r) => r.length));
    // the wider of the text and the separator's dashes (as the source lays the columns out)
    const natural = Array.from({ length: columns }, (_, c) =>
      Math.max(40, (weights[c] ?? 0) * 5, ...rows.map((r) => textWidth(toWinAnsi(r[c] ?? ''), 9.5, true) + 12)),
    );
    const total = natural.reduce((a, b) => a + b, 0);
    const widths = natural.map((w) => (w / total) * CONTENT_W);
    const size = 9.5;
    const drawRow = (row: string[], header: boolean): void => {
      const cells = widths.map((w, c) => this.wrap(inlineRuns(row[c] ?? ''), size, w - 10).map((l) => (header ? l.map((r) => ({ ...r, bold: true })) : l)));
      const height = Math.max(22, ...cells.map((l) => l.length * 12.5 + 9));
      if (this.y - height < BOTTOM_Y) {
        this.newPage();
        if (!header && rows[0]) drawRow(rows[0], true);
      }
      const top = this.y;
      if (header) this.ops.push(`${rgb(C.peach)} rg ${MARGIN} ${fmt2(top - height)} ${fmt2(CONTENT_W)} ${fmt2(height)} re f`);
      let x = MARGIN;
      cells.forEach((lines, c) => {
        lines.forEach((l, i) => this.textLine(l, x + 5, top - 13 - i * 12.5, size, header ? C.teal : '#33393A'));
        this.ops.push(`${rgb(C.sandDeep)} RG 0.6 w ${fmt2(x)} ${fmt2(top - height)} ${fmt2(widths[c] ?? 0)} ${fmt2(height)} re S`);
        x += widths[c] ?? 0;
      });
      this.y -= height;
    };
    this.y -= 4;
    rows.forEach((row, i) => drawRow(row, i === 0));
    this.y -= 10;
  }

  /** The header bar and footer go on every page once the page count is known. */
  finish(): string[] {
    const count = this.pages.length;
    return this.pages.map((ops, i) => {
      const header = [
        `${rgb(C.coral)} rg 0 ${PAGE_H - HEADER_H} ${PAGE_W} ${HEADER_H} re f`,
        `BT ${rgb(C.white)} rg /F2 17 Tf ${MARGIN} ${PAGE_H - 32} Td ${pdfString('Mama Village')} Tj ET`,
      ];
      const tagline = toWinAnsi('Community & Resources for Mums');
      header.push(`BT ${rgb(C.white)} rg /F1 9 Tf ${fmt2(PAGE_W - MARGIN - textWidth(tagline, 9, false))} ${PAGE_H - 30} Td ${pdfString(tagline)} Tj ET`);
      const pageLabel = toWinAnsi(`Page ${i + 1} of ${count}`);
      const title = toWinAnsi(this.docTitle);
      const footer = [
        `${rgb(C.peach)} RG 0.8 w ${MARGIN} 44 m ${PAGE_W - MARGIN} 44 l S`,
        `BT ${rgb('#7A7F80')} rg /F1 8 Tf ${MARGIN} 30 Td ${pdfString(title)} Tj ET`,
        `BT ${rgb('#7A7F80')} rg /F1 8 Tf ${fmt2(PAGE_W - MARGIN - textWidth(pageLabel, 8, false))} 30 Td ${pdfString(pageLabel)} Tj ET`,
      ];
      return [...header, ...ops, ...footer].join('\n');
    });
  }
}

/** Assembles a PDF 1.4 file with a correct cross-reference table. Strings are bytes (latin1). */
function buildPdf(title: string, pageStreams: string[]): Buffer {
  const objects: string[] = [];
  const fontObject = (base: string): string => `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page + content pairs
  const pageIds = pageStreams.map((_, i) => 6 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  objects.push(fontObject('Helvetica'), fontObject('Helvetica-Bold'));
  objects.push(`<< /Title ${pdfString(toWinAnsi(title))} /Author (Mama Village) /Producer (Mama Village draw-demo-assets) >>`);
  pageStreams.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] as number + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Structural check of our own output: header, xref offsets, stream lengths, page count. */
function checkPdf(bytes: Buffer): { ok: boolean; pages: number; errors: string[] } {
  const text = bytes.toString('latin1');
  const errors: string[] = [];
  if (!text.startsWith('%PDF-1.4\n')) errors.push('header is not %PDF-1.4');
  const start = text.lastIndexOf('startxref');
  const xrefOffset = Number(text.slice(start + 9).trim().split(/\s+/)[0]);
  if (!text.startsWith('xref', xrefOffset)) errors.push(`startxref ${xrefOffset} does not point at xref`);
  const header = text.slice(xrefOffset).split('\n');
  const count = Number((header[1] ?? '').split(' ')[1]);
  for (let i = 1; i < count; i++) {
    const entry = header[2 + i] ?? '';
    if (entry.length !== 19 || !entry.endsWith(' n ')) errors.push(`xref entry ${i} malformed`);
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${i} 0 obj`, offset)) errors.push(`object ${i} not at offset ${offset}`);
  }
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const begin = (match.index ?? 0) + match[0].length;
    if (!text.startsWith('\nendstream', begin + Number(match[1]))) errors.push(`stream at ${begin} has a wrong /Length`);
  }
  if (!text.endsWith('%%EOF\n')) errors.push('no %%EOF');
  const pages = Number(/\/Type \/Pages .*\/Count (\d+)/.exec(text)?.[1] ?? 0);
  return { ok: errors.length === 0, pages, errors };
}

function markdownToPdf(source: string, fallbackTitle: string): { pdf: Buffer; title: string } {
  const blocks = parseMarkdown(source);
  const titleBlock = blocks.find((b) => b.kind === 'title');
  const title = titleBlock && 'text' in titleBlock ? titleBlock.text.replace(/[*_`]/g, '') : fallbackTitle;
  const layout = new PdfLayout(title);
  // sections start at each ## heading (the title and intro form the first)
  const sections: Block[][] = [[]];
  for (const block of blocks) {
    if (block.kind === 'h2') sections.push([]);
    (sections[sections.length - 1] as Block[]).push(block);
  }
  for (const section of sections) layout.section(section);
  return { pdf: buildPdf(title, layout.finish()), title };
}

// ================================================================ main

async function main(): Promise<void> {
  const report: string[] = [];

  // A. demo illustrations
  const { jobs, missing, problems } = await loadJobs();
  const written = new Set<string>();
  const counts = new Map<string, number>();
  for (const job of jobs) {
    const match = ADDRESS.exec(job.address);
    if (!match) {
      report.push(`skipped (not a /uploads/demo/<kind>/<name>.svg address): ${job.address || '(empty)'} for ${job.source} "${job.title}"`);
      continue;
    }
    const file = path.join(DEMO_DIR, match[1] as string, `${match[2] as string}.svg`);
    if (written.has(file)) continue;
    written.add(file);
    await writeSvg(file, drawJob(job), report);
    counts.set(match[1] as string, (counts.get(match[1] as string) ?? 0) + 1);
  }
  if (missing.length === 0) {
    for (const file of await listSvgs(DEMO_DIR)) {
      if (!written.has(file)) {
        await rm(file);
        report.push(`removed stale ${path.relative(ROOT, file)}`);
      }
    }
  }

  // B. placeholders
  for (const [fileName, kind] of PLACEHOLDERS) {
    const { art, title } = placeholderArt(kind);
    await writeSvg(path.join(IMAGES_DIR, fileName), art.svg(title), report);
  }

  // C. PDFs
  const pdfLines: string[] = [];
  const pdfMissing: string[] = [];
  await mkdir(PDF_DIR, { recursive: true });
  for (const name of PDF_NAMES) {
    const sourceFile = path.join(PDF_SOURCE_DIR, `${name}.md`);
    if (!existsSync(sourceFile)) {
      pdfMissing.push(`${name}.md`);
      continue;
    }
    const { pdf } = markdownToPdf(await readFile(sourceFile, 'utf8'), name);
    const check = checkPdf(pdf);
    if (!check.ok) throw new Error(`${name}.pdf failed its structure check: ${check.errors.join('; ')}`);
    await writeFile(path.join(PDF_DIR, `${name}.pdf`), pdf);
    pdfLines.push(`${name}.pdf (${check.pages} page${check.pages === 1 ? '' : 's'}, ${pdf.length} bytes)`);
  }

  console.log('public/uploads/demo/');
  for (const [kind, count] of [...counts].sort()) console.log(`  ${kind}/ ${count} svg`);
  console.log(`public/images/ ${PLACEHOLDERS.length} svg`);
  console.log(`assets/resource-files/ ${pdfLines.length} pdf`);
  for (const l of pdfLines) console.log(`  ${l}`);
  if (missing.length) console.log(`content modules missing or unreadable (their images not drawn): ${missing.join(', ')}`);
  for (const p of problems) console.log(`  ${p}`);
  if (pdfMissing.length) console.log(`PDF sources missing in assets/resource-files/source/: ${pdfMissing.join(', ')}`);
  for (const r of report) console.log(r);
}

// Run when executed (npx tsx scripts/draw-demo-assets.ts), not when imported for a check.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();

export { checkPdf, markdownToPdf, toWinAnsi };

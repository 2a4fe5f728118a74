/** The drawing kit every picture uses: seeded randomness, the palette, SVG shapes and the canvas. */

// ================================================================ deterministic randomness

/** FNV-1a, 32 bit. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32, seeded from a string: the same name always draws the same picture. */
export class Rng {
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

export const C = {
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
export const F = {
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

export const SKIN_TONES = ['#F8DCCB', '#F0C4A8', '#DFA883', '#C68962', '#9E6846', '#74472F'] as const;
export const HAIR_COLOURS = ['#2A1E1B', '#4B3328', '#70472F', '#A26A3E', '#C99457', '#3B2A36', '#1F1B22'] as const;

export type Pair = readonly [string, string];
export const LIGHT_BACKGROUNDS: readonly Pair[] = [
  [C.cream, C.peach],
  [C.cream, C.sand],
  ['#FFF0E9', '#F8C8B8'],
  [C.sageMist, C.cream],
  [C.cream, C.sageMist],
  [C.plumMist, C.cream],
  [C.sand, C.cream],
  [C.tealMist, C.cream],
];
export const NIGHT_BACKGROUNDS: readonly Pair[] = [
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

export type Pt = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;

/** Whole units for large values and one decimal for small ones: plenty at these sizes, and small files. */
export function fmt(n: number): string {
  const rounded = Math.abs(n) >= 20 ? Math.round(n) : Math.round(n * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function fmt2(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Path data with its numbers rounded: d`M${x} ${y}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += fmt(value) + (strings[i + 1] ?? '');
  });
  return out.replace(/\s+/g, ' ').trim();
}

export function tag(name: string, attributes: Attrs, children?: string): string {
  const attrText = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? fmt(value) : escapeXml(String(value))}"`)
    .join('');
  return children === undefined ? `<${name}${attrText}/>` : `<${name}${attrText}>${children}</${name}>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  tag('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  tag('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Attrs = {}): string =>
  tag('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });
export const shape = (pathData: string, fill: string, extra: Attrs = {}): string => tag('path', { d: pathData, fill, ...extra });
export const line = (pathData: string, color: string, width: number, extra: Attrs = {}): string =>
  tag('path', {
    d: pathData,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
export const group = (children: string | readonly string[], transform?: string, extra: Attrs = {}): string =>
  tag('g', { transform, ...extra }, typeof children === 'string' ? children : children.join(''));

/** translate, then rotate, then scale. */
export function at(x: number, y: number, scale = 1, rotate = 0): string {
  let out = `translate(${fmt(x)} ${fmt(y)})`;
  if (rotate) out += ` rotate(${fmt(rotate)})`;
  if (scale !== 1) out += ` scale(${fmt2(scale)})`;
  return out;
}

export const opacity = (value: number): Attrs => ({ opacity: fmt2(value) });

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

export function blobPath(rng: Rng, cx: number, cy: number, r: number, points = 7, wobble = 0.2): string {
  const start = rng.range(0, Math.PI * 2);
  const pts: Pt[] = [];
  for (let i = 0; i < points; i++) {
    const angle = start + (i / points) * Math.PI * 2;
    const radius = r * (1 + rng.range(-wobble, wobble));
    pts.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return smoothClosed(pts);
}

export function crescent(cx: number, cy: number, r: number, fill: string): string {
  return shape(d`M${cx} ${cy - r} A${r} ${r} 0 1 0 ${cx} ${cy + r} A${r * 0.72} ${r} 0 1 1 ${cx} ${cy - r}Z`, fill);
}

export function sparkle(x: number, y: number, r: number, fill: string, extra: Attrs = {}): string {
  const k = r * 0.16;
  return shape(
    d`M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`,
    fill,
    extra,
  );
}

export function star(x: number, y: number, r: number, fill: string, extra: Attrs = {}): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${fmt(x + Math.cos(angle) * radius)} ${fmt(y + Math.sin(angle) * radius)}`);
  }
  return shape(`M${pts.join('L')}Z`, fill, { 'stroke-linejoin': 'round', ...extra });
}

/** A heart about 2s wide, centred on (x, y). */
export function heartPath(x: number, y: number, s: number): string {
  return d`M${x} ${y + s * 0.85}C${x - s * 0.25} ${y + s * 0.62} ${x - s} ${y + s * 0.2} ${x - s} ${y - s * 0.28}C${x - s} ${y - s * 0.78} ${x - s * 0.35} ${y - s * 0.98} ${x} ${y - s * 0.48}C${x + s * 0.35} ${y - s * 0.98} ${x + s} ${y - s * 0.78} ${x + s} ${y - s * 0.28}C${x + s} ${y + s * 0.2} ${x + s * 0.25} ${y + s * 0.62} ${x} ${y + s * 0.85}Z`;
}
export const heart = (x: number, y: number, s: number, fill: string, extra: Attrs = {}): string => shape(heartPath(x, y, s), fill, extra);

/** A leaf from its base (x, y) pointing at `angle` degrees (0 = up). */
export function leaf(x: number, y: number, length: number, width: number, angle: number, fill: string, vein?: string): string {
  const body = shape(
    d`M0 0C${width} ${-length * 0.25} ${width * 0.8} ${-length * 0.8} 0 ${-length}C${-width * 0.8} ${-length * 0.8} ${-width} ${-length * 0.25} 0 0Z`,
    fill,
  );
  const veinLine = vein ? line(d`M0 ${-length * 0.1}L0 ${-length * 0.8}`, vein, Math.max(1.5, width * 0.12)) : '';
  return group(body + veinLine, at(x, y, 1, angle));
}

/** A stem curving up from (x, y) with leaves along it. */
export function sprig(x: number, y: number, height: number, lean: number, color: string, leafColor: string): string {
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

export function cloud(x: number, y: number, s: number, fill: string, extra: Attrs = {}): string {
  return shape(
    d`M${x - 70 * s} ${y + 22 * s}C${x - 100 * s} ${y + 22 * s} ${x - 100 * s} ${y - 22 * s} ${x - 66 * s} ${y - 18 * s}C${x - 62 * s} ${y - 52 * s} ${x - 14 * s} ${y - 60 * s} ${x} ${y - 30 * s}C${x + 16 * s} ${y - 62 * s} ${x + 70 * s} ${y - 48 * s} ${x + 66 * s} ${y - 12 * s}C${x + 100 * s} ${y - 14 * s} ${x + 100 * s} ${y + 22 * s} ${x + 70 * s} ${y + 22 * s}Z`,
    fill,
    extra,
  );
}

export const shadow = (x: number, y: number, rx: number, ry: number, strength = 0.09): string =>
  ellipse(x, y, rx, ry, C.ink, opacity(strength));

// ================================================================ canvas

export class Art {
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
    this.defs.push(tag('pattern', { id, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform }, content));
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

export function backdrop(art: Art, pair: Pair): void {
  const direction = art.rng.pick(GRADIENT_DIRECTIONS);
  art.add(rect(0, 0, art.w, art.h, 0, art.linear(pair, direction)));
}

/** Large soft shapes tucked into corners and edges. */
export function softBlobs(art: Art, colors: readonly string[], count: number, alpha: readonly [number, number] = [0.35, 0.7]): void {
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
export function sprinkle(
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
export function zones(...areas: readonly (readonly [number, number, number, number])[]): (x: number, y: number) => boolean {
  return (x, y) => areas.some(([cx, cy, rx, ry]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1);
}

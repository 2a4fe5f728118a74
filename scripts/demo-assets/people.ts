/** People: mums, babies and the portraits of the blog's authors and the forum's demo members. */
import {
  Art,
  backdrop,
  C,
  circle,
  d,
  ellipse,
  HAIR_COLOURS,
  LIGHT_BACKGROUNDS,
  line,
  opacity,
  type Pt,
  rect,
  Rng,
  shape,
  SKIN_TONES,
  sprinkle,
  zones,
} from './svg';

// ================================================================ people

type HairStyle = 'bob' | 'long' | 'bun' | 'short' | 'curly' | 'ponytail';
const HAIR_STYLES: readonly HairStyle[] = ['bob', 'long', 'bun', 'short', 'curly', 'ponytail'];

export interface Look {
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
export function hairFor(rng: Rng, skin: string): string {
  return rng.pick(HAIR_COLOURS.filter((hair) => Math.abs(lightness(hair) - lightness(skin)) > 0.22));
}

export function randomLook(rng: Rng, tops: readonly string[] = [C.coral, C.sage, C.plum, C.teal, C.coralDeep]): Look {
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

export function babyLook(rng: Rng): Pick<Look, 'skin' | 'hair'> {
  const skin = rng.pick(SKIN_TONES);
  return { skin, hair: hairFor(rng, skin) };
}

type Face = 'smile' | 'sleep' | 'calm' | 'none';

/** Head parts, split so a body can sit between the hair behind and the face in front. */
export function head(
  cx: number,
  cy: number,
  r: number,
  look: Pick<Look, 'skin' | 'hair' | 'style'>,
  face: Face,
): { back: string; front: string } {
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
      line(
        d`M${cx - mouth * r} ${cy + 0.42 * r}Q${cx} ${cy + (0.42 + mouth * 0.8) * r} ${cx + mouth * r} ${cy + 0.42 * r}`,
        ink,
        0.055 * r,
      ),
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
export function figure(x: number, ground: number, look: Look, options: FigureOptions = {}): string {
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
export function swaddledBaby(look: Pick<Look, 'skin' | 'hair'>, wrap: string, fold: string, face: Face = 'sleep'): string {
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
export function bust(look: Look, face: Face, extraBack = ''): { back: string; body: string; front: string } {
  const h = head(0, -190, 82, look, face);
  const body = [
    rect(-25, -140, 50, 110, 16, look.skin),
    shape(d`M-178 30Q-178 -42 -112 -46L112 -46Q178 -42 178 30L198 440L-198 440Z`, look.top),
    shape(d`M-40 -46Q0 8 40 -46Z`, look.skin),
  ].join('');
  return { back: extraBack + h.back, body, front: h.front };
}

// ================================================================ authors and brands

/** Skin tones, hair styles and tops already given to an author (or a member) in this run. */
const usedAuthorLooks = new Set<string>();
export const usedMemberLooks = new Set<string>();

/** A portrait: the blog's authors and the forum's demo members share the style, each set its own looks. */
export function drawAuthor(art: Art, name: string, usedLooks: Set<string> = usedAuthorLooks): void {
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
  if (rng.chance(0.35))
    parts.push(
      circle(172, 190, 22, 'none', { stroke: C.ink, 'stroke-width': 5 }),
      circle(228, 190, 22, 'none', { stroke: C.ink, 'stroke-width': 5 }),
      line('M194 190L206 190', C.ink, 5),
    );
  else if (earsShow) parts.push(circle(122, 214, 7, C.sandDeep), circle(278, 214, 7, C.sandDeep));
  art.add(...parts);
  void name;
}

/** Job B: the fixed placeholders in public/images/ (see src/shared/lib/images.ts) and the sharing card. */
import path from 'node:path';
import { ROOT, writeSvg } from './files';
import { fork, mumAndBaby, plateTop, spoon } from './motifs';
import { bust, type Look } from './people';
import {
  Art,
  at,
  blobPath,
  C,
  circle,
  ellipse,
  escapeXml,
  F,
  group,
  HAIR_COLOURS,
  heart,
  heartPath,
  line,
  opacity,
  rect,
  Rng,
  shape,
  SKIN_TONES,
  sparkle,
  sprinkle,
  tag,
  zones,
} from './svg';

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
            shape(
              'M-150 -60Q-150 -80 -130 -80L130 -80Q150 -80 150 -60L150 -40Q130 -10 110 -40Q90 -10 70 -40Q50 -10 30 -40Q10 -10 -10 -40Q-30 -10 -50 -40Q-70 -10 -90 -40Q-110 -10 -130 -40Q-150 -10 -150 -40Z',
              C.cream,
            ),
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
      art.add(
        group([circle(200, 168, 68, C.white), shape('M60 420C60 310 124 262 200 262C276 262 340 310 340 420Z', C.white)], undefined, {
          'clip-path': inside,
        }),
      );
      return { art, title: 'Author' };
    }
    case 'masterclass': {
      const art = new Art(1200, 800, rng);
      art.add(rect(0, 0, 1200, 800, 0, art.linear([C.peach, C.cream])));
      art.add(shape(blobPath(rng, 240, 160, 260), C.sage, opacity(0.35)), shape(blobPath(rng, 1020, 680, 280), C.coral, opacity(0.3)));
      const mum: Look = { skin: C.coral, hair: C.plum, style: 'bun', top: C.teal, bottom: C.teal, dress: false };
      const b = bust(mum, 'none');
      art.add(
        group(
          [
            b.back,
            b.body,
            line('M-150 10Q-210 150 -90 190L120 170', C.tealSoft, 58),
            group([circle(-118, -22, 66, C.cream), ellipse(10, 6, 150, 78, C.cream), circle(-118, -22, 50, C.peach)], at(10, 60, 1, -12)),
            line('M160 10Q215 120 80 80', C.tealSoft, 54),
            b.front,
          ],
          at(600, 430, 1),
        ),
      );
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
      art.add(
        shape(blobPath(rng, 1050, 120, 240), C.coral, opacity(0.35)),
        shape(blobPath(rng, 120, 600, 220), C.sage, opacity(0.4)),
        shape(blobPath(rng, 900, 560, 200), C.sand, opacity(0.8)),
      );
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
      art.add(
        tag(
          'text',
          { x: 222, y: 290, 'font-family': 'Georgia, serif', 'font-size': 80, 'font-weight': 'bold', fill: C.teal },
          'Mama Village',
        ),
      );
      art.add(
        tag(
          'text',
          { x: 94, y: 372, 'font-family': 'Helvetica, Arial, sans-serif', 'font-size': 36, fill: C.plum },
          escapeXml('Community & Resources for Mums'),
        ),
      );
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

const IMAGES_DIR = path.join(ROOT, 'public/images');

/** Draws the placeholders; returns how many. */
export async function drawPlaceholders(report: string[]): Promise<number> {
  for (const [fileName, kind] of PLACEHOLDERS) {
    const { art, title } = placeholderArt(kind);
    await writeSvg(path.join(IMAGES_DIR, fileName), art.svg(title), report);
  }
  return PLACEHOLDERS.length;
}

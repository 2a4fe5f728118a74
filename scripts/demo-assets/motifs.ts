/** What the illustrations show, by subject: sleep, food, self-care, products, parenting, the hero, masterclasses, recipes, brands. */
import { babyLook, bust, figure, hairFor, head, type Look, randomLook, swaddledBaby } from './people';
import {
  Art,
  at,
  backdrop,
  blobPath,
  C,
  circle,
  cloud,
  crescent,
  d,
  ellipse,
  escapeXml,
  F,
  fmt,
  fmt2,
  group,
  HAIR_COLOURS,
  hashString,
  heart,
  leaf,
  LIGHT_BACKGROUNDS,
  line,
  NIGHT_BACKGROUNDS,
  opacity,
  type Pair,
  type Pt,
  rect,
  Rng,
  shadow,
  shape,
  SKIN_TONES,
  softBlobs,
  sparkle,
  sprig,
  sprinkle,
  star,
  tag,
  zones,
} from './svg';

// ================================================================ motifs: sleep

function cot(
  rng: Rng,
  o: { wood: string; mattress: string; bag: string; print: string; skin: string; hair: string; mobile: boolean; accent: string[] },
): string {
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

export function drawSleep(art: Art, title: string): void {
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
  return [
    circle(x, y, r, F.tomato),
    star(x, y - r * 0.75, r * 0.4, F.greenDark),
    circle(x - r * 0.35, y - r * 0.1, r * 0.18, C.white, opacity(0.35)),
  ].join('');
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

export function spoon(length: number, color: string): string {
  return [rect(-9, -length, 18, length - 40, 9, color), ellipse(0, -length - 26, 34, 46, color)].join('');
}

export function drawNutrition(art: Art, title: string): void {
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
    art.add(
      group(
        shape(d`M-40 -70C-70 -40 -70 40 0 60C70 40 70 -40 40 -70C20 -90 -20 -90 -40 -70Z`, F.pear) + leaf(8, -82, 40, 14, 25, F.green),
        at(cx + side * 330, 600, 1),
      ),
    );
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
  return [
    rect(-40, -190, 80, 190, 24, color),
    rect(-26, -226, 52, 42, 10, C.teal),
    rect(-40, -130, 80, 50, 0, C.white, opacity(0.35)),
  ].join('');
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

export function drawSelfCare(art: Art, title: string): void {
  const { rng } = art;
  const lower = title.toLowerCase();
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  softBlobs(art, [C.peach, C.sage, C.plumMist, C.sand], 3, [0.35, 0.6]);
  const cupColor = rng.pick([C.coral, C.sage, C.plum, C.teal]);
  const movement = /movement|body|exercise|walk|yoga/.test(lower);
  const reset = /reset|minute|quick|time/.test(lower);
  const cupX = movement || reset ? 720 + rng.range(-30, 30) : 600 + rng.range(-40, 40);
  sprinkle(
    art,
    ['heart', 'sparkle', 'dot', 'leaf'],
    [C.coral, C.white, C.sage, C.plumSoft],
    9,
    zones([cupX, 420, 300, 330], [movement || reset ? 330 : 1300, 560, 220, 200]),
    1,
  );
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
  if (spokes)
    for (let a = 0; a < 6; a++) out.push(line(d`M${x} ${y}L${x + Math.cos(a) * r * 0.55} ${y + Math.sin(a) * r * 0.55}`, tyre, 4));
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
    out.push(
      shape(d`M-270 -440A170 150 0 0 1 -20 -520L-60 -440Z`, o.hood),
      line(d`M-240 -452Q-140 -520 -50 -470`, o.trim, 5, opacity(0.7)),
    );
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
function carrier(
  kind: CarrierKind,
  rng: Rng,
  o: { fabric: string; strap: string; trim: string },
  adult: Look,
  baby: Pick<Look, 'skin' | 'hair'>,
): string {
  const out: string[] = [];
  const b = bust(adult, 'smile');
  const babyHead = (x: number, y: number, hat?: string): string => {
    const h = head(x, y, 52, { ...baby, style: 'short' }, rng.chance(0.5) ? 'sleep' : 'calm');
    const sunhat = hat
      ? shape(d`M${x - 50} ${y - 28}Q${x - 52} ${y - 92} ${x} ${y - 92}Q${x + 52} ${y - 92} ${x + 50} ${y - 28}Z`, hat) +
        ellipse(x, y - 28, 82, 14, hat)
      : '';
    return h.front + sunhat;
  };
  if (kind === 'hiking') {
    out.push(line(d`M-150 -20L-150 -330L150 -330L150 -20`, C.ink, 16));
    out.push(shape(d`M-170 -350Q0 -420 170 -350L150 -320L-150 -320Z`, o.fabric));
    out.push(babyHead(120, -240, o.strap));
  }
  out.push(b.back, b.body);
  if (kind === 'hiking') {
    out.push(
      line(d`M-110 -40L-90 200M110 -40L90 200`, o.strap, 34),
      rect(-80, 80, 160, 26, 13, o.strap),
      rect(-200, 300, 400, 60, 30, o.fabric),
    );
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
    shape(
      d`M-170 -110L170 -110L170 -40Q170 -20 150 -16Q70 -4 46 96Q40 116 20 116L-20 116Q-40 116 -46 96Q-70 -4 -150 -16Q-170 -20 -170 -40Z`,
      color,
    ),
    rect(-170, -110, 340, 44, 18, trim, opacity(0.55)),
    ...snaps,
    line(d`M-146 -6Q-62 6 -44 90M146 -6Q62 6 44 90`, trim, 6, { opacity: '0.7', 'stroke-dasharray': '2 12' }),
  ].join('');
}

export function drawProductBlog(art: Art, title: string): void {
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
        carrier(
          carrierType,
          rng,
          { fabric: rng.pick([C.teal, C.plum, C.sage]), strap: rng.pick([C.coral, C.coralDeep]), trim: C.cream },
          adult,
          babyLook(rng),
        ),
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
        pram(kind, {
          body: rng.pick([C.coral, C.teal, C.sage]),
          hood: rng.pick([C.plum, C.coralDeep, C.teal]),
          frame: C.ink,
          tyre: C.ink,
          hub: C.sand,
          trim: C.cream,
        }),
        at(650, 700, 0.95),
      ),
    );
}

export function drawProduct(art: Art, title: string, context: string): void {
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
    art.add(group(carrier(carrierType, rng, { fabric, strap: accent, trim: C.cream }, adult, babyLook(rng)), at(400, 470, 0.85)));
    return;
  }
  art.add(shadow(400, 690, 300, 26));
  art.add(
    group(pram(pramKind(text), { body: fabric, hood: accent, frame: C.ink, tyre: C.ink, hub: C.sand, trim: C.cream }), at(430, 690, 0.9)),
  );
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
  return [
    shape(d`M-90 -60Q-90 -90 -60 -90L60 -90Q90 -90 90 -60L90 10Q90 40 60 40L-20 40L-56 76L-48 40L-60 40Q-90 40 -90 10Z`, fill),
    inner,
  ].join('');
}

export function drawParenting(art: Art, title: string): void {
  const { rng } = art;
  const lower = title.toLowerCase();
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  softBlobs(art, [C.peach, C.sage, C.sand, C.plumMist], 3, [0.35, 0.65]);
  const ground = 720;
  const mumX = 420 + rng.range(-30, 30);
  const kidX = mumX + 235;
  const mum = randomLook(rng);
  const kid = {
    ...randomLook(
      rng,
      [C.peach, C.sage, C.coral, '#F6C945'].filter((c) => c !== mum.top),
    ),
    style: rng.pick(['short', 'bun', 'curly', 'ponytail'] as const),
  };
  const holdX = (mumX + kidX) / 2 + 12;
  const holdY = ground - 236;
  const kindy = /kindy|school|childcare/.test(lower);
  const health = /nurse|health|doctor|check/.test(lower) && !kindy;
  const feelings = /tantrum|feeling|emotion/.test(lower);
  sprinkle(
    art,
    ['heart', 'sparkle', 'dot', 'leaf'],
    [C.coral, C.white, C.sage, C.plumSoft],
    8,
    zones([(mumX + kidX) / 2, 470, 260, 330], [900, 330, 200, 220]),
    1,
  );
  art.add(ellipse((mumX + kidX) / 2, ground, 290, 26, C.ink, opacity(0.08)));
  art.add(figure(mumX, ground, mum, { rightHand: [holdX - mumX, holdY - ground] }));
  art.add(
    figure(kidX, ground, kid, {
      kid: true,
      leftHand: [holdX - kidX - 4, holdY - ground],
      rightHand: feelings ? [70, -330] : undefined,
      backpack: kindy ? rng.pick([C.teal, C.plum, C.coralDeep]) : undefined,
    }),
  );
  const cardX = 930;
  if (kindy) art.add(group(clipboard(C.white, rng.pick([C.sage, C.peach, C.sand]), C.coral), at(cardX, 380, 1, 6)));
  else if (health) {
    art.add(group(clipboard(C.white, rng.pick([C.sage, C.peach]), C.coral, 2), at(cardX, 400, 1, 6)));
    art.add(
      heart(cardX + 100, 230, 44, C.coral),
      line(d`M${cardX + 100} 204L${cardX + 100} 246M${cardX + 79} 225L${cardX + 121} 225`, C.white, 10),
    );
  } else if (feelings) {
    art.add(group(speechBubble(C.white, heart(0, -26, 34, C.coral)), at(kidX + 150, 250, 1)));
    art.add(group(speechBubble(C.white, line(d`M-50 -26Q-30 -60 -10 -26T30 -26T60 -30`, C.plum, 9)), at(mumX - 200, 230, 0.85)));
  } else {
    art.add(heart(cardX, 300, 50, C.coral));
  }
}

// ================================================================ motifs: hero and masterclasses

export function mumAndBaby(mum: Look, baby: Pick<Look, 'skin' | 'hair'>, wrap: string, fold: string): string {
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

export function drawHero(art: Art): void {
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

export function topicOf(text: string): Topic {
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
      return [
        rect(-130, -110, 260, 220, 16, C.teal),
        crescent(-20, -6, 62, '#FCE9B8'),
        star(70, -50, 18, C.cream),
        sparkle(80, 40, 16, C.peach),
        sparkle(-90, 60, 12, C.cream),
        cloud(40, 70, 0.55, C.cream, opacity(0.9)),
      ].join('');
    case 'solids':
      return (
        group(
          sideBowl(
            rng,
            { body: C.coral, rim: C.peach, inside: C.coralDeep, food: F.sweetPotato, pattern: C.cream },
            group(spoon(230, C.sand), at(70, 10, 1, 38)),
          ),
          at(0, -10, 0.42),
        ) +
        carrot(-100, 40, 0.45, 60) +
        broccoli(100, 60, 0.6)
      );
    case 'feeding':
      return group(babyBottle(C.cream, C.coral, C.white), at(0, 30, 0.38));
    case 'wellbeing':
      return [
        circle(0, 0, 96, C.sageMist),
        heart(0, 0, 52, C.coral),
        leaf(-20, 92, 70, 26, -50, C.sage),
        leaf(20, 92, 70, 26, 50, C.sageDeep),
      ].join('');
    case 'village':
      return [shape(d`M-100 10L0 -84L100 10L100 96Q100 106 90 106L-90 106Q-100 106 -100 96Z`, C.coral), heart(0, 40, 40, C.cream)].join('');
  }
}

export function drawMasterclass(art: Art, title: string, topic: Topic): void {
  const { rng, w, h } = art;
  const floorY = 590;
  const start = art.mark();
  art.add(
    rect(
      0,
      0,
      w,
      h,
      0,
      art.linear(
        rng.pick<Pair>([
          [C.cream, C.peach],
          [C.sageMist, C.cream],
          [C.plumMist, C.cream],
          [C.sand, C.cream],
        ]),
        [0, 0, 0, 1],
      ),
    ),
  );
  softBlobs(art, [C.peach, C.sage, C.sand], 2, [0.3, 0.5]);
  // window with soft light
  const windowX = rng.pick([120, 160]);
  art.add(
    rect(windowX, 90, 220, 260, 110, C.white, opacity(0.7)),
    line(d`M${windowX + 110} 100L${windowX + 110} 350M${windowX} 230L${windowX + 220} 230`, C.sand, 8),
  );
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
  const t = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
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

export function plateTop(r: number, plate: string, well: string): string {
  return [circle(8, 14, r, C.ink, opacity(0.08)), circle(0, 0, r, plate), circle(0, 0, r * 0.8, well)].join('');
}

function bowlTop(r: number, body: string, food: string): string {
  return [circle(10, 16, r, C.ink, opacity(0.09)), circle(0, 0, r, body), circle(0, 0, r * 0.84, food)].join('');
}

export function fork(color: string): string {
  return [
    rect(-9, -40, 18, 260, 9, color),
    rect(-30, -130, 60, 100, 18, color),
    ...[-22, -7, 7, 22].map((x) => rect(x - 4, -200, 8, 90, 4, color)),
  ].join('');
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
        group(
          [
            circle(0, 0, 86, F.oat),
            circle(0, 0, 70, F.oatLight, opacity(0.55)),
            speckles(rng, 6, 60, [F.choc], [6, 10]),
            speckles(rng, 5, 62, [C.cream], [4, 6]),
          ],
          at(x, y, 1, rng.range(0, 90)),
        ),
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
        main: [
          bowlTop(240, bowl === C.cream ? C.coral : bowl, F.sweetPotato),
          line(d`M0 0m-20 0a20 20 0 1 1 40 0a40 40 0 1 1 -80 0a60 60 0 1 1 120 0`, '#F8C08A', 10),
          group(spoon(230, C.white), at(40, 90, 1.1, 130)),
        ].join(''),
        side: group([
          shape(d`M-40 -70C-70 -40 -70 40 0 60C70 40 70 -40 40 -70C20 -90 -20 -90 -40 -70Z`, F.pear),
          leaf(8, -82, 40, 14, 25, F.green),
        ]),
      };
    }
    case 'fritter': {
      const spots: Pt[] = [
        [-95, -70],
        [95, -80],
        [-90, 95],
        [100, 80],
      ];
      const fritters = spots.map(
        ([x, y]) =>
          shape(blobPath(rng, x, y, 82, 8, 0.1), '#E7B65A') +
          group(speckles(rng, 10, 58, [F.greenDark, F.carrot, F.corn], [5, 9]), at(x, y)),
      );
      return {
        main: [
          plateTop(280, C.white, C.cream),
          ...fritters,
          shape(blobPath(rng, 0, 6, 48, 6, 0.2), F.yoghurt),
          leaf(0, 10, 40, 14, 30, F.green),
        ].join(''),
        side: group([circle(0, 0, 70, F.zucchini), circle(0, 0, 58, '#E9F0C8'), speckles(rng, 6, 40, ['#C9D9A0'], [4, 6])]),
      };
    }
    case 'oats': {
      const toppings: string[] = [];
      for (let i = 0; i < 5; i++)
        toppings.push(group([circle(0, 0, 30, F.banana), circle(0, 0, 6, '#E2C88A')], at(-120 + i * 40, -40 + (i % 2) * 30)));
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
        side: group([
          shape(d`M0 0L-56 -40A70 70 0 0 1 56 -40Z`, '#8DBF5A'),
          shape(d`M0 -6L-44 -38A56 56 0 0 1 44 -38Z`, '#D9EBA8'),
          line(d`M0 -6L-20 -50M0 -6L20 -50`, '#B8D888', 4),
        ]),
      };
    }
    case 'salmon': {
      const out = [
        rect(-340, -230, 680, 460, 50, C.ink, opacity(0.1)),
        rect(-330, -240, 660, 460, 46, rng.pick([C.teal, C.plum])),
        rect(-300, -210, 600, 400, 30, '#FBF3E6'),
      ];
      [-150, 60].forEach((x, i) => {
        out.push(
          group(
            [rect(-80, -55, 190, 110, 40, F.salmon), line(d`M-40 -50L-10 50M10 -50L40 50M60 -50L85 40`, F.salmonLight, 6)],
            at(x, -70 + i * 130, 1, i ? -8 : 6),
          ),
        );
      });
      out.push(broccoli(160, -60, 0.9), broccoli(-220, 120, 0.8), broccoli(230, 120, 0.7));
      for (let i = 0; i < 4; i++)
        out.push(group(shape(d`M-40 0A40 40 0 0 1 40 0Z`, '#F3C774'), at(rng.range(-80, 80), rng.range(100, 160), 1, rng.range(-40, 40))));
      out.push(group([circle(0, 0, 36, F.lemon), circle(0, 0, 28, '#FBE7A1'), line(d`M0 -26L0 26M-26 0L26 0`, F.lemon, 3)], at(220, -150)));
      out.push(tomato(-30, 150, 20), tomato(60, 160, 18));
      return { main: out.join(''), side: group([circle(0, 0, 46, F.lemon), circle(0, 0, 36, '#FBE7A1')]) };
    }
    case 'slice': {
      const out = [
        rect(-330, -220, 620, 440, 40, F.wood),
        rect(290, -40, 90, 80, 30, F.wood),
        circle(350, 0, 14, F.woodDark),
        line(d`M-300 -150L260 -150M-300 150L260 150`, F.woodDark, 3, opacity(0.4)),
      ];
      for (let row = 0; row < 2; row++) {
        for (let col = 0; col < 3; col++) {
          const x = -210 + col * 170;
          const y = -90 + row * 180;
          out.push(
            group(
              [
                rect(-72, -72, 144, 144, 18, '#E9B653'),
                rect(-62, -62, 124, 124, 14, '#F6D27A'),
                speckles(rng, 5, 50, [F.greenDark, F.zucchini], [6, 9]),
                speckles(rng, 5, 50, [F.corn], [5, 7]),
              ],
              at(x, y, 1, rng.range(-5, 5)),
            ),
          );
        }
      }
      return {
        main: out.join(''),
        side: group([rect(-100, -22, 200, 44, 22, F.zucchini), circle(100, 0, 22, F.greenDark)], at(0, 0, 0.9, -30)),
      };
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

export function drawRecipe(art: Art, title: string): void {
  const { rng, w, h } = art;
  const dish = dishOf(title);
  if (dish === 'muffin') {
    art.add(
      rect(
        0,
        0,
        w,
        h,
        0,
        art.linear(
          rng.pick<Pair>([
            [C.cream, C.peach],
            [C.sageMist, C.cream],
            [C.plumMist, C.cream],
          ]),
          [0, 0, 0, 1],
        ),
      ),
    );
    softBlobs(art, [C.peach, C.sage, C.sand], 2, [0.3, 0.5]);
    art.add(rect(0, 560, w, 240, 0, rng.pick([F.wood, C.sand, C.sage])), rect(0, 560, w, 14, 0, C.white, opacity(0.4)));
    art.add(ellipse(600, 640, 360, 40, C.white), ellipse(600, 634, 320, 30, '#F4ECE6'));
    const caseColor = rng.pick([C.coral, C.sage, C.plumSoft, C.teal]);
    art.add(muffin(420, 500, 0.95, caseColor, rng), muffin(780, 500, 0.95, caseColor, rng), muffin(600, 520, 1.15, caseColor, rng));
    art.add(speckles(rng, 9, 60, [F.berry], [12, 15]).replace(/<circle/g, '<circle transform="translate(1000 660)"'));
    art.add(
      group(
        [
          shape(d`M-160 -20Q0 110 160 -40Q152 -24 140 -20Q0 44 -150 -32Z`, F.banana),
          line(d`M-110 0Q0 50 110 -10`, '#FBEFC6', 6),
          rect(146, -62, 16, 30, 6, '#8B6B3E', { transform: 'rotate(30 154 -47)' }),
          circle(-156, -26, 7, '#8B6B3E'),
        ],
        at(200, 690, 1, -4),
      ),
    );
    sprinkle(art, ['sparkle', 'dot', 'heart'], [C.coral, C.white, C.sage], 6, zones([600, 460, 420, 260], [0, 700, 2000, 160]), 1);
    return;
  }
  const gingham = rng.chance(0.4);
  backdrop(art, rng.pick(LIGHT_BACKGROUNDS));
  if (gingham) {
    const color = rng.pick([C.coral, C.sage, C.teal]);
    art.add(
      rect(0, 0, w, h, 0, art.pattern(80, 80, rect(0, 0, 40, 80, 0, color, opacity(0.12)) + rect(0, 0, 80, 40, 0, color, opacity(0.12)))),
    );
  } else {
    softBlobs(art, [C.peach, C.sage, C.sand, C.plumMist], 3, [0.35, 0.6]);
  }
  const cx = 560 + rng.range(-30, 30);
  const cy = 410 + rng.range(-20, 20);
  // napkin and cutlery on the right
  const napkin = rng.pick([C.peach, C.sage, C.sand, C.plumMist]);
  art.add(
    group(
      [rect(-90, -200, 180, 400, 16, napkin), line(d`M-90 -150L90 -150M-90 150L90 150`, C.white, 8, opacity(0.6))],
      at(cx + 420, 430, 1, 4),
    ),
  );
  art.add(group(fork(rng.pick([F.metal, C.teal, C.sand])), at(cx + 420, 460, 1, 4)));
  const art2 = dishArt(dish, rng);
  art.add(group(art2.main, at(cx, cy, 1)));
  if (art2.side) art.add(group(art2.side, at(cx - 420, rng.range(600, 660), 1)));
  sprinkle(
    art,
    ['leaf', 'dot', 'sparkle'],
    [C.sage, C.coral, C.white, C.sageDeep],
    6,
    zones([cx, cy, 370, 330], [cx + 420, 430, 140, 260], [cx - 420, 630, 140, 140]),
    0.9,
  );
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
      return [
        shape(d`M-80 0A80 70 0 0 0 80 0Z`, main),
        rect(-90, -8, 180, 16, 8, accent),
        line(d`M-20 -30Q-35 -50 -20 -70M20 -30Q5 -50 20 -70`, accent, 7),
        heart(0, 30, 18, C.cream),
      ].join('');
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
      return [
        circle(0, -30, 34, main),
        line(d`M-90 30Q-67 10 -45 30T0 30T45 30T90 30`, accent, 10),
        line(d`M-90 62Q-67 42 -45 62T0 62T45 62T90 62`, accent, 10, opacity(0.6)),
      ].join('');
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

export function drawBrand(art: Art, brandName: string, category: string): void {
  const { rng, w } = art;
  const serif = rng.chance(0.5);
  const main = rng.pick([C.coral, C.teal, C.plum, C.sageDeep]);
  const accent = rng.pick([C.coral, C.teal, C.plum, C.sage, C.sandDeep].filter((c) => c !== main));
  art.add(rect(0, 0, w, w, 0, rng.pick([C.cream, C.white, '#FFF9F4', C.sageMist, C.plumMist])));
  const badge = rng.pick(['circle', 'arch', 'none'] as const);
  if (badge === 'circle') art.add(circle(200, 140, 96, rng.pick([C.peach, C.sand, C.tealMist]), opacity(0.8)));
  else if (badge === 'arch')
    art.add(shape('M110 236L110 140A90 90 0 0 1 290 140L290 236Z', rng.pick([C.peach, C.sand, C.tealMist]), opacity(0.8)));
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
      {
        x: 200,
        y: subY + 6,
        'text-anchor': 'middle',
        'font-family': 'Helvetica, Arial, sans-serif',
        'font-size': 13,
        'letter-spacing': 3,
        fill: C.ink,
        opacity: '0.7',
      },
      escapeXml(category.toUpperCase()),
    ),
  );
}

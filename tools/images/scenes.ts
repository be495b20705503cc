// One drawing per catalogue key: the studio scenes (heroes, gallery), the street front, the before/after pairs,
// the team portraits and the testimonial avatars. Every choice that varies (colours, who wears what) comes from
// the key's seeded random source, so a run draws exactly the same pictures as the last one.
import {
  POSES,
  box,
  bust,
  clipboard,
  dumbbell,
  figure,
  frontFigure,
  kettlebell,
  mat,
  type Accessory,
  type HairStyle,
  type Look,
  type Pose,
} from './figure';
import {
  BOTTOMS,
  C,
  HAIR,
  SKIN,
  TOPS,
  circle,
  ellipse,
  linearGradient,
  n,
  path,
  pick,
  polygon,
  pt,
  rect,
  seededRandom,
  shade,
  sparkle,
  stroke,
  type Rng,
} from './svg';

export interface Drawing {
  viewBox: string;
  defs: string;
  body: string;
}

const HAIR_STYLES: readonly HairStyle[] = [
  'short',
  'bun',
  'ponytail',
  'long',
  'bald',
  'curly',
  'buzz',
  'short',
];

function randomLook(rng: Rng, changes: Partial<Look> = {}): Look {
  return {
    skin: pick(rng, SKIN),
    hair: pick(rng, HAIR),
    hairStyle: pick(rng, HAIR_STYLES),
    top: pick(rng, TOPS),
    bottom: pick(rng, BOTTOMS),
    shoe: pick(rng, [C.white, C.ink, C.orange, '#E8EBEF']),
    shorts: rng() < 0.5,
    ...changes,
  };
}

/** A crowd whose members never share skin tone, top colour and hairstyle with their neighbour. */
function crowd(rng: Rng, count: number): Look[] {
  const skins = shuffle(rng, SKIN);
  const tops = shuffle(rng, TOPS);
  const hairs = shuffle(rng, HAIR_STYLES);
  return Array.from({ length: count }, (_, index) =>
    randomLook(rng, {
      skin: skins[index % skins.length] as string,
      top: tops[index % tops.length] as string,
      hairStyle: hairs[index % hairs.length] as HairStyle,
    }),
  );
}

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(rng() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

// The studio: wall with windows and light, floor, lamps, plants.

interface StudioOptions {
  width: number;
  height: number;
  floorY: number;
  windows: number;
  wall: readonly [string, string];
  floor: readonly [string, string];
  sky?: readonly string[];
  sun?: boolean;
  id: string;
}

function plant(x: number, y: number, size: number, leaf: string): string {
  const s = size;
  const leaves = [-50, -25, 0, 25, 50, -12, 12]
    .map((angle, index) =>
      ellipse(
        x,
        y - s * (0.85 + (index % 3) * 0.12),
        s * 0.14,
        s * 0.5,
        index % 2 ? leaf : shade(leaf, -0.15),
        ` transform="rotate(${angle} ${n(x)} ${n(y - s * 0.35)})"`,
      ),
    )
    .join('');
  return (
    leaves +
    path(
      `M${n(x - s * 0.28)} ${n(y - s * 0.42)} L${n(x + s * 0.28)} ${n(y - s * 0.42)} L${n(x + s * 0.22)} ${n(y)} L${n(x - s * 0.22)} ${n(y)}Z`,
      C.orange,
    )
  );
}

function lamp(x: number, length: number, size: number): string {
  return [
    stroke([pt(x, 0), pt(x, length)], C.navy, 2),
    path(
      `M${n(x - size)} ${n(length + size * 0.7)} Q${n(x - size)} ${n(length)} ${n(x)} ${n(length)} Q${n(x + size)} ${n(length)} ${n(x + size)} ${n(length + size * 0.7)}Z`,
      C.navy,
    ),
    ellipse(x, length + size * 0.7, size * 0.55, size * 0.18, '#FFE9A8'),
  ].join('');
}

function studio(o: StudioOptions): { defs: string; body: string } {
  const { width: W, height: H, floorY } = o;
  const defs = [
    linearGradient(`${o.id}-wall`, o.wall),
    linearGradient(`${o.id}-floor`, o.floor),
    linearGradient(`${o.id}-sky`, o.sky ?? [C.blueSoft, C.bluePale, C.white]),
    linearGradient(`${o.id}-beam`, ['#FFFFFF', '#FFFFFF00']),
  ].join('');
  const parts = [rect(0, 0, W, floorY, `url(#${o.id}-wall)`)];
  const gap = W / (o.windows + 1);
  const winW = Math.min(gap * 0.62, W * 0.2);
  const winTop = floorY * 0.13;
  const winH = floorY * 0.58;
  for (let index = 0; index < o.windows; index += 1) {
    const x = gap * (index + 1) - winW / 2;
    parts.push(rect(x - 8, winTop - 8, winW + 16, winH + 16, C.white, 10));
    parts.push(rect(x, winTop, winW, winH, `url(#${o.id}-sky)`, 6));
    if (o.sun && index === Math.floor(o.windows / 2)) {
      parts.push(circle(x + winW * 0.5, winTop + winH * 0.78, winW * 0.22, '#FFD27A'));
      parts.push(circle(x + winW * 0.5, winTop + winH * 0.78, winW * 0.3, '#FFD27A', ' opacity="0.35"'));
    }
    parts.push(
      path(
        `M${n(x)} ${n(winTop + winH * 0.82)} Q${n(x + winW * 0.3)} ${n(winTop + winH * 0.7)} ${n(x + winW * 0.6)} ${n(winTop + winH * 0.8)} T${n(x + winW)} ${n(winTop + winH * 0.76)} L${n(x + winW)} ${n(winTop + winH)} L${n(x)} ${n(winTop + winH)}Z`,
        o.sun ? '#E9A27C' : C.greenSoft,
        ' opacity="0.8"',
      ),
    );
    parts.push(rect(x + winW / 2 - 3, winTop, 6, winH, C.white));
    parts.push(rect(x, winTop + winH * 0.45 - 3, winW, 6, C.white));
    parts.push(
      polygon(
        [pt(x, winTop + winH), pt(x + winW, winTop + winH), pt(x + winW + W * 0.12, H), pt(x + W * 0.07, H)],
        `url(#${o.id}-beam)`,
        ' opacity="0.28"',
      ),
    );
  }
  parts.push(rect(0, floorY - H * 0.1, W, H * 0.1, shade(o.wall[1], -0.07)));
  parts.push(rect(0, floorY - H * 0.1 - 8, W, 8, C.orange));
  parts.push(rect(0, floorY, W, H - floorY, `url(#${o.id}-floor)`));
  parts.push(rect(0, floorY, W, 6, shade(o.floor[0], -0.12)));
  return { defs, body: parts.join('') };
}

const studioOverlay = (o: StudioOptions) =>
  polygon(
    [pt(0, 0), pt(o.width * 0.35, 0), pt(o.width * 0.9, o.height), pt(o.width * 0.4, o.height)],
    '#FFFFFF',
    ' opacity="0.06"',
  );

const figureAt = (pose: Pose, look: Look, x: number, y: number, scale: number, flip = false, extras = {}) =>
  figure(pose, look, { x, y, scale, flip }, extras);

const ropes = (
  handF: { x: number; y: number },
  handB: { x: number; y: number },
  to: number,
  colour: string,
) => {
  const wave = (from: { x: number; y: number }, phase: number) => {
    const steps = 28;
    const points: string[] = [`M${n(from.x)} ${n(from.y)}`];
    for (let index = 1; index <= steps; index += 1) {
      const t = index / steps;
      const x = from.x + (to - from.x) * t;
      const y = from.y + (-3 - from.y) * t + Math.sin(t * Math.PI * 4 + phase) * 6 * (1 - t * 0.7);
      points.push(`L${n(x)} ${n(y)}`);
    }
    return `<path d="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
  };
  return wave(handB, 1.2) + wave(handF, 0) + rect(to - 2, -16, 7, 16, C.navy, 2);
};

// Heroes (1600 × 900).

function heroChallenge(rng: Rng): Drawing {
  const o: StudioOptions = {
    width: 1600,
    height: 900,
    floorY: 640,
    windows: 4,
    wall: [C.bluePale, '#F4F1EA'],
    floor: [C.sand, '#D9BE94'],
    id: 'hc',
  };
  const s = studio(o);
  const [a, b, c, d] = crowd(rng, 4) as [Look, Look, Look, Look];
  const ground = 862;
  const body = [
    s.body,
    lamp(420, 70, 30),
    lamp(1180, 70, 30),
    plant(80, 650, 120, C.green),
    plant(1530, 652, 110, C.green),
    rect(130, 712, 1340, 140, shade(C.navy, 0.15), 18, ' opacity="0.18"'),
    figureAt(POSES.battleRopes, a, 210, ground, 4.1, false, {
      held: ropes(POSES.battleRopes.handF, POSES.battleRopes.handB, 92, '#3A3A3A'),
    }),
    figureAt(POSES.gobletSquat, b, 790, ground, 4.1, false, { held: kettlebell(15, -55, C.orange) }),
    figureAt(POSES.swingTop, c, 1090, ground, 4, false, { held: kettlebell(30, -70, C.navy) }),
    figureAt(POSES.cheer, { ...d, top: C.orange }, 1440, ground + 4, 4.1, true, {
      front: clipboard(11, -58),
    }),
    studioOverlay(o),
  ].join('');
  return { viewBox: '0 0 1600 900', defs: s.defs, body };
}

function heroLevelUp(rng: Rng): Drawing {
  const o: StudioOptions = {
    width: 1600,
    height: 900,
    floorY: 620,
    windows: 3,
    wall: [C.orangePale, C.sandSoft],
    floor: [C.sand, '#D7B98A'],
    id: 'hl',
  };
  const s = studio(o);
  const people = crowd(rng, 6);
  const ground = 862;
  const flags: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    const y0 = 40 + row * 36;
    flags.push(path(`M0 ${y0} Q800 ${y0 + 110} 1600 ${y0}`, 'none', ` stroke="${C.navy}" stroke-width="3"`));
    for (let index = 0; index < 18; index += 1) {
      const t = (index + 0.5) / 18;
      const x = t * 1600;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 110) + t * t * y0;
      const colour = [C.orange, C.navy, C.greenSoft, C.blue][(index + row) % 4] as string;
      flags.push(polygon([pt(x - 24, y - 2), pt(x + 24, y - 2), pt(x, y + 46)], colour));
    }
  }
  const confetti: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    const x = rng() * 1600;
    const y = 150 + rng() * 420;
    const colour = pick(rng, [C.orange, C.navy, C.green, C.blue, '#F2A541']);
    confetti.push(
      rect(
        x,
        y,
        10,
        16,
        colour,
        2,
        ` transform="rotate(${Math.round(rng() * 180)} ${n(x)} ${n(y)})" opacity="0.8"`,
      ),
    );
  }
  const body = [
    s.body,
    ...flags,
    ...confetti,
    plant(1520, 632, 120, C.green),
    figureAt(POSES.armsUp, people[0] as Look, 170, ground, 3.7),
    figureAt(POSES.lunge, people[1] as Look, 430, ground, 3.7),
    figureAt(POSES.highFive, people[2] as Look, 730, ground, 3.7),
    figureAt(POSES.highFive, people[3] as Look, 862, ground, 3.7, true),
    figureAt(POSES.airSquat, people[4] as Look, 1140, ground, 3.7),
    figureAt(POSES.armsUp, people[5] as Look, 1410, ground, 3.7, true),
    sparkle(796, 462, 30, C.orange),
    studioOverlay(o),
  ].join('');
  return { viewBox: '0 0 1600 900', defs: s.defs, body };
}

function rack(x: number, y: number, width: number, rng: Rng): string {
  const parts = [
    rect(x, y, width, 14, C.navy, 4),
    rect(x, y + 70, width, 14, C.navy, 4),
    rect(x + 6, y, 10, 150, C.navySoft, 3),
    rect(x + width - 16, y, 10, 150, C.navySoft, 3),
  ];
  const count = Math.floor(width / 56);
  for (let index = 0; index < count; index += 1) {
    const cx = x + 36 + index * ((width - 72) / Math.max(1, count - 1));
    const colour = pick(rng, [C.orange, C.navy, '#3A3A3A', C.green]);
    parts.push(dumbbell(cx, y - 9, colour, 0, 2.6));
    parts.push(dumbbell(cx, y + 61, colour, 0, 2.6));
  }
  return parts.join('');
}

function heroAbout(rng: Rng): Drawing {
  const o: StudioOptions = {
    width: 1600,
    height: 900,
    floorY: 650,
    windows: 3,
    wall: [C.greenPale, '#F3F1EA'],
    floor: ['#DCC49C', '#CBAE82'],
    id: 'ha',
  };
  const s = studio(o);
  const [trainer, client, rower] = crowd(rng, 3) as [Look, Look, Look];
  const ground = 862;
  const body = [
    s.body,
    lamp(300, 60, 26),
    lamp(800, 60, 26),
    lamp(1300, 60, 26),
    rack(120, 520, 360, rng),
    `<g transform="translate(560 700) scale(3)">${box(0, 36, 22, C.orange)}${box(40, 30, 16, C.navySoft)}</g>`,
    plant(1540, 660, 130, C.green),
    figureAt(POSES.rowFinish, rower, 130, 872, 3.6, false, {
      behind: `${rect(-14, -8, 78, 4, '#7C8794', 2)}${rect(-8, -14, 16, 5, C.navy, 2)}${circle(56, -18, 11, C.navy)}${circle(56, -18, 5, '#7C8794')}${rect(-10, -6, 4, 6, C.navy)}${rect(56, -6, 4, 6, C.navy)}`,
      held: stroke([pt(2, -35), pt(50, -20)], '#5C6670', 1),
      noShadow: true,
    }),
    figureAt(POSES.lunge, client, 960, ground, 4, false, {
      behind: mat(-40, 76, C.green),
      front: dumbbell(3, -37, C.orange, 90),
    }),
    figureAt(POSES.coach, { ...trainer, top: C.navy, shorts: false }, 1270, ground, 4, true, {
      front: clipboard(11, -58),
    }),
    studioOverlay(o),
  ].join('');
  return { viewBox: '0 0 1600 900', defs: s.defs, body };
}

function heroGym(rng: Rng): Drawing {
  const o: StudioOptions = {
    width: 1600,
    height: 900,
    floorY: 640,
    windows: 3,
    wall: ['#FBE7D6', '#F6EDE2'],
    floor: ['#E4C597', '#D3AD78'],
    sky: ['#F7B27A', '#FFD8A6', '#FFF1D6'],
    sun: true,
    id: 'hg',
  };
  const s = studio(o);
  const [a, b, c] = crowd(rng, 3) as [Look, Look, Look];
  const ground = 862;
  const body = [
    s.body,
    plant(90, 652, 130, C.green),
    plant(1510, 652, 100, C.green),
    figureAt(POSES.warrior, a, 330, ground, 3.8, false, { behind: mat(-40, 80, C.greenSoft) }),
    figureAt(POSES.airSquat, b, 810, ground, 4),
    figureAt(POSES.press, c, 1220, ground, 4, true, {
      front: dumbbell(7, -106, C.orange),
      held: dumbbell(-5, -106, C.orange),
    }),
    polygon([pt(0, 0), pt(1600, 0), pt(1600, 900), pt(0, 900)], '#FF9A5C', ' opacity="0.06"'),
  ].join('');
  return { viewBox: '0 0 1600 900', defs: s.defs, body };
}

function location(rng: Rng): Drawing {
  const defs = [
    linearGradient('lo-sky', ['#9CC3E6', '#DCEBF7', '#FFF4E6']),
    linearGradient('lo-glass', ['#FFF6E0', '#FFE2BF']),
  ].join('');
  const parts: string[] = [rect(0, 0, 1600, 900, 'url(#lo-sky)')];
  parts.push(circle(1380, 150, 70, '#FFE6A8', ' opacity="0.9"'));
  for (const [x, y, w] of [
    [160, 190, 220],
    [1060, 130, 180],
  ] as const) {
    parts.push(
      ellipse(x, y, w * 0.5, 34, C.white, ' opacity="0.85"'),
      ellipse(x + w * 0.2, y - 24, w * 0.3, 34, C.white, ' opacity="0.85"'),
    );
  }
  // Neighbouring buildings.
  const neighbours: Array<[number, number, number, string]> = [
    [0, 250, 300, C.blueSoft],
    [1300, 230, 300, C.greenSoft],
  ];
  for (const [x, top, width, colour] of neighbours) {
    parts.push(rect(x, top, width, 700 - top, colour));
    for (let row = 0; row < 4; row += 1) {
      for (let col = 0; col < 3; col += 1) {
        parts.push(rect(x + 40 + col * 90, top + 40 + row * 100, 50, 64, shade(colour, 0.45), 4));
      }
    }
  }
  // The studio building.
  parts.push(rect(280, 140, 1040, 570, C.sandSoft));
  parts.push(rect(280, 140, 1040, 26, shade(C.sand, -0.1)));
  for (let col = 0; col < 5; col += 1) {
    const x = 340 + col * 196;
    parts.push(
      rect(x, 210, 132, 120, C.white, 6),
      rect(x + 8, 218, 116, 104, C.bluePale, 4),
      rect(x + 64, 218, 4, 104, C.white),
    );
    parts.push(rect(x - 6, 330, 144, 10, shade(C.sand, -0.15), 3));
  }
  // Shop front: band with the logo mark, awning, big window with people inside, the door.
  parts.push(rect(280, 380, 1040, 70, C.navy));
  parts.push(circle(800, 415, 26, C.orange), dumbbell(800, 415, C.white, 0, 2.2));
  const stripes: string[] = [];
  for (let index = 0; index < 13; index += 1) {
    const x = 300 + index * 77;
    stripes.push(
      path(
        `M${x} 450 L${x + 77} 450 L${x + 77} 490 Q${x + 57} 510 ${x + 38} 490 Q${x + 19} 510 ${x} 490Z`,
        index % 2 ? C.white : C.orange,
      ),
    );
  }
  parts.push(...stripes);
  parts.push(rect(320, 520, 560, 190, C.navy, 4), rect(332, 532, 536, 178, 'url(#lo-glass)', 2));
  const inside = crowd(rng, 2);
  parts.push(
    `<g opacity="0.9">${figureAt(POSES.swingTop, inside[0] as Look, 460, 706, 1.55, false, { held: kettlebell(30, -70, C.navy) })}${figureAt(POSES.airSquat, inside[1] as Look, 700, 706, 1.55, true)}</g>`,
  );
  parts.push(rect(600, 532, 6, 178, C.navy));
  parts.push(
    rect(960, 500, 200, 210, C.navy, 4),
    rect(974, 514, 172, 196, '#FFE9C7', 2),
    rect(1058, 514, 4, 196, C.navy),
    rect(1036, 600, 6, 40, C.orange, 3),
    rect(1078, 600, 6, 40, C.orange, 3),
  );
  parts.push(rect(940, 700, 240, 14, shade(C.sand, -0.2), 3));
  parts.push(plant(920, 708, 90, C.green), plant(1210, 708, 90, C.green));
  // Pavement, kerb, street.
  parts.push(rect(0, 700, 1600, 90, '#E6E2DA'), rect(0, 700, 1600, 6, '#CFC8BC'));
  for (let x = 0; x < 1600; x += 120) parts.push(rect(x, 706, 3, 84, '#D6D0C5'));
  parts.push(rect(0, 790, 1600, 14, '#B9B3A8'), rect(0, 804, 1600, 96, '#5B6573'));
  for (let x = 40; x < 1600; x += 200) parts.push(rect(x, 846, 110, 10, '#F4F1EA', 5));
  // Tree, lamp post, bike, a visitor walking in.
  parts.push(
    rect(188, 520, 18, 200, '#7A5A3A', 6),
    circle(197, 470, 90, C.green),
    circle(150, 510, 60, shade(C.green, 0.12)),
    circle(250, 505, 64, shade(C.green, -0.1)),
  );
  parts.push(
    rect(1432, 420, 10, 300, C.navy, 4),
    path('M1412 420 L1462 420 L1450 396 L1424 396Z', C.navy),
    ellipse(1437, 424, 14, 6, '#FFE9A8'),
  );
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="745" r="28" fill="none" stroke="${C.ink}" stroke-width="6"/>`;
  parts.push(
    wheel(1250),
    wheel(1350),
    stroke([pt(1250, 745), pt(1290, 705), pt(1330, 705), pt(1350, 745)], C.orange, 7),
    stroke([pt(1290, 705), pt(1300, 745), pt(1250, 745)], C.orange, 7),
    stroke([pt(1330, 705), pt(1326, 690)], C.ink, 6),
    stroke([pt(1284, 698), pt(1300, 698)], C.ink, 7),
  );
  const visitor = randomLook(rng, { top: C.orange });
  parts.push(
    figureAt(POSES.walk, visitor, 880, 760, 2.3, false, { front: `${rect(4, -50, 16, 10, C.navy, 4)}` }),
  );
  return { viewBox: '0 0 1600 900', defs, body: parts.join('') };
}

// Gallery scenes (800 × 600).

type GalleryScene = (rng: Rng, looks: Look[]) => string;

const GROUND = 540;

const GALLERY: readonly GalleryScene[] = [
  // 1 rowing
  (_rng, [a]) =>
    figureAt(POSES.rowFinish, a as Look, 250, GROUND + 10, 4.4, false, {
      behind: `${rect(-16, -8, 80, 4, '#7C8794', 2)}${rect(-8, -14, 16, 5, C.navy, 2)}${circle(58, -18, 12, C.navy)}${circle(58, -18, 5, '#7C8794')}${rect(-12, -6, 4, 6, C.navy)}${rect(58, -6, 4, 6, C.navy)}`,
      held: stroke([pt(2, -35), pt(52, -20)], '#5C6670', 0.8),
      noShadow: true,
    }),
  // 2 box jumps
  (_rng, [a]) =>
    [
      `<g transform="translate(470 ${GROUND}) scale(4)">${box(0, 44, 32, C.orange)}</g>`,
      figureAt(POSES.boxJump, a as Look, 445, GROUND + 22, 3.6, false, { noShadow: true }),
      ellipse(440, GROUND + 4, 60, 8, C.ink, ' opacity="0.1"'),
      stroke([pt(300, 270), pt(360, 280)], C.navy, 5, ' opacity="0.25"'),
      stroke([pt(290, 330), pt(350, 336)], C.navy, 5, ' opacity="0.25"'),
      stroke([pt(300, 390), pt(360, 392)], C.navy, 5, ' opacity="0.25"'),
    ].join(''),
  // 3 stretching
  (_rng, [a, b]) =>
    [
      figureAt(POSES.quadStretch, a as Look, 230, GROUND, 3.9),
      figureAt(POSES.forwardFold, b as Look, 430, GROUND, 4.2, false, { behind: mat(-14, 70, C.blueSoft) }),
    ].join(''),
  // 4 sled push
  (_rng, [a]) =>
    figureAt(POSES.sledPush, a as Look, 300, GROUND, 4, false, {
      held: `${stroke([pt(36, -58), pt(46, -14)], '#5C6670', 3)}${polygon([pt(38, -14), pt(78, -14), pt(84, -2), pt(34, -2)], C.navy)}${rect(50, -26, 22, 12, C.orange, 2)}${rect(52, -34, 18, 8, C.orange, 2)}`,
      front: stroke([pt(35, -59), pt(45, -15)], '#7C8794', 3),
    }),
  // 5 yoga mat
  (_rng, [a, b]) =>
    [
      `<g transform="translate(120 ${GROUND}) scale(4)">${rect(0, -9, 8, 9, C.green, 4)}${rect(1.5, -12, 5, 3, C.navy, 1.5)}</g>`,
      figureAt(POSES.tree, a as Look, 300, GROUND, 4.1, false, { behind: mat(-30, 60, C.green) }),
      figureAt(POSES.warrior, b as Look, 580, GROUND, 3.7, true, { behind: mat(-40, 80, C.orangeSoft) }),
    ].join(''),
  // 6 dumbbells
  (_rng, [a, b]) =>
    [
      figureAt(POSES.curl, a as Look, 260, GROUND, 4, false, {
        front: dumbbell(15, -71, C.orange, 80),
        held: dumbbell(-3, -45, C.orange, 80),
      }),
      figureAt(POSES.press, b as Look, 560, GROUND, 4, true, {
        front: dumbbell(7, -106, C.navy),
        held: dumbbell(-5, -106, C.navy),
      }),
    ].join(''),
  // 7 group high-five
  (_rng, [a, b, c]) =>
    [
      figureAt(POSES.armsUp, c as Look, 150, GROUND, 3.4),
      figureAt(POSES.highFive, a as Look, 360, GROUND, 3.8),
      figureAt(POSES.highFive, b as Look, 530, GROUND, 3.8, true),
      sparkle(445, 150, 22, C.orange),
      sparkle(480, 118, 12, C.orange),
    ].join(''),
  // 8 trainer coaching
  (_rng, [a, b]) =>
    [
      figureAt(POSES.gobletSquat, a as Look, 300, GROUND, 4, false, { held: kettlebell(15, -55, C.navy) }),
      figureAt(POSES.coach, { ...(b as Look), top: C.orange, shorts: false }, 600, GROUND, 4, true, {
        front: clipboard(11, -58),
      }),
    ].join(''),
];

const GALLERY_WALLS: ReadonlyArray<readonly [string, string]> = [
  [C.bluePale, '#F1F4F8'],
  [C.greenPale, '#F2F5EF'],
  [C.orangePale, C.sandSoft],
  ['#EEE9F6', '#F6F3EC'],
];

function gallery(index: number, rng: Rng): Drawing {
  const o: StudioOptions = {
    width: 800,
    height: 600,
    floorY: 400,
    windows: 2,
    wall: GALLERY_WALLS[index % GALLERY_WALLS.length] as readonly [string, string],
    floor: [C.sand, '#D7BA8C'],
    id: `g${index}`,
  };
  const s = studio(o);
  const body = [
    s.body,
    plant(748, 412, 80, C.green),
    (GALLERY[index] as GalleryScene)(rng, crowd(rng, 3)),
    studioOverlay(o),
  ].join('');
  return { viewBox: '0 0 800 600', defs: s.defs, body };
}

// Results: one person per pair, before (muted, rounder, slumped) and after (warm, upright, defined).

function resultLook(index: number): Look {
  const rng = seededRandom(`result-${index}`);
  return randomLook(rng, {
    skin: SKIN[index % SKIN.length] as string,
    hairStyle: HAIR_STYLES[(index * 3) % HAIR_STYLES.length] as HairStyle,
    top: TOPS[(index * 5) % TOPS.length] as string,
  });
}

function result(index: number, after: boolean): Drawing {
  const look = resultLook(index);
  const id = `r${index}${after ? 'a' : 'b'}`;
  const defs = after
    ? linearGradient(`${id}-bg`, ['#FFE7CF', '#FFC7A3'])
    : linearGradient(`${id}-bg`, ['#E4E7EC', '#CCD3DC']);
  const parts = [rect(0, 0, 400, 500, `url(#${id}-bg)`)];
  if (after) {
    parts.push(circle(200, 170, 150, '#FFF2E2', ' opacity="0.75"'));
    parts.push(rect(0, 420, 400, 80, '#F7B489', 0, ' opacity="0.5"'));
    parts.push(
      sparkle(70, 110, 18, C.white),
      sparkle(336, 150, 14, C.white),
      sparkle(320, 70, 9, C.orange),
      sparkle(88, 260, 8, C.orange),
    );
  } else {
    parts.push(circle(200, 200, 140, '#EEF0F3', ' opacity="0.7"'));
    parts.push(rect(0, 420, 400, 80, '#B9C1CC', 0, ' opacity="0.5"'));
  }
  const figureLook = after ? look : { ...look, top: shade(look.top, 0.25) };
  parts.push(frontFigure(figureLook, { fit: after ? 1 : 0 }));
  if (!after) parts.push(rect(0, 0, 400, 500, '#AEB6C2', 0, ' opacity="0.12"'));
  return { viewBox: '0 0 400 500', defs, body: parts.join('') };
}

// Team portraits and testimonial avatars.

const TEAM: ReadonlyArray<{
  skin: number;
  hair: HairStyle;
  hairColour: number;
  top: string;
  accessory: Accessory;
  collar: 'crew' | 'v' | 'polo' | 'hoodie';
  bg: string;
}> = [
  {
    skin: 1,
    hair: 'short',
    hairColour: 1,
    top: C.orange,
    accessory: 'whistle',
    collar: 'polo',
    bg: C.bluePale,
  },
  {
    skin: 3,
    hair: 'bun',
    hairColour: 0,
    top: C.navy,
    accessory: 'headband',
    collar: 'crew',
    bg: C.orangePale,
  },
  { skin: 5, hair: 'bald', hairColour: 4, top: C.green, accessory: 'beard', collar: 'v', bg: C.sandSoft },
  {
    skin: 0,
    hair: 'ponytail',
    hairColour: 3,
    top: '#6C5B9E',
    accessory: 'stopwatch',
    collar: 'crew',
    bg: C.greenPale,
  },
  { skin: 2, hair: 'curly', hairColour: 0, top: C.blue, accessory: 'glasses', collar: 'polo', bg: '#F3E9F7' },
  { skin: 4, hair: 'buzz', hairColour: 4, top: C.orange, accessory: 'towel', collar: 'crew', bg: C.bluePale },
  { skin: 1, hair: 'long', hairColour: 2, top: C.navy, accessory: 'earrings', collar: 'v', bg: C.orangePale },
  {
    skin: 3,
    hair: 'short',
    hairColour: 5,
    top: '#2F7F73',
    accessory: 'cap',
    collar: 'hoodie',
    bg: C.sandSoft,
  },
];

const TESTIMONIALS: ReadonlyArray<{
  skin: number;
  hair: HairStyle;
  hairColour: number;
  top: string;
  accessory: Accessory;
  collar: 'crew' | 'v' | 'polo' | 'hoodie';
  bg: string;
}> = [
  {
    skin: 2,
    hair: 'long',
    hairColour: 0,
    top: C.green,
    accessory: 'earrings',
    collar: 'crew',
    bg: C.orangePale,
  },
  {
    skin: 0,
    hair: 'short',
    hairColour: 3,
    top: C.navy,
    accessory: 'glasses',
    collar: 'polo',
    bg: C.greenPale,
  },
  {
    skin: 4,
    hair: 'curly',
    hairColour: 4,
    top: C.orange,
    accessory: 'headband',
    collar: 'v',
    bg: C.bluePale,
  },
  {
    skin: 5,
    hair: 'buzz',
    hairColour: 4,
    top: '#6C5B9E',
    accessory: 'beard',
    collar: 'crew',
    bg: C.sandSoft,
  },
  {
    skin: 1,
    hair: 'bun',
    hairColour: 2,
    top: C.blue,
    accessory: 'earrings',
    collar: 'hoodie',
    bg: '#F3E9F7',
  },
  {
    skin: 3,
    hair: 'short',
    hairColour: 1,
    top: '#F2A541',
    accessory: 'glasses',
    collar: 'v',
    bg: C.greenPale,
  },
];

function person(spec: (typeof TEAM)[number], framing: 'portrait' | 'avatar', key: string): Drawing {
  const look: Look = {
    skin: SKIN[spec.skin] as string,
    hair: HAIR[spec.hairColour] as string,
    hairStyle: spec.hair,
    top: spec.top,
    bottom: C.navy,
    shoe: C.white,
    shorts: false,
  };
  const rng = seededRandom(key);
  const dots: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    dots.push(
      circle(
        40 + rng() * 320,
        40 + rng() * 200,
        4 + rng() * 8,
        pick(rng, [C.orange, C.white, C.navy]),
        ' opacity="0.35"',
      ),
    );
  }
  const background = [
    rect(-100, -100, 600, 700, spec.bg),
    circle(200, 230, 175, shade(spec.bg, -0.06)),
    ...dots,
  ].join('');
  return {
    viewBox: framing === 'portrait' ? '0 0 400 500' : '40 92 320 320',
    defs: '',
    body: background + bust(look, spec.accessory, spec.collar),
  };
}

/** The drawing for a catalogue key. */
export function drawingFor(key: string): Drawing {
  const rng = seededRandom(key);
  const numbered = /^(result|team|testimonial|gallery)-(\d+)(?:-(before|after))?$/.exec(key);
  if (numbered) {
    const [, kind, digits, phase] = numbered;
    const index = Number(digits) - 1;
    if (kind === 'result') return result(index, phase === 'after');
    if (kind === 'team') return person(TEAM[index % TEAM.length] as (typeof TEAM)[number], 'portrait', key);
    if (kind === 'testimonial')
      return person(TESTIMONIALS[index % TESTIMONIALS.length] as (typeof TEAM)[number], 'avatar', key);
    return gallery(index % GALLERY.length, rng);
  }
  switch (key) {
    case 'hero-challenge':
      return heroChallenge(rng);
    case 'hero-level-up':
      return heroLevelUp(rng);
    case 'hero-about':
      return heroAbout(rng);
    case 'hero-gym':
      return heroGym(rng);
    case 'location':
      return location(rng);
    default:
      throw new Error(`Keine Zeichnung für das Bild '${key}' (tools/images/scenes.ts)`);
  }
}

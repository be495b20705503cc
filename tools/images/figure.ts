// Stylised people. Side view: a pose is a set of joints in "figure units" (a standing person is 100 high, feet at
// y 0, facing right), drawn as thick round strokes (limbs), a pill (torso) and a circle (head) — the flat,
// faceless style of the scenes. Front view: a full figure for the before/after pairs and a bust for portraits.
import { C, circle, ellipse, lerp, n, path, polygon, pt, rect, shade, stroke, type Point } from './svg';

export type HairStyle = 'short' | 'bun' | 'ponytail' | 'long' | 'bald' | 'curly' | 'cap' | 'buzz';

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoe: string;
  /** Shorts show the shins; leggings/trousers cover them. */
  shorts: boolean;
  headband?: string;
}

export interface Pose {
  head: Point;
  neck: Point;
  hip: Point;
  elbowF: Point;
  handF: Point;
  elbowB: Point;
  handB: Point;
  kneeF: Point;
  footF: Point;
  kneeB: Point;
  footB: Point;
  /** Direction the shoes point, degrees (0 = forward, -90 = up). */
  shoeAngle?: number;
}

const STAND: Pose = {
  head: pt(1, -90),
  neck: pt(0, -79),
  hip: pt(0, -46),
  elbowF: pt(2, -62),
  handF: pt(4, -47),
  elbowB: pt(-2, -62),
  handB: pt(-2, -47),
  kneeF: pt(3, -24),
  footF: pt(2, -3),
  kneeB: pt(-2, -24),
  footB: pt(-3, -3),
};

const pose = (changes: Partial<Pose>): Pose => ({ ...STAND, ...changes });

export const POSES = {
  stand: STAND,
  gobletSquat: pose({
    hip: pt(-11, -30),
    neck: pt(1, -62),
    head: pt(5, -72),
    kneeF: pt(9, -27),
    footF: pt(4, -3),
    kneeB: pt(7, -25),
    footB: pt(-1, -3),
    elbowF: pt(10, -49),
    handF: pt(13, -58),
    elbowB: pt(8, -50),
    handB: pt(12, -59),
  }),
  airSquat: pose({
    hip: pt(-11, -30),
    neck: pt(1, -62),
    head: pt(5, -72),
    kneeF: pt(9, -27),
    footF: pt(4, -3),
    kneeB: pt(7, -25),
    footB: pt(-1, -3),
    elbowF: pt(14, -58),
    handF: pt(27, -58),
    elbowB: pt(13, -59),
    handB: pt(26, -60),
  }),
  swingTop: pose({
    hip: pt(-2, -46),
    neck: pt(-4, -79),
    head: pt(-3, -89),
    elbowF: pt(10, -72),
    handF: pt(24, -70),
    elbowB: pt(9, -73),
    handB: pt(23, -71),
    kneeF: pt(2, -24),
    footF: pt(3, -3),
    kneeB: pt(-4, -24),
    footB: pt(-6, -3),
  }),
  battleRopes: pose({
    hip: pt(-8, -36),
    neck: pt(6, -66),
    head: pt(11, -75),
    kneeF: pt(10, -24),
    footF: pt(10, -3),
    kneeB: pt(-5, -19),
    footB: pt(-20, -3),
    elbowF: pt(16, -52),
    handF: pt(28, -47),
    elbowB: pt(14, -54),
    handB: pt(27, -53),
  }),
  cheer: pose({
    elbowF: pt(7, -88),
    handF: pt(9, -101),
    elbowB: pt(3, -62),
    handB: pt(11, -57),
  }),
  armsUp: pose({
    elbowF: pt(8, -90),
    handF: pt(13, -102),
    elbowB: pt(-6, -90),
    handB: pt(-11, -102),
    kneeF: pt(5, -24),
    footF: pt(7, -3),
    kneeB: pt(-5, -24),
    footB: pt(-8, -3),
  }),
  coach: pose({
    elbowF: pt(12, -71),
    handF: pt(26, -73),
    elbowB: pt(3, -62),
    handB: pt(11, -57),
  }),
  highFive: pose({
    elbowF: pt(11, -87),
    handF: pt(18, -99),
    elbowB: pt(-3, -62),
    handB: pt(-4, -47),
    head: pt(2, -90),
  }),
  lunge: pose({
    hip: pt(0, -36),
    neck: pt(1, -69),
    head: pt(2, -79),
    kneeF: pt(18, -26),
    footF: pt(19, -3),
    kneeB: pt(-10, -13),
    footB: pt(-30, -4),
    elbowF: pt(3, -53),
    handF: pt(3, -38),
    elbowB: pt(-2, -53),
    handB: pt(-3, -38),
  }),
  curl: pose({
    elbowF: pt(3, -61),
    handF: pt(14, -70),
    elbowB: pt(-1, -61),
    handB: pt(-3, -46),
  }),
  press: pose({
    elbowF: pt(10, -89),
    handF: pt(7, -105),
    elbowB: pt(-7, -89),
    handB: pt(-5, -105),
  }),
  quadStretch: pose({
    kneeF: pt(1, -24),
    footF: pt(1, -3),
    kneeB: pt(2, -24),
    footB: pt(-12, -36),
    elbowB: pt(-7, -58),
    handB: pt(-12, -41),
    elbowF: pt(11, -84),
    handF: pt(19, -96),
  }),
  tree: pose({
    kneeF: pt(0, -24),
    footF: pt(0, -3),
    kneeB: pt(12, -32),
    footB: pt(2, -28),
    elbowF: pt(6, -90),
    handF: pt(2, -106),
    elbowB: pt(-4, -90),
    handB: pt(1, -106),
  }),
  rowFinish: pose({
    hip: pt(0, -13),
    neck: pt(-9, -45),
    head: pt(-11, -55),
    kneeF: pt(21, -17),
    footF: pt(41, -12),
    kneeB: pt(20, -18),
    footB: pt(40, -13),
    elbowF: pt(-15, -31),
    handF: pt(1, -34),
    elbowB: pt(-14, -32),
    handB: pt(2, -35),
    shoeAngle: -80,
  }),
  boxJump: pose({
    hip: pt(0, -66),
    neck: pt(8, -97),
    head: pt(12, -106),
    kneeF: pt(17, -74),
    footF: pt(12, -54),
    kneeB: pt(15, -71),
    footB: pt(9, -52),
    elbowF: pt(18, -100),
    handF: pt(25, -110),
    elbowB: pt(16, -98),
    handB: pt(23, -108),
    shoeAngle: 10,
  }),
  forwardFold: pose({
    hip: pt(0, -9),
    neck: pt(24, -27),
    head: pt(32, -31),
    kneeF: pt(22, -8),
    footF: pt(44, -7),
    kneeB: pt(22, -9),
    footB: pt(44, -8),
    elbowF: pt(33, -19),
    handF: pt(43, -12),
    elbowB: pt(32, -20),
    handB: pt(42, -13),
    shoeAngle: -85,
  }),
  sledPush: pose({
    hip: pt(-10, -45),
    neck: pt(13, -68),
    head: pt(20, -76),
    elbowF: pt(25, -62),
    handF: pt(36, -58),
    elbowB: pt(24, -63),
    handB: pt(35, -59),
    kneeF: pt(8, -30),
    footF: pt(6, -3),
    kneeB: pt(-22, -26),
    footB: pt(-34, -4),
  }),
  warrior: pose({
    hip: pt(0, -40),
    neck: pt(0, -72),
    head: pt(1, -82),
    kneeF: pt(18, -28),
    footF: pt(22, -3),
    kneeB: pt(-14, -22),
    footB: pt(-28, -3),
    elbowF: pt(14, -70),
    handF: pt(28, -70),
    elbowB: pt(-14, -70),
    handB: pt(-28, -70),
  }),
  walk: pose({
    kneeF: pt(7, -24),
    footF: pt(10, -3),
    kneeB: pt(-4, -24),
    footB: pt(-10, -4),
    elbowF: pt(5, -62),
    handF: pt(10, -50),
    elbowB: pt(-4, -62),
    handB: pt(-8, -50),
  }),
} satisfies Record<string, Pose>;

export interface Placement {
  x: number;
  y: number;
  /** Pixels (drawing units) per figure unit. */
  scale: number;
  /** Facing left instead of right. */
  flip?: boolean;
}

export interface FigureExtras {
  /** Drawn first, behind the figure (a bench, a rower's rail). Figure units. */
  behind?: string;
  /** Drawn between the back and the front arm (things held in both hands). Figure units. */
  held?: string;
  /** Drawn last (things held in the front hand). Figure units. */
  front?: string;
  /** No ground shadow (airborne or seated on something). */
  noShadow?: boolean;
}

function hairSide(look: Look, head: Point, r: number): { back: string; top: string } {
  const { hair } = look;
  const back: string[] = [];
  const top: string[] = [];
  switch (look.hairStyle) {
    case 'bun':
      back.push(circle(head.x - r * 0.7, head.y - r * 0.85, r * 0.45, hair));
      break;
    case 'ponytail':
      back.push(
        ellipse(
          head.x - r * 1.05,
          head.y + r * 0.2,
          r * 0.32,
          r * 0.85,
          hair,
          ` transform="rotate(20 ${n(head.x - r)} ${n(head.y)})"`,
        ),
      );
      break;
    case 'long':
      back.push(ellipse(head.x - r * 0.45, head.y + r * 0.55, r * 0.75, r * 1.1, hair));
      break;
    case 'curly':
      for (const [dx, dy] of [
        [-0.8, -0.5],
        [-0.35, -0.95],
        [0.25, -0.95],
        [-0.95, 0.15],
      ] as const) {
        back.push(circle(head.x + dx * r, head.y + dy * r, r * 0.42, hair));
      }
      break;
    default:
      break;
  }
  if (look.hairStyle !== 'bald') {
    const lift = look.hairStyle === 'buzz' ? 0.25 : 0.5;
    back.push(circle(head.x - lift * 2, head.y - lift * 2.2, r + lift, hair));
  }
  if (look.hairStyle === 'cap') {
    top.push(
      path(
        `M${n(head.x - r - 0.4)} ${n(head.y - 1)} A${n(r + 0.4)} ${n(r + 0.4)} 0 0 1 ${n(head.x + r + 0.4)} ${n(head.y - 1)} L${n(head.x + r + 5)} ${n(head.y - 0.5)} L${n(head.x + r + 5)} ${n(head.y + 0.8)} L${n(head.x - r - 0.4)} ${n(head.y + 0.5)}Z`,
        look.headband ?? C.navy,
      ),
    );
  } else if (look.headband) {
    top.push(
      path(
        `M${n(head.x - r * 0.98)} ${n(head.y - r * 0.2)} L${n(head.x + r * 0.92)} ${n(head.y - r * 0.45)} L${n(head.x + r * 0.98)} ${n(head.y - r * 0.15)} L${n(head.x - r)} ${n(head.y + r * 0.12)}Z`,
        look.headband,
      ),
    );
  }
  return { back: back.join(''), top: top.join('') };
}

/** The torso: square-ish shoulders narrowing to the hips, top colour over a waistband of the bottom colour. */
function torso(p: Pose, look: Look): string {
  const length = Math.hypot(p.hip.x - p.neck.x, p.hip.y - p.neck.y);
  const d = pt((p.hip.x - p.neck.x) / length, (p.hip.y - p.neck.y) / length);
  const q = pt(-d.y, d.x);
  const at = (base: Point, along: number, across: number) =>
    pt(base.x + d.x * along + q.x * across, base.y + d.y * along + q.y * across);
  const shape = (from: number, to: number, colour: string) =>
    polygon(
      [at(p.neck, from, 7.5), at(p.neck, from, -7.5), at(p.neck, to, -6.8), at(p.neck, to, 6.8)],
      colour,
      ` stroke="${colour}" stroke-width="5" stroke-linejoin="round"`,
    );
  return shape(2.5, length - 6, look.top) + shape(length - 6, length + 1, look.bottom);
}

/** A person in a pose, facing right unless flipped; all coordinates in figure units. */
export function figure(p: Pose, look: Look, at: Placement, extras: FigureExtras = {}): string {
  const back = -0.14;
  const shoulder = lerp(p.neck, p.hip, 0.16);
  const shoeAngle = ((p.shoeAngle ?? 0) * Math.PI) / 180;
  const shoe = (foot: Point, colour: string) =>
    stroke(
      [
        pt(foot.x - Math.cos(shoeAngle), foot.y - Math.sin(shoeAngle)),
        pt(foot.x + 5 * Math.cos(shoeAngle), foot.y + 5 * Math.sin(shoeAngle)),
      ],
      colour,
      5.5,
    );
  const leg = (knee: Point, foot: Point, darker: number) => {
    const skin = shade(look.skin, darker);
    const cloth = shade(look.bottom, darker);
    const parts = [
      stroke([p.hip, knee, foot], look.shorts ? skin : cloth, look.shorts ? 8.5 : 10),
      stroke([p.hip, look.shorts ? lerp(p.hip, knee, 0.62) : knee], cloth, 11),
      shoe(foot, shade(look.shoe, darker)),
    ];
    return parts.join('');
  };
  const arm = (elbow: Point, hand: Point, darker: number) =>
    [
      stroke([shoulder, elbow, hand], shade(look.skin, darker), 6.5),
      stroke([shoulder, lerp(shoulder, elbow, 0.5)], shade(look.top, darker), 8.5),
      circle(hand.x, hand.y, 3.6, shade(look.skin, darker)),
    ].join('');
  const headR = 8.5;
  const hair = hairSide(look, p.head, headR);
  const neckTop = lerp(p.neck, p.head, 0.55);

  const parts = [
    extras.noShadow ? '' : ellipse((p.footF.x + p.footB.x) / 2, 1, 18, 2.6, C.ink, ' opacity="0.12"'),
    extras.behind ?? '',
    leg(p.kneeB, p.footB, back),
    arm(p.elbowB, p.handB, back),
    stroke([p.neck, neckTop], look.skin, 7),
    torso(p, look),
    leg(p.kneeF, p.footF, 0),
    extras.held ?? '',
    hair.back,
    circle(p.head.x, p.head.y, headR, look.skin),
    hair.top,
    arm(p.elbowF, p.handF, 0),
    extras.front ?? '',
  ];
  const sx = at.flip ? -at.scale : at.scale;
  return `<g transform="translate(${n(at.x)} ${n(at.y)}) scale(${n(sx)} ${n(at.scale)})">${parts.join('')}</g>`;
}

// Equipment, in figure units.

export function kettlebell(x: number, y: number, colour: string = C.navy, size = 1): string {
  const r = 6 * size;
  return [
    stroke(
      [
        pt(x - r * 0.55, y - r * 0.55),
        pt(x - r * 0.5, y - r * 1.35),
        pt(x + r * 0.5, y - r * 1.35),
        pt(x + r * 0.55, y - r * 0.55),
      ],
      colour,
      2.2 * size,
    ),
    circle(x, y, r, colour),
    circle(x - r * 0.35, y - r * 0.3, r * 0.28, shade(colour, 0.25)),
  ].join('');
}

export function dumbbell(x: number, y: number, colour: string = C.navy, angle = 0, size = 1): string {
  const s = size;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${[
    rect(-7 * s, -1 * s, 14 * s, 2 * s, '#7C8794'),
    rect(-9 * s, -4 * s, 4 * s, 8 * s, colour, 1.2 * s),
    rect(5 * s, -4 * s, 4 * s, 8 * s, colour, 1.2 * s),
  ].join('')}</g>`;
}

export function clipboard(x: number, y: number): string {
  return [
    rect(x - 5, y - 7, 10, 13, '#8B5E3C', 1.2),
    rect(x - 4, y - 5.5, 8, 10.5, C.white, 0.6),
    rect(x - 2, y - 8, 4, 2.2, '#7C8794', 0.6),
  ].join('');
}

export function box(x: number, width: number, height: number, colour: string): string {
  return [
    rect(x, -height, width, height, colour, 2),
    rect(x, -height, width, 3, shade(colour, 0.2), 1.5),
    rect(x + width * 0.3, -height * 0.62, width * 0.4, height * 0.18, shade(colour, -0.15), 1.5),
  ].join('');
}

export function mat(x: number, width: number, colour: string): string {
  return rect(x, -1.6, width, 2.6, colour, 1.3);
}

// Front view: a whole standing person for the before/after pairs, drawn in a 400 × 500 frame.

export interface FrontBody {
  /** 0 = before (rounder, slumped), 1 = after (upright, defined). */
  fit: number;
}

function frontHair(
  look: Look,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): { back: string; top: string } {
  const { hair } = look;
  const back: string[] = [];
  const top: string[] = [];
  if (look.hairStyle === 'long')
    back.push(rect(cx - rx - 6, cy - ry * 0.4, (rx + 6) * 2, ry * 2.1, hair, rx * 0.9));
  if (look.hairStyle === 'ponytail')
    back.push(ellipse(cx + rx * 0.95, cy + ry * 0.5, rx * 0.28, ry * 0.75, hair));
  if (look.hairStyle === 'bun') top.push(circle(cx, cy - ry - rx * 0.25, rx * 0.42, hair));
  if (look.hairStyle === 'curly') {
    for (let index = 0; index < 9; index += 1) {
      const angle = Math.PI + (index / 8) * Math.PI;
      top.push(
        circle(
          cx + Math.cos(angle) * rx * 0.95,
          cy - ry * 0.15 + Math.sin(angle) * ry * 0.95,
          rx * 0.3,
          hair,
        ),
      );
    }
  }
  if (look.hairStyle !== 'bald') {
    const deep = look.hairStyle === 'buzz' ? 0.55 : 0.35;
    top.push(
      path(
        `M${n(cx - rx - 2)} ${n(cy - 2)} A${n(rx + 2)} ${n(ry + 3)} 0 0 1 ${n(cx + rx + 2)} ${n(cy - 2)} Q${n(cx + rx * 0.3)} ${n(cy - ry * deep - 6)} ${n(cx - rx * 0.2)} ${n(cy - ry * deep)} Q${n(cx - rx * 0.75)} ${n(cy - ry * 0.3)} ${n(cx - rx - 2)} ${n(cy - 2)}Z`,
        hair,
      ),
    );
  }
  if (look.hairStyle === 'cap') {
    top.push(
      path(
        `M${n(cx - rx - 2)} ${n(cy - ry * 0.2)} A${n(rx + 2)} ${n(ry + 2)} 0 0 1 ${n(cx + rx + 2)} ${n(cy - ry * 0.2)}Z`,
        look.headband ?? C.navy,
      ),
    );
    top.push(ellipse(cx, cy - ry * 0.22, rx * 1.2, ry * 0.12, shade(look.headband ?? C.navy, -0.2)));
  } else if (look.headband) {
    top.push(rect(cx - rx - 1, cy - ry * 0.55, (rx + 1) * 2, ry * 0.2, look.headband, ry * 0.08));
  }
  return { back: back.join(''), top: top.join('') };
}

/** A simple face: eyes, brows, mouth; `mood` 0 = tired/neutral, 1 = happy. */
function face(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  mood: number,
  skin: string,
  lookDown = 0,
): string {
  const eyeY = cy + ry * 0.08 + lookDown;
  const eyeDx = rx * 0.38;
  const eye = rx * 0.1;
  const ink = '#2B2118';
  const parts = [
    ellipse(cx - rx, cy + ry * 0.1, rx * 0.14, ry * 0.2, shade(skin, -0.08)),
    ellipse(cx + rx, cy + ry * 0.1, rx * 0.14, ry * 0.2, shade(skin, -0.08)),
    circle(cx - eyeDx, eyeY, eye, ink),
    circle(cx + eyeDx, eyeY, eye, ink),
    stroke(
      [
        pt(cx - eyeDx - eye * 1.6, eyeY - eye * (mood ? 2.6 : 2.1)),
        pt(cx - eyeDx + eye * 1.6, eyeY - eye * (mood ? 3 : 2.6) + (mood ? 0 : eye * 0.8)),
      ],
      ink,
      eye * 0.7,
      ' opacity="0.75"',
    ),
    stroke(
      [
        pt(cx + eyeDx - eye * 1.6, eyeY - eye * (mood ? 3 : 2.6) + (mood ? 0 : eye * 0.8)),
        pt(cx + eyeDx + eye * 1.6, eyeY - eye * (mood ? 2.6 : 2.1)),
      ],
      ink,
      eye * 0.7,
      ' opacity="0.75"',
    ),
  ];
  const mouthY = cy + ry * 0.5 + lookDown * 0.8;
  const w = rx * 0.3;
  if (mood > 0.5) {
    parts.push(
      path(
        `M${n(cx - w)} ${n(mouthY - 2)} Q${n(cx)} ${n(mouthY + w * 0.9)} ${n(cx + w)} ${n(mouthY - 2)}Z`,
        '#9C3D2A',
      ),
    );
    parts.push(circle(cx - rx * 0.62, cy + ry * 0.38, rx * 0.14, C.orange, ' opacity="0.22"'));
    parts.push(circle(cx + rx * 0.62, cy + ry * 0.38, rx * 0.14, C.orange, ' opacity="0.22"'));
  } else {
    parts.push(stroke([pt(cx - w * 0.7, mouthY + 1), pt(cx + w * 0.7, mouthY)], '#7A3B2C', eye * 0.75));
  }
  parts.push(
    path(
      `M${n(cx)} ${n(eyeY + ry * 0.08)} q${n(-rx * 0.08)} ${n(ry * 0.18)} ${n(rx * 0.06)} ${n(ry * 0.2)}`,
      'none',
      ` stroke="${shade(skin, -0.22)}" stroke-width="${n(eye * 0.6)}" stroke-linecap="round"`,
    ),
  );
  return parts.join('');
}

/** The before/after figure in a 400 × 500 frame, feet at y 470. */
export function frontFigure(look: Look, body: FrontBody): string {
  const f = body.fit;
  const mix = (before: number, after: number) => before + (after - before) * f;
  const cx = 200;
  const headY = mix(132, 112);
  const rx = 33;
  const ry = 37;
  const shoulderY = mix(192, 176);
  const shoulderW = mix(62, 80);
  const waistY = mix(268, 262);
  const waistW = mix(76, 48);
  const hipY = 308;
  const hipW = mix(70, 58);
  const legTop = 318;
  const legW = mix(44, 36);
  const legGap = mix(27, 26);
  const footY = 462;
  const topColour = look.top;
  const armW = mix(27, 25);

  const torso = path(
    `M${n(cx - shoulderW)} ${n(shoulderY + 22)} Q${n(cx - shoulderW)} ${n(shoulderY)} ${n(cx - shoulderW + 24)} ${n(shoulderY - 2)} L${n(cx + shoulderW - 24)} ${n(shoulderY - 2)} Q${n(cx + shoulderW)} ${n(shoulderY)} ${n(cx + shoulderW)} ${n(shoulderY + 22)} Q${n(cx + waistW + (f < 0.5 ? 10 : 0))} ${n(waistY - 20)} ${n(cx + waistW)} ${n(waistY)} Q${n(cx + waistW)} ${n(hipY - 6)} ${n(cx + hipW)} ${n(hipY)} L${n(cx - hipW)} ${n(hipY)} Q${n(cx - waistW)} ${n(hipY - 6)} ${n(cx - waistW)} ${n(waistY)} Q${n(cx - waistW - (f < 0.5 ? 10 : 0))} ${n(waistY - 20)} ${n(cx - shoulderW)} ${n(shoulderY + 22)}Z`,
    topColour,
  );
  const shorts = path(
    `M${n(cx - hipW)} ${n(hipY - 14)} L${n(cx + hipW)} ${n(hipY - 14)} L${n(cx + hipW + 4)} ${n(legTop + 52)} L${n(cx + 4)} ${n(legTop + 52)} L${n(cx)} ${n(legTop + 12)} L${n(cx - 4)} ${n(legTop + 52)} L${n(cx - hipW - 4)} ${n(legTop + 52)}Z`,
    look.bottom,
  );
  const legs = [-1, 1]
    .map((side) =>
      [
        stroke(
          [pt(cx + side * legGap, legTop + 20), pt(cx + side * (legGap + 2), footY - 14)],
          look.shorts ? look.skin : look.bottom,
          legW,
        ),
        ellipse(cx + side * (legGap + 8), footY + 2, legW * 0.72, 12, look.shoe),
      ].join(''),
    )
    .join('');
  const arms = [-1, 1]
    .map((side) => {
      const shoulder = pt(cx + side * (shoulderW - 12), shoulderY + 14);
      // After: a double-biceps flex; before: arms hanging a little forward.
      const elbow =
        f > 0.5
          ? pt(cx + side * (shoulderW + 50), shoulderY + 22)
          : pt(cx + side * (shoulderW + 16), shoulderY + 74);
      const hand =
        f > 0.5
          ? pt(cx + side * (shoulderW + 46), shoulderY - 44)
          : pt(cx + side * (shoulderW + 12), shoulderY + 140);
      return [
        stroke([shoulder, elbow, hand], look.skin, armW),
        f > 0.5 ? ellipse(shoulder.x + side * 44, shoulderY + 2, armW * 0.62, armW * 0.5, look.skin) : '',
        f > 0.5
          ? path(
              `M${n(shoulder.x + side * 28)} ${n(shoulderY + 2)} Q${n(shoulder.x + side * 44)} ${n(shoulderY - 14)} ${n(shoulder.x + side * 60)} ${n(shoulderY + 2)}`,
              'none',
              ` stroke="${shade(look.skin, -0.18)}" stroke-width="3" stroke-linecap="round"`,
            )
          : '',
        stroke([shoulder, lerp(shoulder, elbow, 0.4)], topColour, armW + 8),
        circle(hand.x, hand.y, armW * 0.62, look.skin),
      ].join('');
    })
    .join('');
  const hair = frontHair(look, cx, headY, rx, ry);
  const neck = rect(cx - 13, headY + ry - 14, 26, shoulderY - headY - ry + 22, shade(look.skin, -0.1), 8);
  const collar = path(
    `M${n(cx - 22)} ${n(shoulderY - 2)} Q${n(cx)} ${n(shoulderY + 26)} ${n(cx + 22)} ${n(shoulderY - 2)}Z`,
    shade(look.skin, -0.1),
  );
  const belly =
    f < 0.5
      ? path(
          `M${n(cx - waistW + 14)} ${n(waistY + 10)} Q${n(cx)} ${n(waistY + 30)} ${n(cx + waistW - 14)} ${n(waistY + 10)}`,
          'none',
          ` stroke="${shade(topColour, -0.15)}" stroke-width="4" stroke-linecap="round"`,
        )
      : '';
  const definition =
    f > 0.5
      ? [
          path(
            `M${n(cx - 34)} ${n(shoulderY + 40)} Q${n(cx - 16)} ${n(shoulderY + 56)} ${n(cx - 3)} ${n(shoulderY + 44)}`,
            'none',
            ` stroke="${shade(topColour, -0.15)}" stroke-width="4" stroke-linecap="round"`,
          ),
          path(
            `M${n(cx + 34)} ${n(shoulderY + 40)} Q${n(cx + 16)} ${n(shoulderY + 56)} ${n(cx + 3)} ${n(shoulderY + 44)}`,
            'none',
            ` stroke="${shade(topColour, -0.15)}" stroke-width="4" stroke-linecap="round"`,
          ),
        ].join('')
      : '';
  return [
    ellipse(cx, footY + 10, 120, 14, C.ink, ' opacity="0.1"'),
    hair.back,
    legs,
    shorts,
    neck,
    torso,
    collar,
    belly,
    definition,
    arms,
    ellipse(cx, headY, rx, ry, look.skin),
    face(cx, headY, rx, ry, f, look.skin, f > 0.5 ? 0 : 5),
    hair.top,
  ].join('');
}

export type Accessory =
  'whistle' | 'headband' | 'glasses' | 'towel' | 'stopwatch' | 'cap' | 'earrings' | 'beard';

/** A head-and-shoulders portrait in a 400 × 500 frame (the avatars crop it square). */
export function bust(
  look: Look,
  accessory: Accessory,
  collarStyle: 'crew' | 'v' | 'polo' | 'hoodie',
): string {
  const cx = 200;
  const cy = 222;
  const rx = 64;
  const ry = 74;
  const shoulderY = 342;
  const hairLook =
    accessory === 'headband'
      ? { ...look, headband: C.orange }
      : accessory === 'cap'
        ? { ...look, hairStyle: 'cap' as const, headband: look.headband ?? C.navy }
        : look;
  const hair = frontHair(hairLook, cx, cy, rx, ry);
  const body = path(
    `M${n(cx - 170)} 520 L${n(cx - 165)} ${n(shoulderY + 60)} Q${n(cx - 160)} ${n(shoulderY)} ${n(cx - 90)} ${n(shoulderY - 10)} L${n(cx + 90)} ${n(shoulderY - 10)} Q${n(cx + 160)} ${n(shoulderY)} ${n(cx + 165)} ${n(shoulderY + 60)} L${n(cx + 170)} 520Z`,
    look.top,
  );
  const neck = rect(cx - 28, cy + ry - 30, 56, shoulderY - cy - ry + 40, shade(look.skin, -0.1), 20);
  const collarParts: string[] = [];
  if (collarStyle === 'crew')
    collarParts.push(
      path(
        `M${n(cx - 44)} ${n(shoulderY - 10)} Q${n(cx)} ${n(shoulderY + 36)} ${n(cx + 44)} ${n(shoulderY - 10)}Z`,
        shade(look.skin, -0.1),
      ),
      path(
        `M${n(cx - 44)} ${n(shoulderY - 10)} Q${n(cx)} ${n(shoulderY + 36)} ${n(cx + 44)} ${n(shoulderY - 10)}`,
        'none',
        ` stroke="${shade(look.top, -0.18)}" stroke-width="7"`,
      ),
    );
  if (collarStyle === 'v')
    collarParts.push(
      path(
        `M${n(cx - 40)} ${n(shoulderY - 10)} L${n(cx)} ${n(shoulderY + 50)} L${n(cx + 40)} ${n(shoulderY - 10)}Z`,
        shade(look.skin, -0.1),
      ),
      path(
        `M${n(cx - 40)} ${n(shoulderY - 10)} L${n(cx)} ${n(shoulderY + 50)} L${n(cx + 40)} ${n(shoulderY - 10)}`,
        'none',
        ` stroke="${shade(look.top, -0.18)}" stroke-width="7" stroke-linejoin="round"`,
      ),
    );
  if (collarStyle === 'polo')
    collarParts.push(
      path(
        `M${n(cx - 36)} ${n(shoulderY - 10)} Q${n(cx)} ${n(shoulderY + 20)} ${n(cx + 36)} ${n(shoulderY - 10)}Z`,
        shade(look.skin, -0.1),
      ),
      path(
        `M${n(cx - 40)} ${n(shoulderY - 14)} L${n(cx - 2)} ${n(shoulderY + 22)} L${n(cx - 30)} ${n(shoulderY + 30)} L${n(cx - 56)} ${n(shoulderY - 4)}Z`,
        shade(look.top, 0.25),
      ),
      path(
        `M${n(cx + 40)} ${n(shoulderY - 14)} L${n(cx + 2)} ${n(shoulderY + 22)} L${n(cx + 30)} ${n(shoulderY + 30)} L${n(cx + 56)} ${n(shoulderY - 4)}Z`,
        shade(look.top, 0.25),
      ),
      rect(cx - 4, shoulderY + 24, 8, 60, shade(look.top, -0.12), 4),
    );
  if (collarStyle === 'hoodie')
    collarParts.push(
      path(
        `M${n(cx - 80)} ${n(shoulderY - 8)} Q${n(cx)} ${n(shoulderY + 70)} ${n(cx + 80)} ${n(shoulderY - 8)} Q${n(cx)} ${n(shoulderY + 30)} ${n(cx - 80)} ${n(shoulderY - 8)}Z`,
        shade(look.top, -0.15),
      ),
      path(
        `M${n(cx - 40)} ${n(shoulderY - 10)} Q${n(cx)} ${n(shoulderY + 28)} ${n(cx + 40)} ${n(shoulderY - 10)}Z`,
        shade(look.skin, -0.1),
      ),
      stroke([pt(cx - 22, shoulderY + 34), pt(cx - 24, shoulderY + 90)], C.white, 5),
      stroke([pt(cx + 22, shoulderY + 34), pt(cx + 24, shoulderY + 90)], C.white, 5),
    );
  const extras: string[] = [];
  if (accessory === 'whistle') {
    const cord = look.top === C.orange ? C.navy : C.orange;
    extras.push(
      path(
        `M${n(cx - 38)} ${n(shoulderY - 8)} Q${n(cx - 20)} ${n(shoulderY + 80)} ${n(cx + 4)} ${n(shoulderY + 96)}`,
        'none',
        ` stroke="${cord}" stroke-width="5"`,
      ),
      path(
        `M${n(cx + 38)} ${n(shoulderY - 8)} Q${n(cx + 20)} ${n(shoulderY + 80)} ${n(cx - 4)} ${n(shoulderY + 96)}`,
        'none',
        ` stroke="${cord}" stroke-width="5"`,
      ),
      rect(cx - 16, shoulderY + 94, 32, 18, '#C9CED6', 9),
      circle(cx + 10, shoulderY + 103, 11, '#DDE1E7'),
      circle(cx + 10, shoulderY + 103, 4, '#8C96A3'),
    );
  }
  if (accessory === 'stopwatch') {
    extras.push(
      path(
        `M${n(cx - 38)} ${n(shoulderY - 8)} Q${n(cx - 16)} ${n(shoulderY + 70)} ${n(cx)} ${n(shoulderY + 84)}`,
        'none',
        ` stroke="${C.navy}" stroke-width="4"`,
      ),
      path(
        `M${n(cx + 38)} ${n(shoulderY - 8)} Q${n(cx + 16)} ${n(shoulderY + 70)} ${n(cx)} ${n(shoulderY + 84)}`,
        'none',
        ` stroke="${C.navy}" stroke-width="4"`,
      ),
      circle(cx, shoulderY + 106, 22, '#E8EBEF'),
      circle(cx, shoulderY + 106, 16, C.white),
      stroke([pt(cx, shoulderY + 106), pt(cx + 8, shoulderY + 98)], C.orange, 3.5),
      rect(cx - 5, shoulderY + 78, 10, 8, '#9AA3AE', 2),
    );
  }
  if (accessory === 'towel') {
    extras.push(
      path(
        `M${n(cx + 40)} ${n(shoulderY - 14)} Q${n(cx + 120)} ${n(shoulderY - 20)} ${n(cx + 150)} ${n(shoulderY + 30)} L${n(cx + 128)} 520 L${n(cx + 84)} 520 L${n(cx + 96)} ${n(shoulderY + 40)} Q${n(cx + 70)} ${n(shoulderY + 10)} ${n(cx + 34)} ${n(shoulderY + 6)}Z`,
        C.white,
      ),
      stroke([pt(cx + 90, 490), pt(cx + 132, 490)], C.blue, 6),
    );
  }
  const head = ellipse(cx, cy, rx, ry, look.skin);
  const faceParts = face(cx, cy, rx, ry, 1, look.skin);
  const over: string[] = [];
  if (accessory === 'glasses') {
    const lens = ` fill="${C.white}" fill-opacity="0.25" stroke="${C.ink}" stroke-width="4.5"`;
    over.push(
      `<circle cx="${n(cx - 24)}" cy="${n(cy + 6)}" r="17"${lens}/>`,
      `<circle cx="${n(cx + 24)}" cy="${n(cy + 6)}" r="17"${lens}/>`,
      stroke([pt(cx - 7, cy + 4), pt(cx + 7, cy + 4)], C.ink, 4),
    );
  }
  if (accessory === 'earrings') {
    over.push(
      circle(cx - rx - 1, cy + ry * 0.38, 6, C.orange),
      circle(cx + rx + 1, cy + ry * 0.38, 6, C.orange),
    );
  }
  if (accessory === 'beard') {
    over.push(
      path(
        `M${n(cx - rx + 4)} ${n(cy + 4)} Q${n(cx - rx + 8)} ${n(cy + ry + 14)} ${n(cx)} ${n(cy + ry + 16)} Q${n(cx + rx - 8)} ${n(cy + ry + 14)} ${n(cx + rx - 4)} ${n(cy + 4)} Q${n(cx + rx * 0.55)} ${n(cy + ry * 0.55)} ${n(cx)} ${n(cy + ry * 0.3)} Q${n(cx - rx * 0.55)} ${n(cy + ry * 0.55)} ${n(cx - rx + 4)} ${n(cy + 4)}Z`,
        look.hair,
      ),
      path(
        `M${n(cx - 16)} ${n(cy + ry * 0.48)} Q${n(cx)} ${n(cy + ry * 0.7)} ${n(cx + 16)} ${n(cy + ry * 0.48)}Z`,
        '#9C3D2A',
      ),
    );
  }
  return [hair.back, neck, body, ...collarParts, ...extras, head, faceParts, hair.top, ...over].join('');
}

// The cashback badge's money animation (seed 001 §9 "Animation and timing"): while the pointer hovers the badge a
// burst of bills flies every 180 ms, a click throws 8 bills at once, every bill lives a random 1000–1800 ms. Under
// prefers-reduced-motion it never starts, and when the canvas has no 2D context it silently does not start (seed
// 001 §8). The timing and particle rules are plain functions; the canvas only draws what they say.

export const MONEY_BURST_INTERVAL_MS = 180;
/** Bills per hover burst (the seed gives the interval, not the size; 0080). */
export const MONEY_BURST_SIZE = 2;
export const MONEY_CLICK_BILLS = 8;
export const MONEY_LIFE_MIN_MS = 1000;
export const MONEY_LIFE_MAX_MS = 1800;

export interface Point {
  x: number;
  y: number;
}

export interface MoneyParticle {
  /** Where it started, in CSS pixels of the canvas. */
  origin: Point;
  /** Initial velocity in px/ms; gravity pulls it down. */
  vx: number;
  vy: number;
  spin: number;
  bornAt: number;
  lifeMs: number;
  /** 'bill' draws a note, 'coin' a coin. */
  kind: 'bill' | 'coin';
}

const GRAVITY = 0.0006; // px/ms²

/** A life between 1000 and 1800 ms from a random number in [0, 1). */
export const particleLife = (random: () => number) =>
  MONEY_LIFE_MIN_MS + Math.min(Math.max(random(), 0), 1) * (MONEY_LIFE_MAX_MS - MONEY_LIFE_MIN_MS);

export function createParticle(origin: Point, now: number, random: () => number): MoneyParticle {
  const angle = -Math.PI / 2 + (random() - 0.5) * Math.PI * 0.9;
  const speed = 0.18 + random() * 0.22;
  return {
    origin,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    spin: (random() - 0.5) * 0.01,
    bornAt: now,
    lifeMs: particleLife(random),
    kind: random() < 0.75 ? 'bill' : 'coin',
  };
}

export const isAlive = (particle: MoneyParticle, now: number) => now - particle.bornAt < particle.lifeMs;

/** Position, rotation and opacity of a particle at `now` (fades out over its last third). */
export function particleAt(particle: MoneyParticle, now: number) {
  const t = Math.max(0, now - particle.bornAt);
  const fadeFrom = particle.lifeMs * (2 / 3);
  return {
    x: particle.origin.x + particle.vx * t,
    y: particle.origin.y + particle.vy * t + (GRAVITY * t * t) / 2,
    rotation: particle.spin * t,
    opacity: t <= fadeFrom ? 1 : Math.max(0, 1 - (t - fadeFrom) / (particle.lifeMs - fadeFrom)),
  };
}

/** What the animation needs from a canvas: only getContext (so tests pass a stub). */
export interface CanvasLike {
  getContext(kind: '2d'): CanvasRenderingContext2D | null;
  width: number;
  height: number;
}

export interface MoneyAnimationOptions {
  canvas: CanvasLike;
  reducedMotion: boolean;
  random?: () => number;
  now?: () => number;
  requestFrame?: (callback: () => void) => number;
  cancelFrame?: (handle: number) => void;
  /** Draws the particles alive at `now`; the default paints bills and coins on the context. */
  draw?: (context: CanvasRenderingContext2D, particles: readonly MoneyParticle[], now: number) => void;
}

export interface MoneyAnimation {
  /** The pointer entered the badge: a burst now and every 180 ms until `hoverEnd`. */
  hoverStart(origin: Point): void;
  hoverMove(origin: Point): void;
  hoverEnd(): void;
  /** 8 bills at once. */
  click(origin: Point): void;
  /** The particles still alive (for tests and the frame loop). */
  particles(): readonly MoneyParticle[];
  destroy(): void;
}

function safeContext(canvas: CanvasLike): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/**
 * Starts the animation on a canvas, or returns null (and does nothing at all) under reduced motion or when the
 * canvas has no 2D context.
 */
export function createMoneyAnimation(options: MoneyAnimationOptions): MoneyAnimation | null {
  if (options.reducedMotion) return null;
  const context = safeContext(options.canvas);
  if (!context) return null;

  const random = options.random ?? Math.random;
  const now = options.now ?? (() => performance.now());
  const requestFrame = options.requestFrame ?? ((callback) => requestAnimationFrame(callback));
  const cancelFrame = options.cancelFrame ?? ((handle) => cancelAnimationFrame(handle));
  const draw = options.draw ?? drawMoney;

  let alive: MoneyParticle[] = [];
  let burstTimer: ReturnType<typeof setInterval> | undefined;
  let frame: number | undefined;
  let hoverOrigin: Point = { x: 0, y: 0 };
  let destroyed = false;

  const render = () => {
    frame = undefined;
    if (destroyed) return;
    const at = now();
    alive = alive.filter((particle) => isAlive(particle, at));
    draw(context, alive, at);
    if (alive.length > 0) frame = requestFrame(render);
  };
  const ensureFrame = () => {
    if (frame === undefined && !destroyed) frame = requestFrame(render);
  };
  const emit = (origin: Point, count: number) => {
    if (destroyed) return;
    const at = now();
    for (let index = 0; index < count; index += 1) alive.push(createParticle(origin, at, random));
    ensureFrame();
  };
  const stopBursts = () => {
    if (burstTimer !== undefined) globalThis.clearInterval(burstTimer);
    burstTimer = undefined;
  };

  return {
    hoverStart(origin) {
      hoverOrigin = origin;
      if (burstTimer !== undefined || destroyed) return;
      emit(hoverOrigin, MONEY_BURST_SIZE);
      burstTimer = globalThis.setInterval(() => emit(hoverOrigin, MONEY_BURST_SIZE), MONEY_BURST_INTERVAL_MS);
    },
    hoverMove(origin) {
      hoverOrigin = origin;
    },
    hoverEnd: stopBursts,
    click(origin) {
      emit(origin, MONEY_CLICK_BILLS);
    },
    particles: () => {
      const at = now();
      alive = alive.filter((particle) => isAlive(particle, at));
      return alive;
    },
    destroy() {
      destroyed = true;
      stopBursts();
      if (frame !== undefined) cancelFrame(frame);
      frame = undefined;
      alive = [];
    },
  };
}

const BILL_W = 26;
const BILL_H = 14;

/** Paints green euro notes and golden coins; the canvas is cleared each frame. */
export function drawMoney(
  context: CanvasRenderingContext2D,
  particles: readonly MoneyParticle[],
  now: number,
): void {
  const { canvas } = context;
  const scale = canvas.width / Math.max(1, canvas.clientWidth || canvas.width);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  for (const particle of particles) {
    const { x, y, rotation, opacity } = particleAt(particle, now);
    context.setTransform(scale, 0, 0, scale, x * scale, y * scale);
    context.rotate(rotation);
    context.globalAlpha = opacity;
    if (particle.kind === 'bill') {
      context.fillStyle = '#1e9e5a';
      context.fillRect(-BILL_W / 2, -BILL_H / 2, BILL_W, BILL_H);
      context.strokeStyle = '#c9f0d9';
      context.lineWidth = 1;
      context.strokeRect(-BILL_W / 2 + 2, -BILL_H / 2 + 2, BILL_W - 4, BILL_H - 4);
      context.fillStyle = '#ffffff';
      context.font = 'bold 10px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('€', 0, 1);
    } else {
      context.fillStyle = '#f5b800';
      context.beginPath();
      context.arc(0, 0, 7, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#7a5800';
      context.font = 'bold 9px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('€', 0, 1);
    }
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
}

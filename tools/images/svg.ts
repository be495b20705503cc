// Small SVG building blocks for the illustrations: a seeded random source (the same key always draws the same
// picture), the brand palette, colour shading and a few shapes. No randomness beyond the seed, no fonts, no text.

export type Rng = () => number;

/** A deterministic random source from a string: FNV-1a of the key seeds mulberry32. */
export function seededRandom(key: string): Rng {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

/** Brand colours (tokens.css) and the soft tones around them. */
export const C = {
  orange: '#FF6B35',
  orangeSoft: '#FFB38F',
  orangePale: '#FFE2D2',
  navy: '#1B365D',
  navySoft: '#3E5C86',
  blue: '#7FA7D1',
  blueSoft: '#BBD3EA',
  bluePale: '#E3EEF8',
  green: '#5E9E86',
  greenSoft: '#A9D1BF',
  greenPale: '#DCEFE5',
  sand: '#E9D3AF',
  sandSoft: '#F3E6CF',
  cream: '#FBF6EE',
  white: '#FFFFFF',
  ink: '#14243D',
  grey: '#C9D0D9',
  greyPale: '#E4E8EE',
} as const;

export const SKIN = ['#F7D7BC', '#EDBE96', '#D69E72', '#B57A4F', '#8A5A37', '#5E3B24'] as const;
export const HAIR = ['#2A1C14', '#5A381E', '#9A5230', '#D7B26A', '#121212', '#8E8E8E'] as const;
export const TOPS = [C.orange, C.navy, C.green, C.blue, '#E4572E', '#2F7F73', '#6C5B9E', '#F2A541'] as const;
export const BOTTOMS = [C.navy, '#2D3142', '#44546A', '#1F2933', C.navySoft] as const;

/** Mixes a #RRGGBB colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount >= 0 ? 255 : 0;
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A number for SVG: one decimal, so the same drawing always gives the same bytes. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export interface Point {
  x: number;
  y: number;
}

export const pt = (x: number, y: number): Point => ({ x, y });
export const lerp = (a: Point, b: Point, t: number): Point =>
  pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius = 0,
  extra = '',
) {
  const r = radius ? ` rx="${n(radius)}"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${r} fill="${fill}"${extra}/>`;
}

export function circle(x: number, y: number, radius: number, fill: string, extra = '') {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${fill}"${extra}/>`;
}

export function ellipse(x: number, y: number, rx: number, ry: number, fill: string, extra = '') {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = '') {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** A round-capped, round-joined stroke through the points (limbs, ropes, bars). */
export function stroke(points: readonly Point[], colour: string, width: number, extra = '') {
  const d = points.map((p, index) => `${index ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

export function polygon(points: readonly Point[], fill: string, extra = '') {
  return `<polygon points="${points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}" fill="${fill}"${extra}/>`;
}

export function linearGradient(id: string, stops: readonly string[], vertical = true) {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const stopTags = stops
    .map(
      (colour, index) =>
        `<stop offset="${n(index / Math.max(1, stops.length - 1))}" stop-color="${colour}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`;
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, size: number, fill: string) {
  const s = size;
  const k = size * 0.22;
  return path(
    `M${n(x)} ${n(y - s)} Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)} Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)} Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)} Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)}Z`,
    fill,
  );
}

/** The finished document: a viewBox in drawing units, rendered at the given pixel size. */
export function svgDocument(viewBox: string, width: number, height: number, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

// Issue 13: the page editor (Puck, ≈ 166 KB gzip, ../shared/TOOLCHAIN.md) lives only in the admin's editor chunk.
// Reads the app's build (dist/) and follows the public entry's static imports (what every visitor loads) and the staff
// chunk's (what a trainer's or admin's sign-in fetches): none may contain Puck, and the site's one stylesheet has
// none of Puck's rules. The marker is checked to be in the build at all, so the test cannot pass by looking for
// something that no longer exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApp, chunkCycles, staticClosure } from './chunks';

/** Puck's CSS-module class names (e.g. _PuckFields_wnj), in its script and its stylesheet. */
const PUCK = /_Puck[A-Z][A-Za-z]*_[a-z0-9]+/;

let out = '';
beforeAll(() => {
  out = builtApp();
});

const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

describe('the page editor stays in its chunk', () => {
  it('is in the build', () => {
    const scripts = readdirSync(path.join(out, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.some((name) => PUCK.test(read(`assets/${name}`)))).toBe(true);
  });

  it('is not in the public entry or anything it imports statically', () => {
    const html = read('index.html');
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const initial = staticClosure(entry!, read);
    expect(initial.size).toBeGreaterThan(3);
    expect([...initial].filter((file) => PUCK.test(read(file)))).toEqual([]);
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(preloads.filter((file) => PUCK.test(read(file)))).toEqual([]);
  });

  it('is not in the site stylesheet', () => {
    const sheets = [...read('index.html').matchAll(/rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(PUCK.test(read(sheet)), sheet).toBe(false);
  });

  it('is not fetched with the staff chunk at a sign-in', () => {
    const staff = readdirSync(path.join(out, 'assets')).filter((name) => /^staff-.*\.js$/.test(name));
    expect(staff.length).toBeGreaterThan(0);
    for (const chunk of staff) {
      const closure = staticClosure(`assets/${chunk}`, read);
      expect([...closure].filter((file) => PUCK.test(read(file)))).toEqual([]);
    }
  });
});

// Not the editor's alone: with the staff group's modules listed one by one (vite.config.ts), a staff-only module
// left off the list lands in a staff route's chunk, which imports the staff chunk while the staff chunk imports
// it back; such a circle opened a staff page with the error page now and then, after sign-in.
describe('the chunks of the build', () => {
  it('never import one another in a circle', () => {
    const scripts = readdirSync(path.join(out, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(20);
    expect(chunkCycles(scripts, (name) => read(`assets/${name}`))).toEqual([]);
  });
});

// Decision 0217: a public page needs a block kind's label, defaults and hydration moment, not its editor fields;
// the definitions keep their fields in modules of their own (domain/blocks/kinds/<group>.fields.ts) that only the
// page editor and the server import, and no build rewrites a module to leave them out. Reads the build (dist/):
// the islands' chunks (a page of islands), the app's public entry with what it imports statically and every block
// group's chunk carry none of the fields' labels or select choices; the chunks of the editor's route carry every
// one of them, so the marks are known to be in the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE, type FieldSpec } from '#domain/blocks/catalogue';
import { KIND_DEFINITIONS } from '#domain/blocks/kinds/index';
import { builtApp, staticClosure } from './chunks';

/** Every field's label and every select choice's label below these fields. */
function editorTexts(fields: Record<string, FieldSpec>): string[] {
  return Object.values(fields).flatMap((spec) => [
    spec.label,
    ...(spec.type === 'select' ? spec.options.map((option) => option.label) : []),
    ...(spec.type === 'list' ? editorTexts(spec.item) : []),
    ...(spec.type === 'object' ? editorTexts(spec.fields) : []),
  ]);
}

/**
 * The editor's own texts: labels and choices written like no page text is ('Erster Button: Link',
 * 'Sprunganker (ID)', 'Orange (Primärfarbe)'), and none that a default also holds.
 */
function editorMarks(): string[] {
  const defaults = JSON.stringify(Object.values(KIND_DEFINITIONS).map((kind) => kind.defaults));
  const texts = Object.values(BLOCK_CATALOGUE).flatMap((spec) => editorTexts(spec.fields));
  return [...new Set(texts)].filter((text) => /: \S|\(\D[^)]*\)$/.test(text) && !defaults.includes(text));
}

/** A text as the bundler writes it in a string (German letters stay as they are in our chunks). */
const inChunk = (code: string, text: string) => code.includes(JSON.stringify(text).slice(1, -1));

let out = '';
let marks: string[] = [];
beforeAll(() => {
  out = builtApp();
  marks = editorMarks();
});

const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const scripts = (folder: string) =>
  readdirSync(path.join(out, folder))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${folder}/${name}`);
const carrying = (files: Iterable<string>) =>
  [...files].flatMap((file) => {
    const code = read(file);
    const found = marks.filter((mark) => inChunk(code, mark));
    return found.length > 0 ? [`${file}: ${found.slice(0, 3).join(' | ')}`] : [];
  });

describe('the block kinds’ editor fields on public pages', () => {
  it('are in the build, in the chunks of the page editor’s route', () => {
    expect(marks.length).toBeGreaterThan(50);
    const carriers = scripts('assets').filter((file) => marks.some((mark) => inChunk(read(file), mark)));
    expect(carriers.length).toBeGreaterThan(0);
    const code = carriers.map(read).join('\n');
    expect(marks.filter((mark) => !inChunk(code, mark))).toEqual([]);
  });

  it('are in none of the islands’ chunks', () => {
    const islands = scripts('islands');
    expect(islands.length).toBeGreaterThan(10);
    expect(carrying(islands)).toEqual([]);
  });

  it('are neither in the app’s public entry and what it imports nor in any block group’s chunk', () => {
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(read('index.html'))?.[1];
    expect(entry).toBeDefined();
    const groups = scripts('assets').filter((file) =>
      ['about', 'challenge', 'level-up', 'content-blocks', 'results-gallery', 'campaign-quiz'].some((group) =>
        file.startsWith(`assets/${group}-`),
      ),
    );
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expect(
      carrying(
        new Set([
          ...staticClosure(entry!, read),
          ...groups.flatMap((file) => [...staticClosure(file, read)]),
        ]),
      ),
    ).toEqual([]);
  });
});

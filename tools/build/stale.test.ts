import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildIsStale } from './stale';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'studio-stale-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'src', 'app'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'app', 'page.tsx'), 'export {};');
  return root;
}

function write(root: string, file: string, at: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'x');
  utimesSync(path.join(root, file), at / 1000, at / 1000);
}

describe('whether npm start must build', () => {
  it('builds when there is no build', () => {
    expect(buildIsStale(project())).toBe('dist/index.html fehlt');
  });

  it('builds when a source is newer than the build, and not when none is', () => {
    const root = project();
    const t = Date.now();
    write(root, 'src/app/page.tsx', t - 60_000);
    for (const output of BUILD_OUTPUTS) write(root, output, t - 30_000);
    utimesSync(path.join(root, 'src', 'app'), (t - 60_000) / 1000, (t - 60_000) / 1000);
    utimesSync(path.join(root, 'src'), (t - 60_000) / 1000, (t - 60_000) / 1000);
    expect(buildIsStale(root)).toBeNull();
    write(root, 'src/app/page.tsx', t);
    expect(buildIsStale(root)).toBe('src ist neuer als der Build');
  });

  it('builds when one part of the build is missing (the server renderer)', () => {
    const root = project();
    for (const output of BUILD_OUTPUTS.filter((file) => !file.startsWith('dist-ssr')))
      write(root, output, Date.now());
    expect(buildIsStale(root)).toBe('dist-ssr/entry-server.js fehlt');
  });
});

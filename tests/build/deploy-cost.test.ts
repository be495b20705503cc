// Issue 12: a deploy of an unchanged tree must cost an installed app (almost) nothing. Builds the browser app once
// more beside the build `npm test` made (dist/, the deploy before) and sums the gzip size of every file the new
// build has new or changed: what a phone would download again after the deploy. Before issue 12 a random build id
// inside the entry chunk renamed 52 files. (dist/ also holds the islands' and public stylesheets' files; only the
// new build's files are compared, and those builds do not write any of them.)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInto, builtApp } from './chunks';

const LIMIT_BYTES = 5 * 1024;
const work = mkdtempSync(path.join(tmpdir(), 'studio-deploy-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file a browser may fetch: not the precompressed twins, not the server's manifest folder. */
function servedFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory())
      return name.startsWith('.') ? [] : servedFiles(dir, relative);
    return /\.(br|gz)$/.test(name) ? [] : [relative];
  });
}

/** Bytes (gzip) of the files in `next` that `previous` does not have with the same content. */
export function changedBytes(previous: string, next: string): { bytes: number; files: string[] } {
  const files = servedFiles(next).filter((file) => {
    const before = path.join(previous, file);
    return !existsSync(before) || !readFileSync(before).equals(readFileSync(path.join(next, file)));
  });
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(next, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files };
}

describe('a deploy of an unchanged tree', () => {
  it('changes at most 5 KB gzip of what an installed app downloads', () => {
    const first = builtApp();
    const second = path.join(work, 'second');
    buildInto(second);
    const changed = changedBytes(first, second);
    expect(changed.bytes, `changed: ${changed.files.join(', ')}`).toBeLessThanOrEqual(LIMIT_BYTES);
    // The check can see a change: the same comparison against an empty folder counts every file.
    expect(changedBytes(path.join(work, 'none'), second).bytes).toBeGreaterThan(LIMIT_BYTES);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readOrCreatePrivateFile } from './private-files';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROCESSES = 4;
const FILES = 40;
/** Each file has its own moment, when every process reaches for it at once. */
const SLOT_MS = 40;

/**
 * One process of the race: at each file's moment, reads or creates that file in `dir`, with
 * 256 KB of its own content (large, so a half-written file would be seen), and prints what it got per file.
 */
const RACER = `
import { readOrCreatePrivateFile } from ${JSON.stringify(path.join(HERE, 'private-files.ts'))};
const [dir, start] = process.argv.slice(-2);
const got = [];
for (let i = 0; i < ${FILES}; i++) {
  while (Date.now() < Number(start) + i * ${SLOT_MS});
  const content = readOrCreatePrivateFile(dir + '/secret-' + i, () => process.pid + ':' + 'x'.repeat(256 * 1024));
  got.push(content.length + ':' + content.slice(0, 12));
}
process.stdout.write(JSON.stringify(got));
`;

function race(dir: string, start: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      RACER,
      dir,
      String(start),
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`racer exited ${code}: ${err}`)),
    );
  });
}

describe('a private file made once and shared', () => {
  it('is read back when it exists and made 0600 when it does not', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'private-'));
    try {
      const file = path.join(dir, 'secret');
      expect(readOrCreatePrivateFile(file, () => 'first')).toBe('first');
      expect(readOrCreatePrivateFile(file, () => 'second')).toBe('first');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readdirSync(dir)).toEqual(['secret']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives processes that start together one and the same complete content, never a half-written file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'private-race-'));
    try {
      // Far enough ahead for every process to have loaded tsx before the start.
      const start = Date.now() + 4000;
      const results = await Promise.all(Array.from({ length: PROCESSES }, () => race(dir, start)));
      const seen = results.map((out) => JSON.parse(out) as string[]);
      for (let i = 0; i < FILES; i++) {
        const contents = new Set(seen.map((got) => got[i]));
        expect(contents.size, `file ${i}: ${[...contents].join(' | ')}`).toBe(1);
        expect([...contents][0]).toMatch(/^\d{6,7}:\d+:x/);
      }
      // No leftovers of the losing processes.
      expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

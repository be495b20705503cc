import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zip } from './zip';

const CHECK = 'import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).testzip())';

describe('the stored ZIP writer', () => {
  it('writes an archive that unzip lists and extracts byte for byte, UTF-8 names included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    try {
      const archive = zip(
        [
          { name: 'meine-daten.json', content: JSON.stringify({ name: 'Jürgen Müller' }) },
          { name: 'buchungen.csv', content: 'Kurs;Beginn\nYoga;2026-11-30\n' },
        ],
        new Date('2026-11-26T10:00:00Z'),
      );
      writeFileSync(path.join(dir, 'a.zip'), archive);
      execFileSync('python3', ['-m', 'zipfile', '-e', path.join(dir, 'a.zip'), path.join(dir, 'out')]);
      expect(readFileSync(path.join(dir, 'out', 'meine-daten.json'), 'utf8')).toBe(
        '{"name":"Jürgen Müller"}',
      );
      expect(readFileSync(path.join(dir, 'out', 'buchungen.csv'), 'utf8')).toBe(
        'Kurs;Beginn\nYoga;2026-11-30\n',
      );
      // Python's zipfile reads every entry and checks its CRC: None when all match…
      const test = (file: string) => execFileSync('python3', ['-c', CHECK, file]).toString().trim();
      expect(test(path.join(dir, 'a.zip'))).toBe('None');
      // …and names the entry whose bytes do not match (so the check above can fail).
      const broken = Buffer.from(archive);
      broken[broken.indexOf('Jürgen')] = 0x4b;
      writeFileSync(path.join(dir, 'b.zip'), broken);
      expect(test(path.join(dir, 'b.zip'))).toBe('meine-daten.json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

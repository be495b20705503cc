import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zip } from './zip';

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
      // python's zipfile checks every CRC when testing the archive.
      const tested = execFileSync('python3', ['-m', 'zipfile', '-t', path.join(dir, 'a.zip')]).toString();
      expect(tested).toContain('Done testing');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

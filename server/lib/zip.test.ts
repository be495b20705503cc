// The data export's ZIP writer, read back by the tests' own reader (tests/support/unzip.ts, written from the format).
import { describe, expect, it } from 'vitest';
import { unzip } from '../../tests/support/unzip';
import { zip } from './zip';

/** The names of the entries whose bytes do not match their CRC-32, as `unzip -t` or Python's testzip report them. */
const damaged = (archive: Buffer) =>
  unzip(archive)
    .filter((entry) => !entry.crcMatches)
    .map((entry) => entry.name);

describe('the stored ZIP writer', () => {
  it('writes an archive that unzip lists and extracts byte for byte, UTF-8 names included', () => {
    const archive = zip(
      [
        { name: 'meine-daten.json', content: JSON.stringify({ name: 'Jürgen Müller' }) },
        { name: 'buchungen.csv', content: 'Kurs;Beginn\nYoga;2026-11-30\n' },
        { name: 'übersicht.txt', content: 'ä' },
      ],
      new Date('2026-11-26T10:00:00Z'),
    );
    const entries = unzip(archive);
    expect(entries.map((entry) => [entry.name, entry.data.toString('utf8')])).toEqual([
      ['meine-daten.json', '{"name":"Jürgen Müller"}'],
      ['buchungen.csv', 'Kurs;Beginn\nYoga;2026-11-30\n'],
      ['übersicht.txt', 'ä'],
    ]);
    // Every entry's bytes match their CRC-32…
    expect(damaged(archive)).toEqual([]);
    // …and the entry whose bytes do not is named (so the check above can fail).
    const broken = Buffer.from(archive);
    broken[broken.indexOf('Jürgen')] = 0x4b;
    expect(damaged(broken)).toEqual(['meine-daten.json']);
  });
});

import { describe, expect, it } from 'vitest';
import { csvText, ledgerCsv, type LedgerRow } from './csv';

// The accountant's export: one line per document (§ 14b UStG, § 147 AO: the documents of the books), in the form a
// German spreadsheet opens directly: UTF-8 BOM, ';', decimal comma, CRLF (RFC 4180), quoted text where needed.
const row = (overrides: Partial<LedgerRow> = {}): LedgerRow => ({
  documentType: 'Rechnung',
  number: '2026-000123',
  date: '2026-12-01',
  memberName: 'Anna Müller',
  memberNumber: '42',
  period: '2026-12',
  netCents: 5798,
  vatCents: 1102,
  vatRatePercent: 19,
  grossCents: 6900,
  refersTo: '',
  ...overrides,
});

const HEADER =
  'Belegart;Belegnummer;Belegdatum;Mitglied;Mitgliedsnummer;Zeitraum;Netto;USt-Satz %;USt;Brutto;Bezug';

describe('ledgerCsv', () => {
  it('starts with the UTF-8 BOM and the header, every line ends in CRLF', () => {
    const csv = ledgerCsv([row()]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(
      `\uFEFF${HEADER}\r\nRechnung;2026-000123;01.12.2026;Anna Müller;42;2026-12;57,98;19;11,02;69,00;\r\n`,
    );
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('an empty period is the header alone', () => {
    expect(ledgerCsv([])).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('writes amounts with a decimal comma and thousands points, negative for a cancellation', () => {
    const csv = ledgerCsv([
      row({ netCents: 103_745, vatCents: 19_711, grossCents: 123_456 }),
      row({
        documentType: 'Stornorechnung',
        number: '2026-000124',
        netCents: -5798,
        vatCents: -1102,
        grossCents: -6900,
        refersTo: '2026-000123',
      }),
      row({ documentType: 'Rücklastschrift', netCents: 1, vatCents: 0, grossCents: 1 }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toContain(';1.037,45;19;197,11;1.234,56;');
    expect(lines[2]).toBe(
      'Stornorechnung;2026-000124;01.12.2026;Anna Müller;42;2026-12;-57,98;19;-11,02;-69,00;2026-000123',
    );
    expect(lines[3]).toContain(';0,01;19;0,00;0,01;');
    expect(lines).toHaveLength(5);
  });

  it('quotes a name with ";" or \'"\' and doubles the quote (RFC 4180)', () => {
    const csv = ledgerCsv([
      row({ memberName: 'Müller; Anna' }),
      row({ memberName: 'Anna "Die Starke" Schmidt' }),
      row({ memberName: 'Zeile\neins' }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toContain(';"Müller; Anna";');
    expect(lines[2]).toContain(';"Anna ""Die Starke"" Schmidt";');
    expect(csv).toContain(';"Zeile\neins";');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+49 30', "'+49 30"],
    ['-Anna', "'-Anna"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Anna-Lena', 'Anna-Lena'],
  ])('defuses a formula in text (OWASP CSV injection): %s → %s', (text, expected) => {
    expect(csvText(text)).toBe(expected);
  });
});

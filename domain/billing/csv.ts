// The accountant's export (issue 33): one line per document (invoice, cancellation invoice, returned debit,
// payment) of a period, in the form German spreadsheets open without an import dialog: UTF-8 with a byte-order
// mark, ';' between fields, decimal comma, dates dd.mm.yyyy, CRLF line ends (RFC 4180), and text fields quoted when
// they hold ';', '"' or a line break. A text that a spreadsheet would run as a formula (=, +, -, @ at its start)
// gets a leading apostrophe (OWASP "CSV Injection").
import { formatDecimalComma } from '../contracts/pricing';
import { formatDateShort } from '../time';

export interface LedgerRow {
  documentType: 'Rechnung' | 'Stornorechnung' | 'Rücklastschrift' | 'Zahlung';
  number: string;
  /** The document's date, 'YYYY-MM-DD'. */
  date: string;
  memberName: string;
  memberNumber: string;
  /** The billing period 'YYYY-MM'. */
  period: string;
  netCents: number;
  vatCents: number;
  vatRatePercent: number;
  grossCents: number;
  /** The document this one refers to (the cancelled or returned invoice), '' if none. */
  refersTo: string;
}

export const LEDGER_HEADER = [
  'Belegart',
  'Belegnummer',
  'Belegdatum',
  'Mitglied',
  'Mitgliedsnummer',
  'Zeitraum',
  'Netto',
  'USt-Satz %',
  'USt',
  'Brutto',
  'Bezug',
] as const;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** A text field: formula starters defused, quoted (with '"' doubled) when it holds ';', '"' or a line break. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as the CSV file's text: BOM, header, one CRLF-terminated line per row. */
export function ledgerCsv(rows: LedgerRow[]): string {
  const lines = [LEDGER_HEADER.join(';')];
  for (const row of rows)
    lines.push(
      [
        csvText(row.documentType),
        csvText(row.number),
        formatDateShort(row.date),
        csvText(row.memberName),
        csvText(row.memberNumber),
        csvText(row.period),
        formatDecimalComma(row.netCents),
        String(row.vatRatePercent),
        formatDecimalComma(row.vatCents),
        formatDecimalComma(row.grossCents),
        csvText(row.refersTo),
      ].join(';'),
    );
  return BOM + lines.map((line) => line + CRLF).join('');
}

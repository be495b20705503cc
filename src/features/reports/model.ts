// The Auswertung's tables (issue 22, decision 0161): one model per table, built once from the server's figures.
// The page renders it as an HTML table (the accessible source), draws its chart from it and writes it as CSV
// (`toCsv`), so the three cannot disagree.
import type { CourseFigures, Report } from '#domain/reports/schemas';
import { formatDateShort } from '#domain/time';

/** A cell: a count, a share in percent (one decimal), or text. */
export type Cell = { kind: 'count'; value: number } | { kind: 'percent'; value: number | null } | string;

export interface ReportTable {
  /** Stable id: the section's anchor and the CSV file's name. */
  id: 'auslastung-kurse' | 'teilnahme' | 'auslastung-zeiten' | 'warteliste' | 'konten-anfragen';
  title: string;
  columns: readonly string[];
  rows: Cell[][];
}

export const WEEKDAYS = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

const integer = new Intl.NumberFormat('de-DE');
const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Share of `part` in `whole` in percent, one decimal; null when there is nothing to share. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** A cell as the table and the CSV show it: German numbers ('1.234', '87,5'), an empty share as '–'. */
export function formatCell(cell: Cell): string {
  if (typeof cell === 'string') return cell;
  if (cell.kind === 'count') return integer.format(cell.value);
  return cell.value === null ? '–' : oneDecimal.format(cell.value);
}

/** The numeric value of a cell for a chart (text and an empty share: 0). */
export function cellValue(cell: Cell | undefined): number {
  return typeof cell === 'object' ? (cell.value ?? 0) : 0;
}

const n = (value: number): Cell => ({ kind: 'count', value });
const pct = (part: number, whole: number): Cell => ({ kind: 'percent', value: percent(part, whole) });

/** '18:00–18:59' for hour 18. */
export const hourLabel = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String(hour).padStart(2, '0')}:59`;

/** Every table of a report, in the page's order. */
export function reportTables(report: Report): ReportTable[] {
  const courses = report.courses;
  const open = (c: CourseFigures) => c.booked - c.attended - c.noShows;
  return [
    {
      id: 'auslastung-kurse',
      title: 'Auslastung je Kurs',
      columns: ['Kurs', 'Termine', 'Plätze', 'Gebucht', 'Auslastung (%)'],
      rows: courses.map((c) => [
        c.title,
        n(c.sessions),
        n(c.capacity),
        n(c.booked),
        pct(c.booked, c.capacity),
      ]),
    },
    {
      id: 'teilnahme',
      title: 'Teilnahme und nicht erschienen',
      columns: ['Kurs', 'Gebucht', 'Teilgenommen', 'Nicht erschienen', 'Nicht erfasst', 'No-Show-Quote (%)'],
      rows: courses.map((c) => [
        c.title,
        n(c.booked),
        n(c.attended),
        n(c.noShows),
        n(open(c)),
        pct(c.noShows, c.attended + c.noShows),
      ]),
    },
    {
      id: 'auslastung-zeiten',
      title: 'Auslastung nach Wochentag und Uhrzeit',
      columns: ['Wochentag', 'Uhrzeit', 'Termine', 'Plätze', 'Gebucht', 'Auslastung (%)'],
      rows: report.slots.map((s) => [
        WEEKDAYS[s.weekday - 1] ?? String(s.weekday),
        hourLabel(s.hour),
        n(s.sessions),
        n(s.capacity),
        n(s.booked),
        pct(s.booked, s.capacity),
      ]),
    },
    {
      id: 'warteliste',
      title: 'Nachfrage auf der Warteliste',
      columns: ['Kurs', 'Ausgebuchte Termine', 'Auf der Warteliste', 'Nachgerückt', 'Ohne Platz geblieben'],
      rows: courses
        .filter((c) => c.fullSessions > 0 || c.waitlisted > 0)
        .map((c) => [c.title, n(c.fullSessions), n(c.waitlisted), n(c.waitlisted - c.waiting), n(c.waiting)]),
    },
    {
      id: 'konten-anfragen',
      title: 'Neue Konten und Anfragen je Woche',
      columns: ['Woche ab', 'Neue Konten', 'Anfragen'],
      rows: report.weeks.map((w) => [formatDateShort(w.week), n(w.newAccounts), n(w.leads)]),
    },
  ];
}

const BOM = '\uFEFF';

/** One CSV field: quoted when it holds the separator, a quote or a line break (quotes doubled). */
function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A table as CSV for a German spreadsheet: UTF-8 with BOM (so umlauts open right), semicolon-separated, German
 * numbers (decimal comma), the German headers first, CRLF line ends (RFC 4180).
 */
export function toCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const lines = [table.columns, ...table.rows.map((row) => row.map(formatCell))].map((fields) =>
    fields.map(csvField).join(';'),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** The CSV file's name: auswertung-<table>-<from>-bis-<to>.csv. */
export function csvFileName(table: Pick<ReportTable, 'id'>, report: Pick<Report, 'from' | 'to'>): string {
  return `auswertung-${table.id}-${report.from}-bis-${report.to}.csv`;
}

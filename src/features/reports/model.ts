// The Auswertung's tables (issue 22, decision 0161): one model per table, built once from the server's figures.
// The page renders it as an HTML table (the accessible source), draws its chart from it and writes it as CSV
// (`toCsv`), so the three cannot disagree.
import type { CourseFigures, Report, SlotFigures } from '#domain/reports/schemas';
import { formatDateShort } from '#domain/time';

/** A cell: a count, a share in percent (one decimal), or text. */
export type Cell = { kind: 'count'; value: number } | { kind: 'percent'; value: number | null } | string;

export interface ReportTable {
  /** Stable id: the section's anchor and the CSV file's name. */
  id:
    | 'auslastung-standorte'
    | 'auslastung-kurse'
    | 'teilnahme'
    | 'auslastung-zeiten'
    | 'warteliste'
    | 'konten-anfragen';
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

/** The report covers a chain of two or more locations as a whole: locations are compared and named. */
export function isChainTotal(report: Pick<Report, 'location' | 'locations'>): boolean {
  return report.location === null && report.locations.length >= 2;
}

/** The location's name of the report's list ('' when it is not listed). */
export function locationName(report: Pick<Report, 'locations'>, id: number | null): string {
  return report.locations.find((location) => location.id === id)?.name ?? '';
}

/** Per location of the chain, in the locations' order: the sum of its courses' figures (zeros where it had none). */
function perLocation(report: Report): ReportTable {
  const sums = new Map(
    report.locations.map((location) => [
      location.id,
      { name: location.name, sessions: 0, capacity: 0, booked: 0, attended: 0, noShows: 0 },
    ]),
  );
  for (const course of report.courses) {
    const sum = sums.get(course.locationId);
    if (!sum) continue;
    sum.sessions += course.sessions;
    sum.capacity += course.capacity;
    sum.booked += course.booked;
    sum.attended += course.attended;
    sum.noShows += course.noShows;
  }
  return {
    id: 'auslastung-standorte',
    title: 'Auslastung je Standort',
    columns: [
      'Standort',
      'Termine',
      'Plätze',
      'Gebucht',
      'Auslastung (%)',
      'Teilgenommen',
      'Nicht erschienen',
    ],
    rows: [...sums.values()].map((l) => [
      l.name,
      n(l.sessions),
      n(l.capacity),
      n(l.booked),
      pct(l.booked, l.capacity),
      n(l.attended),
      n(l.noShows),
    ]),
  };
}

/**
 * Every table of a report, in the page's order. A chain's total (issue 34) starts with the locations compared
 * and names each course's location (the same course runs at several); a location's report has no leads (a lead
 * names no location).
 */
export function reportTables(report: Report): ReportTable[] {
  const chain = isChainTotal(report);
  const courses = chain
    ? report.courses.map((c) => ({ ...c, title: `${c.title} (${locationName(report, c.locationId)})` }))
    : report.courses;
  const open = (c: CourseFigures) => c.booked - c.attended - c.noShows;
  const leads = report.weeks.every((w) => w.leads !== undefined);
  return [
    ...(chain ? [perLocation(report)] : []),
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
    leads
      ? {
          id: 'konten-anfragen',
          title: 'Neue Konten und Anfragen je Woche',
          columns: ['Woche ab', 'Neue Konten', 'Anfragen'],
          rows: report.weeks.map((w) => [formatDateShort(w.week), n(w.newAccounts), n(w.leads ?? 0)]),
        }
      : {
          id: 'konten-anfragen',
          title: 'Neue Konten je Woche',
          columns: ['Woche ab', 'Neue Konten'],
          rows: report.weeks.map((w) => [formatDateShort(w.week), n(w.newAccounts)]),
        },
  ];
}

/**
 * The heat map's steps (issue 37): 0 % apart from any booking, then quarters, then full. Labels as the legend reads
 * them; `heatStep` puts a share (percent, one decimal; null: no capacity) on its step.
 */
export const HEAT_STEPS = [
  '0 %',
  'unter 25 %',
  '25 bis unter 50 %',
  '50 bis unter 75 %',
  '75 bis unter 100 %',
  '100 %',
] as const;

export function heatStep(share: number | null): number {
  const value = share ?? 0;
  if (value <= 0) return 0;
  if (value >= 100) return HEAT_STEPS.length - 1;
  return 1 + Math.floor(value / 25);
}

export interface HeatCell {
  step: number;
  share: number | null;
  sessions: number;
}

/**
 * Weekday × hour, Monday first (the German week), every hour from the first slot's to the last one's (so gaps show
 * as gaps); a cell is null where no session started. Shares as the table computes them (`percent`).
 */
export function heatmap(slots: readonly SlotFigures[]): {
  hours: number[];
  days: Array<{ short: string; name: string; cells: Array<HeatCell | null> }>;
} {
  if (slots.length === 0) return { hours: [], days: [] };
  const first = Math.min(...slots.map((s) => s.hour));
  const last = Math.max(...slots.map((s) => s.hour));
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const at = new Map(slots.map((s) => [`${s.weekday}-${s.hour}`, s]));
  return {
    hours,
    days: WEEKDAYS.map((name, index) => ({
      name,
      short: name.slice(0, 2),
      cells: hours.map((hour) => {
        const slot = at.get(`${index + 1}-${hour}`);
        if (!slot) return null;
        const share = percent(slot.booked, slot.capacity);
        return { step: heatStep(share), share, sessions: slot.sessions };
      }),
    })),
  };
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

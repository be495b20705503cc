import { describe, expect, it } from 'vitest';
import type { Report } from '#domain/reports/schemas';
import {
  csvFileName,
  formatCell,
  heatmap,
  heatStep,
  HEAT_STEPS,
  percent,
  reportTables,
  toCsv,
} from './model';

const REPORT: Report = {
  from: '2027-03-22',
  to: '2027-04-04',
  location: null,
  locations: [{ id: 1, name: 'Kraftraum Mitte' }],
  courses: [
    {
      courseId: 1,
      title: 'Yoga; "Flow" am Abend',
      locationId: 1,
      sessions: 2,
      capacity: 6,
      booked: 5,
      attended: 2,
      noShows: 1,
      fullSessions: 1,
      waitlisted: 3,
      waiting: 2,
    },
    {
      courseId: 2,
      title: 'Spinning',
      locationId: 1,
      sessions: 400,
      capacity: 8000,
      booked: 1234,
      attended: 1000,
      noShows: 0,
      fullSessions: 0,
      waitlisted: 0,
      waiting: 0,
    },
  ],
  slots: [{ weekday: 6, hour: 18, sessions: 1, capacity: 3, booked: 2 }],
  weeks: [{ week: '2027-03-29', newAccounts: 2, leads: 0 }],
};

describe('reportTables', () => {
  it('derives shares, open marks and waitlist rows from the figures', () => {
    const [courses, attendance, slots, waitlist, weeks] = reportTables(REPORT);
    expect(courses!.rows[1]!.map(formatCell)).toEqual(['Spinning', '400', '8.000', '1.234', '15,4']);
    expect(attendance!.rows[0]!.map(formatCell)).toEqual([
      'Yoga; "Flow" am Abend',
      '5',
      '2',
      '1',
      '2',
      '33,3',
    ]);
    expect(slots!.rows[0]!.map(formatCell)).toEqual(['Samstag', '18:00–18:59', '1', '3', '2', '66,7']);
    // Only courses that had a full session or a waitlist.
    expect(waitlist!.rows.map((row) => row.map(formatCell))).toEqual([
      ['Yoga; "Flow" am Abend', '1', '3', '1', '2'],
    ]);
    expect(weeks!.rows[0]!.map(formatCell)).toEqual(['29.03.2027', '2', '0']);
  });

  it('shows a share of nothing as a dash, not as 0 %', () => {
    expect(percent(0, 0)).toBeNull();
    expect(formatCell({ kind: 'percent', value: null })).toBe('–');
    expect(percent(1, 3)).toBe(33.3);
  });
});

describe('a chain (issue 34)', () => {
  const chain: Report = {
    ...REPORT,
    locations: [
      { id: 1, name: 'Kraftraum Mitte' },
      { id: 2, name: 'Kraftraum Nord' },
      { id: 3, name: 'Kraftraum Süd' },
    ],
    courses: [REPORT.courses[0]!, { ...REPORT.courses[1]!, locationId: 2 }],
  };

  it("compares the locations first (each location's courses added, zeros where it had none) and names each course's location", () => {
    const [locations, courses] = reportTables(chain);
    expect(locations!.id).toBe('auslastung-standorte');
    expect(locations!.rows.map((row) => row.map(formatCell))).toEqual([
      ['Kraftraum Mitte', '2', '6', '5', '83,3', '2', '1'],
      ['Kraftraum Nord', '400', '8.000', '1.234', '15,4', '1.000', '0'],
      ['Kraftraum Süd', '0', '0', '0', '–', '0', '0'],
    ]);
    expect(courses!.rows.map((row) => row[0])).toEqual([
      'Yoga; "Flow" am Abend (Kraftraum Mitte)',
      'Spinning (Kraftraum Nord)',
    ]);
  });

  it("has neither for one location's report, nor leads (a lead names no location)", () => {
    const one: Report = { ...chain, location: 2, weeks: [{ week: '2027-03-29', newAccounts: 2 }] };
    const tables = reportTables(one);
    expect(tables.map((table) => table.id)).toEqual([
      'auslastung-kurse',
      'teilnahme',
      'auslastung-zeiten',
      'warteliste',
      'konten-anfragen',
    ]);
    expect(tables[0]!.rows.map((row) => row[0])).toEqual(['Yoga; "Flow" am Abend', 'Spinning']);
    const weeks = tables[4]!;
    expect([weeks.title, weeks.columns]).toEqual(['Neue Konten je Woche', ['Woche ab', 'Neue Konten']]);
    expect(weeks.rows.map((row) => row.map(formatCell))).toEqual([['29.03.2027', '2']]);
  });
});

describe('toCsv', () => {
  it('writes UTF-8 with BOM, German headers, semicolons, decimal commas, quoted fields and CRLF', () => {
    const csv = toCsv(reportTables(REPORT)[0]!);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Kurs;Termine;Plätze;Gebucht;Auslastung (%)',
      '"Yoga; ""Flow"" am Abend";2;6;5;83,3',
      'Spinning;400;8.000;1.234;15,4',
      '',
    ]);
  });

  it('writes the headers alone for an empty table, and names the file by table and period', () => {
    expect(toCsv({ columns: ['Woche ab', 'Anfragen'], rows: [] })).toBe('\uFEFFWoche ab;Anfragen\r\n');
    expect(csvFileName({ id: 'warteliste' }, REPORT)).toBe(
      'auswertung-warteliste-2027-03-22-bis-2027-04-04.csv',
    );
  });
});

describe('the heat map', () => {
  it.each([
    [null, 0],
    [0, 0],
    [0.1, 1],
    [10, 1],
    [24.9, 1],
    [25, 2],
    [49.9, 2],
    [50, 3],
    [75, 4],
    [99.9, 4],
    [100, 5],
  ])('puts %s %% on step %i', (share, step) => {
    expect(heatStep(share)).toBe(step);
    expect(HEAT_STEPS[step]).toBeDefined();
  });

  it('has Monday in the first row and every hour between the first and the last slot', () => {
    const map = heatmap([
      { weekday: 7, hour: 10, sessions: 1, capacity: 10, booked: 1 },
      { weekday: 1, hour: 18, sessions: 2, capacity: 20, booked: 0 },
    ]);
    expect(map.days.map((d) => d.short)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(map.hours).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(map.days[0]!.cells[8]).toEqual({ step: 0, share: 0, sessions: 2 });
    expect(map.days[6]!.cells[0]).toEqual({ step: 1, share: 10, sessions: 1 });
    expect(map.days[0]!.cells[0]).toBeNull();
  });
});

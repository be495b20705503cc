import { describe, expect, it } from 'vitest';
import { berlinToInstant } from '../time';
import {
  ageOn,
  cancellationEndDate,
  isWithdrawalInTime,
  minimumTermEnd,
  noticeDeadline,
  withdrawalDeadline,
} from './deadlines';

// Every expected date is worked out by hand from the paragraphs named. Instants are built as Berlin wall time:
// Berlin is UTC+1 in winter and UTC+2 in summer, so 00:01 Berlin is still the previous day in UTC.
const berlin = (date: string, hour = 12, minute = 0) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return berlinToInstant(y, m, d, hour, minute);
};

describe('minimumTermEnd (§ 187 Abs. 2, § 188 Abs. 2 Alt. 2, § 188 Abs. 3 BGB)', () => {
  it.each([
    ['2027-01-15', 12, '2028-01-14', 'the day before the matching day'],
    ['2027-01-01', 12, '2027-12-31', 'a term from the 1st ends on a month end'],
    ['2027-01-01', 24, '2028-12-31', 'the longest term § 309 Nr. 9 a allows'],
    ['2027-01-31', 1, '2027-02-28', 'no 31 February: the month’s last day (Abs. 3)'],
    ['2028-01-31', 1, '2028-02-29', 'no 31 February in a leap year: 29 February'],
    ['2027-01-30', 1, '2027-02-28', 'no 30 February'],
    ['2028-01-29', 1, '2028-02-28', '29 February exists in 2028: the day before it'],
    ['2027-03-31', 1, '2027-04-30', 'no 31 April'],
    ['2027-03-01', 12, '2028-02-29', 'from 1 March the term ends on 29 February of a leap year'],
    ['2028-02-29', 12, '2029-02-28', 'from 29 February 2028: 28 February 2029 (Abs. 3)'],
    ['2028-02-29', 24, '2030-02-28', 'from 29 February 2028 for 24 months'],
  ])('%s + %i months ends on %s (%s)', (startsOn, months, expected) => {
    expect(minimumTermEnd(startsOn, months)).toBe(expected);
  });

  it('refuses a term beyond 24 months (§ 309 Nr. 9 a BGB) and below one month', () => {
    expect(() => minimumTermEnd('2027-01-01', 25)).toThrow(RangeError);
    expect(() => minimumTermEnd('2027-01-01', 0)).toThrow(RangeError);
  });
});

describe('noticeDeadline (§ 309 Nr. 9 c BGB: at most one month, here 0–4 weeks)', () => {
  it('is the end of the initial term less the notice weeks', () => {
    expect(noticeDeadline('2027-01-01', 12, 4)).toBe('2027-12-03');
    expect(noticeDeadline('2027-01-01', 12, 0)).toBe('2027-12-31');
  });

  it('refuses a notice period longer than four weeks', () => {
    expect(() => noticeDeadline('2027-01-01', 12, 5)).toThrow(RangeError);
    expect(() => noticeDeadline('2027-01-01', 12, -1)).toThrow(RangeError);
  });
});

type Row = {
  name: string;
  startsOn: string;
  months: number;
  weeks: number;
  receivedAt: Date;
  kind?: 'ordinary' | 'extraordinary';
  requestedEndOn?: string | null;
  endsOn: string;
  receivedOn: string;
  onTime: boolean;
};

// Start 2027-01-01, 12 months, 4 weeks: the term ends 2027-12-31; the notice deadline is 2027-12-03.
const year = { startsOn: '2027-01-01', months: 12, weeks: 4 };

const rows: Row[] = [
  {
    name: '§ 309 Nr. 9 BGB: received early in the term ends with the initial term',
    ...year,
    receivedAt: berlin('2027-03-10'),
    endsOn: '2027-12-31',
    receivedOn: '2027-03-10',
    onTime: true,
  },
  {
    name: '§ 309 Nr. 9 BGB: received before the start ends with the initial term',
    ...year,
    receivedAt: berlin('2026-12-20'),
    endsOn: '2027-12-31',
    receivedOn: '2026-12-20',
    onTime: true,
  },
  {
    name: '§ 309 Nr. 9 c BGB: received 23:59 Berlin on the deadline day is in time',
    ...year,
    receivedAt: berlin('2027-12-03', 23, 59),
    endsOn: '2027-12-31',
    receivedOn: '2027-12-03',
    onTime: true,
  },
  {
    name: '§ 309 Nr. 9 b BGB, § 188 Abs. 2 Alt. 1: received 00:01 Berlin the day after (still the deadline day in UTC) runs one month from receipt',
    ...year,
    receivedAt: berlin('2027-12-04', 0, 1),
    endsOn: '2028-01-04',
    receivedOn: '2027-12-04',
    onTime: false,
  },
  {
    name: '§ 309 Nr. 9 c BGB in summer time: 23:59 CEST on the deadline day is in time',
    startsOn: '2027-09-01',
    months: 1,
    weeks: 2,
    receivedAt: berlin('2027-09-16', 23, 59),
    endsOn: '2027-09-30',
    receivedOn: '2027-09-16',
    onTime: true,
  },
  {
    name: '§ 309 Nr. 9 b BGB in summer time: 00:01 CEST the day after runs one month from receipt',
    startsOn: '2027-09-01',
    months: 1,
    weeks: 2,
    receivedAt: berlin('2027-09-17', 0, 1),
    endsOn: '2027-10-17',
    receivedOn: '2027-09-17',
    onTime: false,
  },
  {
    name: '§ 309 Nr. 9 b BGB: one month after receipt, but never before the initial term ends',
    startsOn: '2027-01-01',
    months: 12,
    weeks: 4,
    receivedAt: berlin('2027-12-20'),
    endsOn: '2028-01-20',
    receivedOn: '2027-12-20',
    onTime: false,
  },
  {
    name: '§ 309 Nr. 9 b BGB: late by one day with one week’s notice still ends after the initial term',
    startsOn: '2027-01-01',
    months: 12,
    weeks: 1,
    receivedAt: berlin('2027-12-25'),
    endsOn: '2028-01-25',
    receivedOn: '2027-12-25',
    onTime: false,
  },
  {
    name: '§ 309 Nr. 9 c BGB with no notice: received on the last day of the term ends with it',
    startsOn: '2027-01-01',
    months: 12,
    weeks: 0,
    receivedAt: berlin('2027-12-31', 23, 59),
    endsOn: '2027-12-31',
    receivedOn: '2027-12-31',
    onTime: true,
  },
  {
    name: '§ 309 Nr. 9 b, § 188 Abs. 3 BGB: after the initial term, received 31 March ends 30 April',
    ...year,
    receivedAt: berlin('2028-03-31'),
    endsOn: '2028-04-30',
    receivedOn: '2028-03-31',
    onTime: false,
  },
  {
    name: '§ 309 Nr. 9 b, § 188 Abs. 3 BGB: after the initial term, received 31 January 2028 ends 29 February',
    ...year,
    receivedAt: berlin('2028-01-31'),
    endsOn: '2028-02-29',
    receivedOn: '2028-01-31',
    onTime: false,
  },
  {
    name: '§ 188 Abs. 3 BGB: a month from 31 January ends 28 February; received on the deadline',
    startsOn: '2027-01-31',
    months: 1,
    weeks: 1,
    receivedAt: berlin('2027-02-21', 23, 59),
    endsOn: '2027-02-28',
    receivedOn: '2027-02-21',
    onTime: true,
  },
  {
    name: '§ 188 Abs. 3 BGB: 29 February 2028 + 12 months, received 23:59 on the deadline ends 28 February 2029',
    startsOn: '2028-02-29',
    months: 12,
    weeks: 4,
    receivedAt: berlin('2029-01-31', 23, 59),
    endsOn: '2029-02-28',
    receivedOn: '2029-01-31',
    onTime: true,
  },
  {
    name: '§ 309 Nr. 9 b BGB: 29 February 2028 + 12 months, received 00:01 after the deadline ends 1 March 2029',
    startsOn: '2028-02-29',
    months: 12,
    weeks: 4,
    receivedAt: berlin('2029-02-01', 0, 1),
    endsOn: '2029-03-01',
    receivedOn: '2029-02-01',
    onTime: false,
  },
  {
    name: 'a requested end later than the earliest possible one is taken',
    ...year,
    receivedAt: berlin('2027-03-10'),
    requestedEndOn: '2028-03-15',
    endsOn: '2028-03-15',
    receivedOn: '2027-03-10',
    onTime: true,
  },
  {
    name: 'a requested end earlier than the earliest possible one gives the earliest possible one',
    ...year,
    receivedAt: berlin('2027-03-10'),
    requestedEndOn: '2027-06-30',
    endsOn: '2027-12-31',
    receivedOn: '2027-03-10',
    onTime: true,
  },
  {
    name: 'a requested end after a late cancellation’s month of notice is taken',
    ...year,
    receivedAt: berlin('2028-03-31'),
    requestedEndOn: '2028-06-30',
    endsOn: '2028-06-30',
    receivedOn: '2028-03-31',
    onTime: false,
  },
  {
    name: '§ 314 BGB: extraordinary without a requested date ends on the day of receipt',
    ...year,
    kind: 'extraordinary',
    receivedAt: berlin('2027-05-10', 14),
    endsOn: '2027-05-10',
    receivedOn: '2027-05-10',
    onTime: true,
  },
  {
    name: '§ 314 BGB: extraordinary at 00:30 Berlin counts on the Berlin day (the previous day in UTC)',
    ...year,
    kind: 'extraordinary',
    receivedAt: berlin('2027-05-11', 0, 30),
    endsOn: '2027-05-11',
    receivedOn: '2027-05-11',
    onTime: true,
  },
  {
    name: '§ 314 BGB: extraordinary with a later requested date ends then',
    ...year,
    kind: 'extraordinary',
    receivedAt: berlin('2027-05-10', 14),
    requestedEndOn: '2027-05-31',
    endsOn: '2027-05-31',
    receivedOn: '2027-05-10',
    onTime: true,
  },
  {
    name: '§ 314 BGB: extraordinary with a requested date in the past ends on the day of receipt',
    ...year,
    kind: 'extraordinary',
    receivedAt: berlin('2027-05-10', 14),
    requestedEndOn: '2027-05-01',
    endsOn: '2027-05-10',
    receivedOn: '2027-05-10',
    onTime: true,
  },
  {
    name: '§ 314 BGB: extraordinary after the initial term is not held to a month’s notice',
    ...year,
    kind: 'extraordinary',
    receivedAt: berlin('2028-03-31'),
    endsOn: '2028-03-31',
    receivedOn: '2028-03-31',
    onTime: false,
  },
];

describe('cancellationEndDate', () => {
  it.each(rows)('$name', (row) => {
    expect(
      cancellationEndDate({
        startsOn: row.startsOn,
        minimumTermMonths: row.months,
        noticePeriodWeeks: row.weeks,
        receivedAt: row.receivedAt,
        kind: row.kind ?? 'ordinary',
        requestedEndOn: row.requestedEndOn ?? null,
      }),
    ).toEqual({ endsOn: row.endsOn, receivedOn: row.receivedOn, onTimeForMinimumTerm: row.onTime });
  });

  it('checks its builders: 00:01 Berlin on 4 December is 3 December in UTC', () => {
    expect(berlin('2027-12-04', 0, 1).toISOString()).toBe('2027-12-03T23:01:00.000Z');
    expect(berlin('2027-09-17', 0, 1).toISOString()).toBe('2027-09-16T22:01:00.000Z');
  });

  it('refuses a requested end that is no date', () => {
    expect(() =>
      cancellationEndDate({
        startsOn: '2027-01-01',
        minimumTermMonths: 12,
        noticePeriodWeeks: 4,
        receivedAt: berlin('2027-03-10'),
        kind: 'ordinary',
        requestedEndOn: '2027-02-30',
      }),
    ).toThrow(RangeError);
  });
});

describe('withdrawalDeadline (§ 355 Abs. 2, § 187 Abs. 1, § 188 Abs. 1, § 193 BGB)', () => {
  it.each([
    [
      '2027-03-10',
      12,
      0,
      '2027-03-24',
      '§ 187 Abs. 1: the day of conclusion does not count; a Wednesday stays',
    ],
    ['2027-03-10', 23, 30, '2027-03-24', 'concluded 23:30 Berlin: the Berlin day counts'],
    [
      '2027-03-10',
      0,
      30,
      '2027-03-24',
      'concluded 00:30 Berlin, still 9 March in UTC: the Berlin day counts',
    ],
    ['2027-07-01', 0, 30, '2027-07-15', 'concluded 00:30 CEST, still 30 June in UTC'],
    ['2027-06-05', 12, 0, '2027-06-21', '§ 193: a deadline on a Saturday moves to Monday'],
    ['2027-06-06', 12, 0, '2027-06-21', '§ 193: a deadline on a Sunday moves to Monday'],
    ['2027-03-15', 12, 0, '2027-03-30', '§ 193: Ostermontag moves to Tuesday'],
    ['2028-09-19', 12, 0, '2028-10-04', '§ 193: 3 October moves to the next day'],
    ['2028-02-23', 12, 0, '2028-03-09', '§ 193: 8 March (Berlin) moves to the next day'],
    [
      '2027-12-11',
      12,
      0,
      '2027-12-27',
      '§ 193: 25 December on a Saturday, then Sunday 26th, moves to Monday',
    ],
    ['2028-02-15', 12, 0, '2028-02-29', '§ 188 Abs. 1: 29 February is a plain Tuesday'],
  ])('concluded %s %i:%i Berlin → %s (%s)', (date, hour, minute, expected) => {
    expect(withdrawalDeadline(berlin(date, hour, minute))).toBe(expected);
  });
});

describe('isWithdrawalInTime (§ 355 Abs. 2 BGB, § 193 BGB)', () => {
  const concluded = berlin('2027-03-10', 18, 45);

  it.each([
    [berlin('2027-03-10', 19), true, 'on the day of conclusion'],
    [berlin('2027-03-24', 23, 59), true, 'day 14 at 23:59 Berlin'],
    [berlin('2027-03-25', 0, 0), false, 'day 15 at 00:00 Berlin (still day 14 in UTC)'],
    [berlin('2027-04-02', 12), false, 'weeks later'],
  ])('%s → %s (%s)', (receivedAt, expected) => {
    expect(isWithdrawalInTime(concluded, receivedAt)).toBe(expected);
  });

  it('§ 193 BGB: a Saturday deadline is kept until Monday 23:59 Berlin, not Tuesday 00:00', () => {
    const saturday = berlin('2027-06-05', 10);
    expect(isWithdrawalInTime(saturday, berlin('2027-06-21', 23, 59))).toBe(true);
    expect(isWithdrawalInTime(saturday, berlin('2027-06-22', 0, 0))).toBe(false);
  });

  it('checks its builder: day 15 at 00:00 Berlin is 23:00 UTC of day 14', () => {
    expect(berlin('2027-03-25', 0, 0).toISOString()).toBe('2027-03-24T23:00:00.000Z');
  });
});

describe('ageOn (§ 187 Abs. 2 S. 2, § 188 Abs. 2 BGB)', () => {
  it.each([
    ['2009-11-28', '2027-11-27', 17, 'the day before the 18th birthday'],
    ['2009-11-28', '2027-11-28', 18, 'from the start of the 18th birthday'],
    ['2009-12-31', '2027-01-01', 17, 'early in the year'],
    ['2008-02-29', '2026-02-28', 17, 'born 29 February: 28 February is not yet the birthday'],
    ['2008-02-29', '2026-03-01', 18, 'born 29 February: a year older from 1 March'],
    ['2008-02-29', '2028-02-29', 20, 'born 29 February, in a leap year'],
  ])('born %s, on %s → %i (%s)', (dateOfBirth, date, expected) => {
    expect(ageOn(dateOfBirth, date)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  collectionDateFor,
  earliestCollectionDate,
  endToEndId,
  periodLabel,
  remittanceText,
  sequenceType,
} from './collection';
import { periodBounds, periodOf } from './period';

// Expected dates are read from printed calendars (weekday beside each row). TARGET2 closing days: weekends,
// 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December (Easter 2026: 5 April; 2027: 28 March).

describe('collectionDateFor: a weekend or TARGET2 holiday moves the date to the next business day (SEPA Core rulebook)', () => {
  it.each([
    ['2026-12-01', '2026-12-01', 'a Tuesday stays'],
    ['2026-11-28', '2026-11-30', 'Saturday → Monday'],
    ['2026-11-29', '2026-11-30', 'Sunday → Monday'],
    ['2027-01-01', '2027-01-04', 'New Year (Friday) → Monday 4 Jan'],
    ['2028-01-01', '2028-01-03', 'New Year on a Saturday → Monday 3 Jan'],
    ['2026-04-03', '2026-04-07', 'Good Friday 2026 → over Easter Monday → Tuesday 7 April'],
    ['2027-03-26', '2027-03-30', 'Good Friday 2027 (26 March) → Tuesday 30 March'],
    ['2027-03-29', '2027-03-30', 'Easter Monday 2027 → Tuesday'],
    ['2026-04-06', '2026-04-07', 'Easter Monday 2026 → Tuesday'],
    ['2026-05-01', '2026-05-04', '1 May 2026 (Friday) → Monday 4 May'],
    ['2027-05-01', '2027-05-03', '1 May 2027 (Saturday) → Monday 3 May'],
    ['2026-12-25', '2026-12-28', '25 Dec 2026 (Friday) → over 26 Dec and Sunday → Monday 28'],
    ['2026-12-26', '2026-12-28', '26 Dec 2026 (Saturday) → Monday 28'],
    ['2028-12-25', '2028-12-27', '25 Dec 2028 (Monday) → over 26 Dec → Wednesday 27'],
    ['2026-12-24', '2026-12-24', 'Christmas Eve is a TARGET2 business day'],
    ['2026-12-31', '2026-12-31', 'New Year’s Eve is a TARGET2 business day'],
    ['2026-05-14', '2026-05-14', 'Ascension Day is a Berlin holiday, but TARGET2 settles'],
    ['2026-05-25', '2026-05-25', 'Whit Monday: TARGET2 settles'],
    ['2027-03-08', '2027-03-08', 'Berlin’s Women’s Day: TARGET2 settles'],
  ])('%s → %s (%s)', (requested, expected) => {
    expect(collectionDateFor(requested)).toBe(expected);
  });
});

describe('earliestCollectionDate: pre-notification (SEPA Core rulebook; days counted from the next day, § 187 Abs. 1 BGB), D-1 and TARGET2', () => {
  it.each([
    ['2026-11-27', 5, '2026-12-02', 'Friday + 5 = Wednesday'],
    ['2026-11-23', 5, '2026-11-30', 'Monday + 5 = Saturday → Monday'],
    ['2026-12-20', 5, '2026-12-28', 'Sunday + 5 = 25 Dec → over 26 Dec and Sunday → Monday'],
    ['2026-12-27', 5, '2027-01-04', '+ 5 = New Year (Friday) → Monday'],
    ['2027-03-21', 5, '2027-03-30', '+ 5 = Good Friday 2027 → over Easter → Tuesday'],
    ['2026-04-26', 5, '2026-05-04', '+ 5 = 1 May (Friday) → Monday'],
    ['2026-11-27', 14, '2026-12-11', 'the rulebook’s 14 days: Friday 11 Dec'],
    ['2026-11-27', 1, '2026-11-30', 'one day: Saturday → Monday, which is also D-1 after Friday'],
    ['2026-11-28', 1, '2026-12-01', 'D-1: a run on Saturday reaches the bank Monday, so Tuesday'],
    ['2026-12-02', 0, '2026-12-03', 'no notice: D-1 still asks for the next business day'],
    ['2026-12-24', 1, '2026-12-28', 'Christmas Eve + 1 = 25 Dec → Monday 28'],
    ['2027-03-25', 1, '2027-03-30', 'Thursday before Easter + 1 = Good Friday → Tuesday'],
  ])('today %s, %i days → %s (%s)', (today, days, expected) => {
    expect(earliestCollectionDate(today, days)).toBe(expected);
  });

  it('refuses a number of days that is not a whole number ≥ 0', () => {
    expect(() => earliestCollectionDate('2026-11-27', -1)).toThrow(RangeError);
    expect(() => earliestCollectionDate('2026-11-27', 1.5)).toThrow(RangeError);
  });
});

describe('sequenceType (SEPA Core rulebook: FRST for a mandate’s first collection, RCUR after)', () => {
  it.each([
    [false, 'FRST'],
    [true, 'RCUR'],
  ] as const)('collected before: %s → %s', (before, expected) => {
    expect(sequenceType(before)).toBe(expected);
  });
});

describe('remittance text and end-to-end id (SEPA: Ustrd ≤ 140, EndToEndId ≤ 35 characters)', () => {
  it.each([
    ['2026-12', '2026-000123', 'Beitrag Dezember 2026, Rechnung 2026-000123'],
    ['2027-03', '2027-000001', 'Beitrag März 2027, Rechnung 2027-000001'],
    ['2027-01', '2027-999999', 'Beitrag Januar 2027, Rechnung 2027-999999'],
  ])('%s, %s → %s', (period, number, expected) => {
    const text = remittanceText(period, number);
    expect(text).toBe(expected);
    expect(text.length).toBeLessThanOrEqual(140);
  });

  it('the end-to-end id is the invoice number', () => {
    expect(endToEndId('2026-000123')).toBe('2026-000123');
    expect(() => endToEndId('2026 000123')).toThrow(RangeError);
    expect(() => endToEndId('X'.repeat(36))).toThrow(RangeError);
  });
});

describe('periods', () => {
  it.each([
    ['2026-12', 'Dezember 2026', '2026-12-01', '2026-12-31', 31],
    ['2027-02', 'Februar 2027', '2027-02-01', '2027-02-28', 28],
    ['2028-02', 'Februar 2028', '2028-02-01', '2028-02-29', 29],
    ['2026-03', 'März 2026', '2026-03-01', '2026-03-31', 31],
    ['2026-11', 'November 2026', '2026-11-01', '2026-11-30', 30],
  ])('%s is %s, %s to %s (%i days)', (period, label, from, to, days) => {
    expect(periodLabel(period)).toBe(label);
    expect(periodBounds(period)).toEqual({ from, to, days });
    expect(periodOf(to)).toBe(period);
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-12', '2026-12-01'])('%s is no period', (period) => {
    expect(() => periodLabel(period)).toThrow(RangeError);
  });
});

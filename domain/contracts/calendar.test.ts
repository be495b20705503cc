import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  dateParts,
  easterSunday,
  isBerlinPublicHoliday,
  isoWeekday,
  isTarget2BusinessDay,
  nextBerlinWorkingDay,
  nextTarget2BusinessDay,
} from './calendar';

// Expected dates are taken from printed calendars, not computed with the code under test.

describe('easterSunday (the Gregorian computus)', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'], // the latest possible date
    [2285, '2285-03-22'], // the earliest possible date
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('isBerlinPublicHoliday (Berliner Feiertagsgesetz § 1, for § 193 BGB)', () => {
  it.each([
    ['2027-01-01', 'Neujahr'],
    ['2026-03-08', 'Internationaler Frauentag'],
    ['2028-03-08', 'Internationaler Frauentag on a Wednesday'],
    ['2026-04-03', 'Karfreitag'],
    ['2026-04-06', 'Ostermontag'],
    ['2027-03-29', 'Ostermontag 2027'],
    ['2026-05-01', '1. Mai'],
    ['2026-05-14', 'Christi Himmelfahrt'],
    ['2026-05-25', 'Pfingstmontag'],
    ['2028-10-03', 'Tag der Deutschen Einheit'],
    ['2026-12-25', '1. Weihnachtsfeiertag'],
    ['2026-12-26', '2. Weihnachtsfeiertag'],
  ])('%s is one (%s)', (date) => {
    expect(isBerlinPublicHoliday(date)).toBe(true);
  });

  it.each([
    ['2026-01-06', 'Heilige Drei Könige: not in Berlin'],
    ['2018-03-08', 'Frauentag before 2019'],
    ['2026-04-05', 'Ostersonntag: a Sunday, not listed'],
    ['2026-06-04', 'Fronleichnam: not in Berlin'],
    ['2026-10-31', 'Reformationstag: not in Berlin'],
    ['2026-11-01', 'Allerheiligen: not in Berlin'],
    ['2026-12-24', 'Heiligabend'],
    ['2026-12-31', 'Silvester'],
    ['2026-11-27', 'an ordinary Friday'],
  ])('%s is none (%s)', (date) => {
    expect(isBerlinPublicHoliday(date)).toBe(false);
  });
});

describe('TARGET2 business days (SEPA settlement calendar)', () => {
  it.each([
    ['2026-11-27', true, 'an ordinary Friday'],
    ['2026-11-28', false, 'Saturday'],
    ['2026-11-29', false, 'Sunday'],
    ['2027-01-01', false, 'New Year'],
    ['2026-04-03', false, 'Good Friday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-05-01', false, 'Labour Day'],
    ['2026-12-25', false, 'Christmas Day'],
    ['2026-12-24', true, 'Christmas Eve settles'],
    ['2026-05-14', true, 'Ascension is a German holiday but TARGET2 settles'],
    ['2027-03-08', true, 'Berlin Frauentag on a Monday settles'],
    ['2028-10-03', true, 'German Unity Day settles'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(isTarget2BusinessDay(date)).toBe(expected);
  });

  it.each([
    ['2026-11-27', '2026-11-27', 'a business day is its own answer'],
    ['2026-11-28', '2026-11-30', 'Saturday → Monday'],
    ['2026-04-03', '2026-04-07', 'Good Friday → past the weekend and Easter Monday'],
    ['2026-12-25', '2026-12-28', 'Christmas Day (Friday) → Monday'],
    ['2027-01-01', '2027-01-04', 'New Year (Friday) → Monday'],
  ])('next on or after %s is %s (%s)', (date, expected) => {
    expect(nextTarget2BusinessDay(date)).toBe(expected);
  });
});

describe('nextBerlinWorkingDay (§ 193 BGB)', () => {
  it.each([
    ['2027-03-24', '2027-03-24', 'a Wednesday stays'],
    ['2027-06-19', '2027-06-21', 'Saturday → Monday'],
    ['2027-03-26', '2027-03-30', 'Karfreitag → past Easter → Tuesday'],
    ['2027-12-25', '2027-12-27', '1. Weihnachtsfeiertag on a Saturday → Monday'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(nextBerlinWorkingDay(date)).toBe(expected);
  });
});

describe('addMonthsClamped (§ 188 Abs. 3 BGB: a missing day becomes the month’s last)', () => {
  it.each([
    ['2027-01-15', 1, '2027-02-15'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-03-31', 1, '2027-04-30'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
    ['2027-12-15', 1, '2028-01-15'],
    ['2027-01-15', 25, '2029-02-15'],
    ['2027-03-31', -1, '2027-02-28'],
    ['2027-01-15', -13, '2025-12-15'],
    ['2027-01-15', 0, '2027-01-15'],
  ])('%s + %i months → %s', (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toBe(expected);
  });

  it('refuses a fraction of a month and a date that does not exist', () => {
    expect(() => addMonthsClamped('2027-01-15', 1.5)).toThrow(RangeError);
    expect(() => addMonthsClamped('2027-02-29', 1)).toThrow(RangeError);
    expect(() => dateParts('2027-13-01')).toThrow(RangeError);
    expect(() => dateParts('15.01.2027')).toThrow(RangeError);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['2026-11-29', 7],
    ['2028-02-29', 2],
  ])('%s → %i', (date, expected) => {
    expect(isoWeekday(date)).toBe(expected);
  });
});

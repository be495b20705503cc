import { describe, expect, it } from 'vitest';
import { berlinToInstant } from '../time';
import {
  contractPrice,
  firstDebit,
  formatEuro,
  proRataValue,
  weeklyDisplayCents,
  weeklyPriceContradicts,
} from './pricing';

// Expected amounts are worked out by hand (shown beside each row); the seeded tiers' figures are seed 001's.
const berlin = (date: string, hour = 12, minute = 0) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return berlinToInstant(y, m, d, hour, minute);
};

describe('contractPrice (Gesamtpreis, § 3 PAngV, Art. 246a § 1 Abs. 1 S. 1 Nr. 4, 5 EGBGB)', () => {
  it.each([
    [6900, 4900, 12, 87_700, 'CORE: 12 × 69 € + 49 € Startpaket'],
    [10900, 0, 12, 130_800, 'HYBRID PRO without a one-time fee: 12 × 109 €'],
    [58500, 9900, 24, 1_413_900, 'HIGH PERFORMER: 24 × 585 € + 99 €'],
    [6900, 4900, 1, 11_800, 'a one-month term: 69 € + 49 €'],
  ])('%i ct/month, %i ct fee, %i months → %i ct (%s)', (monthly, fee, months, total) => {
    expect(
      contractPrice({ monthlyPriceCents: monthly, setupFeeCents: fee, minimumTermMonths: months }),
    ).toEqual({
      monthlyPriceCents: monthly,
      setupFeeCents: fee,
      minimumTermMonths: months,
      totalPriceCents: total,
    });
  });
});

describe('weekly display figure vs monthly price (§ 3 PAngV: the figures must not contradict)', () => {
  it.each([
    [6900, 1600, 'CORE: 69 € × 12 ÷ 52 = 15,92 € → 16 €'],
    [10900, 2500, 'HYBRID PRO: 109 € × 12 ÷ 52 = 25,15 € → 25 €'],
    [58500, 13500, 'HIGH PERFORMER: 585 € × 12 ÷ 52 = 135,00 €'],
    [4750, 1100, '47,50 € × 12 ÷ 52 = 10,96 € → 11 €'],
    [0, 0, 'free'],
  ])('weeklyDisplayCents(%i) → %i (%s)', (monthly, weekly) => {
    expect(weeklyDisplayCents(monthly)).toBe(weekly);
  });

  const rows: [weekly: number | null, monthly: number | null, contradicts: boolean, why: string][] = [
    [1600, 6900, false, 'CORE: 16 €/week ↔ 69 €/month agree'],
    [1592, 6900, false, 'the exact share 15,92 €'],
    [1642, 6900, false, '50 ct above the exact share (15,923 €) is still rounding'],
    [1643, 6900, true, '51 ct above contradicts'],
    [1543, 6900, false, '49 ct below is still rounding'],
    [1542, 6900, true, '51 ct below contradicts'],
    [1500, 6900, true, '15 € a week is not 69 € a month'],
    [1700, 6900, true, '17 € a week is not 69 € a month'],
    [2500, 10900, false, 'HYBRID PRO 25 € ↔ 109 €'],
    [13500, 58500, false, 'HIGH PERFORMER 135 € ↔ 585 €'],
    [null, 6900, false, 'no weekly figure'],
    [1600, null, false, 'no monthly price'],
  ];
  it.each(rows)('weekly %s vs monthly %s → contradicts: %s (%s)', (weekly, monthly, expected) => {
    expect(weeklyPriceContradicts(weekly, monthly)).toBe(expected);
  });
});

describe('firstDebit (start month pro rata + one-time fee, on a TARGET2 business day after pre-notification)', () => {
  const core = { monthlyPriceCents: 6900, setupFeeCents: 4900, prenotificationDays: 5 };

  it.each([
    {
      name: 'start 15 January: 17 of 31 days (3.783,87 → 3.784 ct) + 49 €; due after five days’ notice, Monday 18th',
      orderedAt: berlin('2027-01-13', 14),
      startsOn: '2027-01-15',
      expected: { date: '2027-01-18', amountCents: 3784 + 4900, proRataCents: 3784 },
    },
    {
      name: 'start on the 1st: the whole month; due on the start day',
      orderedAt: berlin('2027-01-13', 14),
      startsOn: '2027-02-01',
      expected: { date: '2027-02-01', amountCents: 6900 + 4900, proRataCents: 6900 },
    },
    {
      name: 'start on Sunday 28 February: 1 of 28 days (246,43 → 246 ct); due Monday',
      orderedAt: berlin('2027-01-13', 14),
      startsOn: '2027-02-28',
      expected: { date: '2027-03-01', amountCents: 246 + 4900, proRataCents: 246 },
    },
    {
      name: 'TARGET2: notice ends on Christmas Day (Friday), so due Monday 28 December; 8 of 31 days (1.780,65 → 1.781 ct)',
      orderedAt: berlin('2026-12-20', 14),
      startsOn: '2026-12-24',
      expected: { date: '2026-12-28', amountCents: 1781 + 4900, proRataCents: 1781 },
    },
    {
      name: 'TARGET2: start on Good Friday 2027 moves past Easter Monday to Tuesday; 6 of 31 days (1.335,48 → 1.335 ct)',
      orderedAt: berlin('2027-03-01', 14),
      startsOn: '2027-03-26',
      expected: { date: '2027-03-30', amountCents: 1335 + 4900, proRataCents: 1335 },
    },
    {
      name: 'ordered 23:30 Berlin on 13 January: notice counts from the 13th (Monday 18th)',
      orderedAt: berlin('2027-01-13', 23, 30),
      startsOn: '2027-01-14',
      expected: { date: '2027-01-18', amountCents: 4006 + 4900, proRataCents: 4006 },
    },
    {
      name: 'ordered 00:30 Berlin on 14 January (13th in UTC): notice counts from the 14th (Tuesday 19th)',
      orderedAt: berlin('2027-01-14', 0, 30),
      startsOn: '2027-01-14',
      expected: { date: '2027-01-19', amountCents: 4006 + 4900, proRataCents: 4006 },
    },
  ])('$name', ({ orderedAt, startsOn, expected }) => {
    expect(firstDebit({ ...core, orderedAt, startsOn })).toEqual(expected);
  });

  it('rounds half a cent up: 69,01 € for 14 of 28 days is 3.450,5 → 3.451 ct', () => {
    const debit = firstDebit({
      orderedAt: berlin('2027-02-01'),
      startsOn: '2027-02-15',
      monthlyPriceCents: 6901,
      setupFeeCents: 0,
      prenotificationDays: 0,
    });
    expect(debit).toEqual({ date: '2027-02-15', amountCents: 3451, proRataCents: 3451 });
  });
});

describe('proRataValue (§ 357a Abs. 2 BGB: the value provided until the withdrawal)', () => {
  it.each([
    [6900, '2027-03-10', '2027-03-10', 227, 'one day: 69 € × 12 ÷ 365 = 226,85 ct → 227'],
    [6900, '2027-03-10', '2027-03-20', 2495, 'eleven days, both ends counted: 2.495,34 ct → 2.495'],
    [6900, '2027-03-10', '2027-03-23', 3176, 'fourteen days: 3.175,89 ct → 3.176'],
    [10900, '2027-03-10', '2027-03-23', 5017, 'HYBRID PRO, fourteen days: 5.016,99 ct → 5.017'],
    [6900, '2028-02-25', '2028-03-05', 2268, 'across 29 February 2028: ten days, 2.268,49 ct → 2.268'],
    [6900, '2027-03-10', '2027-03-09', 0, 'withdrawn before the start: nothing owed'],
    [0, '2027-03-10', '2027-03-23', 0, 'a free membership'],
  ])('%i ct/month from %s to %s → %i ct (%s)', (monthly, startsOn, withdrawnOn, expected) => {
    expect(proRataValue({ monthlyPriceCents: monthly, startsOn, withdrawnOn })).toBe(expected);
  });
});

describe('formatEuro', () => {
  it.each([
    [6900, '69,00 €'],
    [1592, '15,92 €'],
    [5, '0,05 €'],
    [0, '0,00 €'],
    [123_456, '1.234,56 €'],
    [100_000_000, '1.000.000,00 €'],
    [-500, '-5,00 €'],
  ])('%i ct → %s', (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatEuro(12.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { berlinToInstant } from '../time';
import { firstDebit } from '../contracts/pricing';
import { duesFor, duesTotal, type BillingContract } from './dues';

// Expected amounts are worked out by hand (the arithmetic beside each row): monthly × days ÷ days of the month,
// halves rounded up. CORE's figures (69 € a month, 49 € Startpaket) are seed 001's.
const contract = (overrides: Partial<BillingContract> = {}): BillingContract => ({
  id: 1,
  startsOn: '2026-10-01',
  endsOn: null,
  status: 'active',
  monthlyPriceCents: 6900,
  setupFeeCents: 4900,
  setupFeeInvoiced: true,
  pause: null,
  pauseBilling: 'free',
  ...overrides,
});

type Row = [
  why: string,
  overrides: Partial<BillingContract>,
  period: string,
  expected: [string, number, string, string][],
];

describe('duesFor: the month, the start and the end (issue 33 "Due per contract and period"; the contract terms, § 611 BGB)', () => {
  const rows: Row[] = [
    ['a full month: the monthly price', {}, '2026-12', [['monthly', 6900, '2026-12-01', '2026-12-31']]],
    [
      'pro rata start with the Startpaket: 15 Dec counts, 17 of 31 days: 6900 × 17 ÷ 31 = 3783,87 → 3784, + 4900',
      { startsOn: '2026-12-15', setupFeeInvoiced: false },
      '2026-12',
      [
        ['pro_rata', 3784, '2026-12-15', '2026-12-31'],
        ['setup_fee', 4900, '2026-12-15', '2026-12-15'],
      ],
    ],
    [
      'a start on the 1st is a full month, with the Startpaket',
      { startsOn: '2026-12-01', setupFeeInvoiced: false },
      '2026-12',
      [
        ['monthly', 6900, '2026-12-01', '2026-12-31'],
        ['setup_fee', 4900, '2026-12-01', '2026-12-01'],
      ],
    ],
    [
      'a start on the last day: 1 of 30 days, 6915 ÷ 30 = 230,5 → 231 (half up)',
      { startsOn: '2026-11-30', monthlyPriceCents: 6915 },
      '2026-11',
      [['pro_rata', 231, '2026-11-30', '2026-11-30']],
    ],
    ['nothing before the start', { startsOn: '2027-01-01' }, '2026-12', []],
    [
      'the Startpaket with the first invoice, also when that is a later month',
      { startsOn: '2026-11-15', setupFeeInvoiced: false },
      '2026-12',
      [
        ['monthly', 6900, '2026-12-01', '2026-12-31'],
        ['setup_fee', 4900, '2026-12-01', '2026-12-01'],
      ],
    ],
    [
      'no Startpaket line when the type has none',
      { startsOn: '2026-12-01', setupFeeCents: 0, setupFeeInvoiced: false },
      '2026-12',
      [['monthly', 6900, '2026-12-01', '2026-12-31']],
    ],
    [
      'cancelled for the end of December (§ 312k BGB, cancellation end date): December in full',
      { status: 'cancelled', endsOn: '2026-12-31' },
      '2026-12',
      [['monthly', 6900, '2026-12-01', '2026-12-31']],
    ],
    [
      'cancelled for the end of December: nothing in January',
      { status: 'cancelled', endsOn: '2026-12-31' },
      '2027-01',
      [],
    ],
    [
      'an end inside a month: 10 of 28 days of February 2027, 6900 × 10 ÷ 28 = 2464,29 → 2464',
      { endsOn: '2027-02-10' },
      '2027-02',
      [['pro_rata', 2464, '2027-02-01', '2027-02-10']],
    ],
    [
      'start and end in the same month: 10–20 Dec, 11 of 31 days, 6900 × 11 ÷ 31 = 2448,39 → 2448',
      { startsOn: '2026-12-10', endsOn: '2026-12-20' },
      '2026-12',
      [['pro_rata', 2448, '2026-12-10', '2026-12-20']],
    ],
    [
      'a leap February: 15 of 29 days in 2028, 6900 × 15 ÷ 29 = 3568,97 → 3569',
      { startsOn: '2028-02-15' },
      '2028-02',
      [['pro_rata', 3569, '2028-02-15', '2028-02-29']],
    ],
    [
      'withdrawn (§ 356a, § 357a Abs. 2 BGB): nothing, the value owed is settled by hand',
      { status: 'withdrawn', endsOn: '2026-12-20', startsOn: '2026-12-01', setupFeeInvoiced: false },
      '2026-12',
      [],
    ],
  ];
  it.each(rows)('%s', (_why, overrides, period, expected) => {
    const lines = duesFor(contract(overrides), period);
    expect(lines.map((l) => [l.kind, l.amountCents, l.from, l.to])).toEqual(expected);
  });

  it('the pro-rata start month is the first debit of the contract (pricing.ts firstDebit, the same formula)', () => {
    for (const startsOn of ['2026-12-15', '2026-11-30', '2027-02-02', '2028-02-29']) {
      const lines = duesFor(contract({ startsOn, setupFeeInvoiced: false }), startsOn.slice(0, 7));
      const debit = firstDebit({
        orderedAt: berlinToInstant(2026, 10, 1),
        startsOn,
        monthlyPriceCents: 6900,
        setupFeeCents: 4900,
        prenotificationDays: 5,
      });
      expect(duesTotal(lines)).toBe(debit.amountCents);
    }
  });

  it('names the month and the days in German (§ 14 Abs. 4 Nr. 6 UStG: the service and its period)', () => {
    expect(duesFor(contract(), '2026-12')[0]!.text).toBe('Monatsbeitrag Dezember 2026');
    const [proRata, fee] = duesFor(contract({ startsOn: '2026-12-15', setupFeeInvoiced: false }), '2026-12');
    expect(proRata!.text).toBe(
      'Monatsbeitrag Dezember 2026, anteilig 15.12.2026 – 31.12.2026 (17 von 31 Tagen, Monatspreis 69,00 €)',
    );
    expect(fee!.text).toBe('Startpaket (einmalige Gebühr)');
  });
});

describe('duesFor: a paused membership (issue 33: membership_types.pause_billing)', () => {
  const rows: Row[] = [
    [
      'paused days free: 10–19 Dec, 21 of 31 days charged: 6900 × 21 ÷ 31 = 4674,19 → 4674, credit −2226',
      { pause: { from: '2026-12-10', until: '2026-12-19' } },
      '2026-12',
      [
        ['monthly', 6900, '2026-12-01', '2026-12-31'],
        ['pause_credit', -2226, '2026-12-10', '2026-12-19'],
      ],
    ],
    [
      'paused days charged: the type charges the month anyway',
      { pause: { from: '2026-12-10', until: '2026-12-19' }, pauseBilling: 'charged' },
      '2026-12',
      [['monthly', 6900, '2026-12-01', '2026-12-31']],
    ],
    [
      'a pause across months, November part: 21–30 Nov, 20 of 30 days charged: 4600, credit −2300',
      { pause: { from: '2026-11-21', until: '2026-12-10' } },
      '2026-11',
      [
        ['monthly', 6900, '2026-11-01', '2026-11-30'],
        ['pause_credit', -2300, '2026-11-21', '2026-11-30'],
      ],
    ],
    [
      'a pause across months, December part: 1–10 Dec, 21 of 31 days charged: 4674, credit −2226',
      { pause: { from: '2026-11-21', until: '2026-12-10' } },
      '2026-12',
      [
        ['monthly', 6900, '2026-12-01', '2026-12-31'],
        ['pause_credit', -2226, '2026-12-01', '2026-12-10'],
      ],
    ],
    [
      'a pause in the pro-rata start month: active 15–31 Dec (3784), paused 20–24 Dec, 12 of 31 charged: 2671, credit −1113',
      { startsOn: '2026-12-15', pause: { from: '2026-12-20', until: '2026-12-24' } },
      '2026-12',
      [
        ['pro_rata', 3784, '2026-12-15', '2026-12-31'],
        ['pause_credit', -1113, '2026-12-20', '2026-12-24'],
      ],
    ],
    [
      'a pause beyond the contract end counts only to the end: ends 20 Dec (4452), paused 15 Dec–15 Jan, 14 of 31: 3116, −1336',
      { endsOn: '2026-12-20', pause: { from: '2026-12-15', until: '2027-01-15' } },
      '2026-12',
      [
        ['pro_rata', 4452, '2026-12-01', '2026-12-20'],
        ['pause_credit', -1336, '2026-12-15', '2026-12-20'],
      ],
    ],
    [
      'a whole month paused free: nothing due',
      { pause: { from: '2026-11-20', until: '2027-01-05' } },
      '2026-12',
      [],
    ],
    [
      'a whole month paused free with the Startpaket still open: the month, its credit and the fee',
      { pause: { from: '2026-11-20', until: '2027-01-05' }, setupFeeInvoiced: false },
      '2026-12',
      [
        ['monthly', 6900, '2026-12-01', '2026-12-31'],
        ['pause_credit', -6900, '2026-12-01', '2026-12-31'],
        ['setup_fee', 4900, '2026-12-01', '2026-12-01'],
      ],
    ],
    [
      'a pause in another month changes nothing',
      { pause: { from: '2027-01-10', until: '2027-01-20' } },
      '2026-12',
      [['monthly', 6900, '2026-12-01', '2026-12-31']],
    ],
  ];
  it.each(rows)('%s', (_why, overrides, period, expected) => {
    const lines = duesFor(contract(overrides), period);
    expect(lines.map((l) => [l.kind, l.amountCents, l.from, l.to])).toEqual(expected);
  });

  it('says which days were free', () => {
    const lines = duesFor(contract({ pause: { from: '2026-12-10', until: '2026-12-10' } }), '2026-12');
    expect(lines[1]!.text).toBe('Ruhezeit 10.12.2026 – 10.12.2026: 1 Tag beitragsfrei');
  });
});

describe('duesFor refuses what is not a contract or a period', () => {
  it.each([
    ['a period that is not YYYY-MM', {}, '2026-13'],
    ['a date as period', {}, '2026-12-01'],
    ['a float price', { monthlyPriceCents: 69.5 }, '2026-12'],
    ['a negative fee', { setupFeeCents: -1 }, '2026-12'],
    ['an impossible start', { startsOn: '2026-02-30' }, '2026-12'],
    ['a pause that ends before it starts', { pause: { from: '2026-12-10', until: '2026-12-01' } }, '2026-12'],
  ])('%s', (_why, overrides: Partial<BillingContract>, period) => {
    expect(() => duesFor(contract(overrides), period)).toThrow(RangeError);
  });
});

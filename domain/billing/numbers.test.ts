import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber } from './numbers';

// § 14 Abs. 4 S. 1 Nr. 4 UStG: a consecutive number, given once, that identifies the invoice; one sequence per
// year of the issue date (the year prefix keeps numbers of different years apart).
describe('formatInvoiceNumber (§ 14 Abs. 4 S. 1 Nr. 4 UStG)', () => {
  it.each([
    [2026, 1, '2026-000001'],
    [2026, 123, '2026-000123'],
    [2027, 1, '2027-000001'],
    [2026, 999_999, '2026-999999'],
  ])('(%i, %i) → %s', (year, sequence, expected) => {
    expect(formatInvoiceNumber(year, sequence)).toBe(expected);
    expect(parseInvoiceNumber(expected)).toEqual({ year, sequence });
  });

  it.each([
    [2026, 0, 'no sequence 0'],
    [2026, 1_000_000, 'more than six digits'],
    [2026, 1.5, 'a fraction'],
    [26, 1, 'a two-digit year'],
  ])('refuses (%s, %s): %s', (year, sequence) => {
    expect(() => formatInvoiceNumber(year, sequence)).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it.each(['2026-123', '2026-0001234', '2026-000000', 'RE-2026-000001', '2026-000001 ', ''])(
    '%j is no invoice number',
    (text) => {
      expect(parseInvoiceNumber(text)).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { vatSplit } from './vat';

// Prices are gross (§ 1 PAngV); the invoice shows net, rate, VAT and gross (§ 14 Abs. 4 Nr. 7, 8 UStG). Expected:
// net = gross × 100 ÷ (100 + rate), rounded half up once (the exact quotient beside each row), VAT = gross − net.
describe('vatSplit (§ 14 Abs. 4 Nr. 8 UStG: the VAT amount; § 12 Abs. 1 UStG: 19 %)', () => {
  it.each([
    [6900, 19, 5798, 1102, 'CORE 69 €: 5798,32 → 5798'],
    [4900, 19, 4118, 782, 'Startpaket 49 €: 4117,65 → 4118'],
    [8684, 19, 7297, 1387, 'pro rata 37,84 € + 49 €: 7297,48 → 7297'],
    [10900, 19, 9160, 1740, 'HYBRID PRO 109 €: 9159,66 → 9160'],
    [58500, 19, 49160, 9340, 'HIGH PERFORMER 585 €: 49159,66 → 49160'],
    [119, 19, 100, 19, 'exact: 1,19 € = 1,00 € + 0,19 €'],
    [1, 19, 1, 0, 'one cent: 0,84 → 1, no VAT left'],
    [2, 19, 2, 0, 'two cents: 1,68 → 2'],
    [0, 19, 0, 0, 'nothing'],
    [123456789, 19, 103745201, 19711588, 'large: 103745200,84 → 103745201'],
    [6900, 7, 6449, 451, 'the reduced rate (§ 12 Abs. 2 UStG): 6448,60 → 6449'],
    [6900, 0, 6900, 0, 'no VAT (§ 19 UStG small business or exempt)'],
    [3, 20, 3, 0, 'an exact half rounds up: 2,5 → 3'],
  ])('%i ct at %i %% → net %i, VAT %i (%s)', (gross, rate, net, vat) => {
    expect(vatSplit(gross, rate)).toEqual({ netCents: net, vatCents: vat, grossCents: gross });
  });

  it('a cancellation invoice (negative gross) mirrors the invoice, so both add up to zero', () => {
    for (const gross of [6900, 4900, 8684, 1, 3]) {
      const invoice = vatSplit(gross, 19);
      const cancellation = vatSplit(-gross, 19);
      expect(cancellation.grossCents).toBe(-gross);
      expect(cancellation.netCents + invoice.netCents).toBe(0);
      expect(cancellation.vatCents + invoice.vatCents).toBe(0);
      expect(Object.is(cancellation.vatCents, -0)).toBe(false);
    }
  });

  it('net + VAT is the gross for every amount up to 1.000 € at 19 % and 7 %', () => {
    for (const rate of [19, 7])
      for (let gross = 0; gross <= 100_000; gross += 7) {
        const split = vatSplit(gross, rate);
        expect(split.netCents + split.vatCents).toBe(gross);
        expect(Math.abs(split.netCents * (100 + rate) - gross * 100)).toBeLessThanOrEqual((100 + rate) / 2);
      }
  });

  it.each([
    [69.5, 19],
    [6900, 19.5],
    [6900, -1],
    [6900, 101],
  ])('refuses %s ct at %s %%', (gross, rate) => {
    expect(() => vatSplit(gross, rate)).toThrow(RangeError);
  });
});

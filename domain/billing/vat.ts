// The VAT in a gross price (issue 33): the studio's prices are gross consumer prices (§ 1 PAngV: Gesamtpreise
// including VAT); the invoice shows net, rate, VAT and gross (§ 14 Abs. 4 Nr. 7, 8 UStG). The net is the gross
// divided by (1 + rate), rounded half up to a cent once; the VAT is what remains, so net + VAT = gross exactly.
import { divideHalfUp } from '../contracts/pricing';

export interface VatSplit {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Net and VAT of a gross amount at a whole-number rate in percent: vat = gross − round_half_up(gross × 100 ÷
 * (100 + rate)). A negative gross (a cancellation invoice) splits like its positive mirror, with both signs turned.
 */
export function vatSplit(grossCents: number, ratePercent: number): VatSplit {
  if (!Number.isInteger(grossCents)) throw new RangeError(`Kein ganzzahliger Centbetrag: ${grossCents}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100)
    throw new RangeError(`Kein Steuersatz in ganzen Prozent (0–100): ${ratePercent}`);
  const sign = grossCents < 0 ? -1 : 1;
  const gross = Math.abs(grossCents);
  const net = divideHalfUp(gross * 100, 100 + ratePercent);
  // `|| 0` keeps a zero a plain 0, not -0.
  return { netCents: sign * net || 0, vatCents: sign * (gross - net) || 0, grossCents };
}

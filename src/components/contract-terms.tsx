// The contract's terms of a membership type sold online (issue 31, § 3 PAngV): the monthly price, the minimum term,
// the one-time Startpaket and the total price for the minimum term, as domain/contracts/pricing.ts computes them.
// Shown on each tier card (the tiers block, the funnel) and in the checkout's summary.
import { monthsText } from '#domain/contracts/legal-texts';
import { formatEuro, type ContractPrice } from '#domain/contracts/pricing';
import './contract-terms.css';

/** The contract's terms as a tier card, the funnel and the checkout show them (§ 3 PAngV: the total with fees). */
export function ContractTerms({ price }: { price: ContractPrice }) {
  return (
    <dl className="contract-terms">
      <div>
        <dt>Monatlicher Beitrag</dt>
        <dd>{formatEuro(price.monthlyPriceCents)}</dd>
      </div>
      <div>
        <dt>Mindestlaufzeit</dt>
        <dd>{monthsText(price.minimumTermMonths)}</dd>
      </div>
      <div>
        <dt>Startpaket (einmalig)</dt>
        <dd>{formatEuro(price.setupFeeCents)}</dd>
      </div>
      <div className="contract-terms__total">
        <dt>Gesamtpreis für {monthsText(price.minimumTermMonths)}</dt>
        <dd>{formatEuro(price.totalPriceCents)}</dd>
      </div>
    </dl>
  );
}

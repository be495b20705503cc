// A member's SEPA mandate as the member and the desk see it (issue 33): account holder, the IBAN masked, the
// mandate reference and the day it was given.
import { formatDateShort } from '#domain/time';
import type { Mandate } from '#domain/billing/schemas';

export function MandateDetails({ mandate }: { mandate: Mandate }) {
  return (
    <dl className="billing-mandate">
      <div>
        <dt>Kontoinhaber/in</dt>
        <dd>{mandate.accountHolder}</dd>
      </div>
      <div>
        <dt>IBAN</dt>
        <dd>{mandate.ibanMasked}</dd>
      </div>
      <div>
        <dt>Mandatsreferenz</dt>
        <dd>{mandate.mandateReference}</dd>
      </div>
      <div>
        <dt>Mandat erteilt am</dt>
        <dd>{formatDateShort(mandate.mandateSignedOn)}</dd>
      </div>
    </dl>
  );
}

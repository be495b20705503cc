// The client's billing on the desk's client screen (issue 33): the flag 'Zwei Rücklastschriften in Folge' when
// set, the SEPA mandate, and the client's invoices with their PDF, 'Rücklastschrift erfassen', 'Zahlung erfassen'
// and 'Stornieren' (the same table and dialogs as in 'Beiträge').
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { useClientBilling } from '../api/billing';
import { InvoiceTable } from './invoice-table';
import { MandateDetails } from './mandate-details';
import './billing.css';

export function ClientBilling({ userId, name }: { userId: number; name: string }) {
  const billing = useClientBilling(userId);
  const [problems, setProblems] = useState<string[]>([]);
  return (
    <section className="client-billing" aria-labelledby={`client-billing-${userId}`}>
      <h3 id={`client-billing-${userId}`}>Rechnungen und Lastschriften</h3>
      <QueryState query={billing} loading={<Spinner />} failed="Die Rechnungen konnten nicht geladen werden.">
        {(data) => (
          <>
            {data.flagged && (
              <p className="billing-flag" role="note">
                <strong>Zwei Rücklastschriften in Folge</strong>
                <span>
                  {' '}
                  – {data.returnsInARow} zurückgegebene Lastschriften hintereinander; bitte mit {name} klären.
                </span>
              </p>
            )}
            {data.mandate ? <MandateDetails mandate={data.mandate} /> : <p>Kein SEPA-Lastschriftmandat.</p>}
            <ErrorSummary messages={problems} />
            <InvoiceTable
              invoices={data.invoices}
              caption={`Rechnungen von ${name}`}
              showMember={false}
              onError={setProblems}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

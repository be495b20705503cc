// 'Meine Rechnungen' beside 'Meine Verträge' in the member's 'Meine Mitgliedschaft' (issue 33): the SEPA mandate
// (IBAN masked), each invoice with its period, amount and status in German and its PDF, and the note that invoices
// and contracts are kept for their legal retention period (§ 147 AO, § 14b UStG), also after the account is gone.
import { useState } from 'react';
import { formatEuro } from '#domain/contracts/pricing';
import { formatDateShort } from '#domain/time';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { useMyBilling } from '../api/mine';
import { invoiceStatusText } from '../model';
import { InvoicePdfButton } from './invoice-pdf-button';
import { MandateDetails } from './mandate-details';
import './billing.css';

export function MyInvoices({ userId }: { userId: number }) {
  const billing = useMyBilling(userId);
  const [problems, setProblems] = useState<string[]>([]);
  if (!billing.data || (!billing.data.mandate && billing.data.invoices.length === 0)) return null;
  const { mandate, invoices, retentionNote } = billing.data;
  return (
    <section className="my-invoices" aria-labelledby="my-invoices-heading">
      <h3 id="my-invoices-heading">Meine Rechnungen</h3>
      {mandate && (
        <>
          <h4 className="my-invoices__subheading">SEPA-Lastschriftmandat</h4>
          <MandateDetails mandate={mandate} />
        </>
      )}
      <ErrorSummary messages={problems} />
      {invoices.length === 0 ? (
        <p>Noch keine Rechnungen.</p>
      ) : (
        <ul className="my-invoices__list">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="my-invoices__item">
              <div className="my-invoices__text">
                <p className="my-invoices__title">
                  <strong>
                    {invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} {invoice.number}
                  </strong>{' '}
                  · {invoiceStatusText(invoice)}
                </p>
                <p className="my-invoices__meta">
                  {formatDateShort(invoice.periodFrom)} – {formatDateShort(invoice.periodTo)} ·{' '}
                  <span className="my-invoices__amount">{formatEuro(invoice.grossCents)}</span>
                  {invoice.openCents > 0 && (
                    <>
                      {' '}
                      · offen <span className="my-invoices__amount">{formatEuro(invoice.openCents)}</span>
                    </>
                  )}
                </p>
              </div>
              <InvoicePdfButton invoice={invoice} onError={setProblems} />
            </li>
          ))}
        </ul>
      )}
      <p className="my-invoices__note">{retentionNote}</p>
    </section>
  );
}

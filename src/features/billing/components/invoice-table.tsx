// The desk's and the admin's table of invoices (issue 33): number, member, period, gross, what is open
// and the status in German, with the PDF and the invoice's changes per row. In a region that scrolls sideways on
// a phone (keyboard-reachable, named by the caption).
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useState } from 'react';
import { formatEuro } from '#domain/contracts/pricing';
import { formatDateShort } from '#domain/time';
import { SuccessNote } from '../../../components/ui/form-feedback';
import type { InvoiceSummary } from '#domain/billing/schemas';
import { invoiceStatusText } from '../model';
import { InvoiceActions } from './invoice-actions';
import { InvoicePdfButton } from './invoice-pdf-button';

export function InvoiceTable({
  invoices,
  caption,
  showMember = true,
  onError,
}: {
  invoices: readonly InvoiceSummary[];
  caption: string;
  showMember?: boolean;
  onError: (messages: string[]) => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  if (invoices.length === 0) return <p className="billing__state">Keine Rechnungen.</p>;
  return (
    <>
      {done && <SuccessNote>{done}</SuccessNote>}
      <ScrollTable className="billing-table__scroll" tableClassName="billing-table" caption={caption}>
        <thead>
          <tr>
            <th scope="col">Rechnung</th>
            {showMember && <th scope="col">Mitglied</th>}
            <th scope="col">Zeitraum</th>
            <th scope="col" className="billing-table__money">
              Brutto
            </th>
            <th scope="col" className="billing-table__money">
              Offen
            </th>
            <th scope="col">Status</th>
            <th scope="col">Aktionen</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-status={invoice.status}>
              <th scope="row">
                {invoice.number}
                {invoice.cancelsNumber && (
                  <span className="billing-table__note"> zu {invoice.cancelsNumber}</span>
                )}
              </th>
              {showMember && <td>{invoice.memberName}</td>}
              <td>
                {formatDateShort(invoice.periodFrom)} – {formatDateShort(invoice.periodTo)}
              </td>
              <td className="billing-table__money">{formatEuro(invoice.grossCents)}</td>
              <td className="billing-table__money">{formatEuro(invoice.openCents)}</td>
              <td>{invoiceStatusText(invoice)}</td>
              <td>
                <div className="billing-table__actions">
                  <InvoicePdfButton invoice={invoice} onError={onError} />
                  <InvoiceActions invoice={invoice} onDone={setDone} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}

// 'PDF' of an invoice (GET /api/v1/billing/invoices/{id}/pdf, the member's own or the admin's), fetched with the
// session's token and handed over as a download; a failure is said in the screen's error summary.
import { API_PATHS } from '#domain/api-paths';
import { DownloadButton } from '../../../components/ui/download-button';

export function InvoicePdfButton({
  invoice,
  onError,
}: {
  invoice: { id: number; number: string };
  onError: (messages: string[]) => void;
}) {
  return (
    <DownloadButton
      path={API_PATHS.billingInvoicePdf(invoice.id)}
      fallbackName={`rechnung-${invoice.number}.pdf`}
      failure="Das PDF konnte nicht geladen werden."
      onProblems={onError}
      variant="secondary"
      size="sm"
      iconStart="file-text"
      aria-label={`Rechnung ${invoice.number} als PDF`}
    >
      PDF
    </DownloadButton>
  );
}

// 'PDF' of an invoice (GET /api/v1/billing/invoices/{id}/pdf, the member's own or the admin's), fetched with the
// session's token and handed over as a download; a failure is said in the screen's error summary.
import { Button } from '../../../components/ui/button';
import { downloadFile } from '../../../lib/download-file';
import { errorMessages } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { API_PATHS } from '#domain/api-paths';

export function InvoicePdfButton({
  invoice,
  onError,
}: {
  invoice: { id: number; number: string };
  onError: (messages: string[]) => void;
}) {
  const download = async () => {
    try {
      const { file, filename } = await downloadFile(
        API_PATHS.billingInvoicePdf(invoice.id),
        `rechnung-${invoice.number}.pdf`,
      );
      saveFile(file, filename);
    } catch (error) {
      onError(errorMessages(error, { fallback: 'Das PDF konnte nicht geladen werden.' }));
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      iconStart="file-text"
      aria-label={`Rechnung ${invoice.number} als PDF`}
      onClick={() => void download()}
    >
      PDF
    </Button>
  );
}

// 'Vertrag (PDF)': the contract's PDF (GET /api/v1/contracts/{id}/pdf, the member's own or the desk's), fetched
// with the session's token and handed over as a download; a failure is said in the screen's error summary.
import { API_PATHS } from '#domain/api-paths';
import type { ButtonSize } from '../../../components/ui/button';
import { DownloadButton } from '../../../components/ui/download-button';

export function ContractPdfButton({
  contract,
  onError,
  size,
}: {
  contract: { id: number; contractNumber: string };
  onError: (messages: string[]) => void;
  size?: ButtonSize;
}) {
  return (
    <DownloadButton
      path={API_PATHS.contractPdf(contract.id)}
      fallbackName={`vertrag-${contract.contractNumber}.pdf`}
      failure="Das PDF konnte nicht geladen werden."
      onProblems={onError}
      variant="secondary"
      size={size}
      iconStart="file-text"
    >
      Vertrag (PDF)
    </DownloadButton>
  );
}

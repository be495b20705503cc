// 'Vertrag (PDF)': the contract's PDF (GET /api/v1/contracts/{id}/pdf, the member's own or the desk's), fetched
// with the session's token and handed over as a download; a failure is said in the screen's error summary.
import { API_PATHS } from '#domain/api-paths';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { downloadFile } from '../../../lib/download-file';
import { errorMessages } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';

export function ContractPdfButton({
  contract,
  onError,
  size,
}: {
  contract: { id: number; contractNumber: string };
  onError: (messages: string[]) => void;
  size?: ButtonSize;
}) {
  const download = async () => {
    try {
      const { file, filename } = await downloadFile(
        API_PATHS.contractPdf(contract.id),
        `vertrag-${contract.contractNumber}.pdf`,
      );
      saveFile(file, filename);
    } catch (error) {
      onError(errorMessages(error, { fallback: 'Das PDF konnte nicht geladen werden.' }));
    }
  };
  return (
    <Button variant="secondary" size={size} iconStart="file-text" onClick={() => void download()}>
      Vertrag (PDF)
    </Button>
  );
}

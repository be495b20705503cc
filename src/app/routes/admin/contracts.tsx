// /admin/vertraege and /admin/vertraege/:id (issue 31, decision 0192): the contracts concluded online, newest
// first, with their state; one contract with its terms, the full IBAN (the only screen that shows it), the PDF,
// and its cancellation and withdrawal as received.
import { useParams } from 'react-router-dom';
import { IdSchema } from '#domain/schemas/common';
import { NotFoundPage } from '../../errors/not-found-page';
import { AdminContractList, AdminContractView } from '../../../features/contracts/components/admin-contracts';
import { AdminPageHeader } from './admin-page';

export function AdminContractsPage() {
  return (
    <>
      <AdminPageHeader
        title="Verträge"
        intro="Online abgeschlossene Verträge: neueste zuerst, mit Status, Kündigung und Widerruf."
      />
      <AdminContractList />
    </>
  );
}

export function AdminContractPage() {
  const { id } = useParams();
  const contractId = IdSchema.safeParse(id);
  if (!contractId.success) return <NotFoundPage />;
  return <AdminContractView id={contractId.data} />;
}

// /admin/beitraege (issue 33, admin): the monthly SEPA debit runs with preview, finalisation and bank file, the
// bank's returns (camt.054), the accountant's export and the billing settings.
import { useLegal } from '../../../features/contracts/api/contracts';
import { BillingSettingsForm } from '../../../features/billing/components/billing-settings-form';
import { DebitRuns } from '../../../features/billing/components/debit-runs';
import { LedgerExport } from '../../../features/billing/components/ledger-export';
import { ReturnsUpload } from '../../../features/billing/components/returns-upload';
import '../../../features/admin-courses/components/course-admin.css';
import { AdminPageHeader } from './admin-page';

export function AdminBillingPage() {
  // The legal settings' days of notice give the earliest collection date before any preview (public, cached).
  const legal = useLegal();
  return (
    <>
      <AdminPageHeader
        title="Beiträge"
        intro="Monatliche Lastschriftläufe mit Vorschau, Rechnungen und Bankdatei (pain.008), Rücklastschriften, Zahlungen am Empfang und der Export für die Buchhaltung."
      />
      <div className="billing">
        <DebitRuns prenotificationDays={legal.data?.prenotificationDays} />
        <ReturnsUpload />
        <LedgerExport />
        <BillingSettingsForm />
      </div>
    </>
  );
}

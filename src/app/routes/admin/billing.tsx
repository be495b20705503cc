// /admin/beitraege (issue 33, admin): the monthly SEPA debit runs with preview, finalisation and bank file, the
// bank's returns (camt.054), the accountant's export and the billing settings.
import { BillingSettingsForm } from '../../../features/billing/components/billing-settings-form';
import { DebitRuns } from '../../../features/billing/components/debit-runs';
import { LedgerExport } from '../../../features/billing/components/ledger-export';
import { ReturnsUpload } from '../../../features/billing/components/returns-upload';
import '../../../features/admin-courses/components/course-admin.css';
import { AdminPageHeader } from './admin-page';

export function AdminBillingPage() {
  return (
    <>
      <AdminPageHeader
        title="Beiträge"
        intro="Monatliche Lastschriftläufe mit Vorschau, Rechnungen und Bankdatei (pain.008), Rücklastschriften, Zahlungen am Empfang und der Export für die Buchhaltung."
      />
      <div className="billing">
        <DebitRuns />
        <ReturnsUpload />
        <LedgerExport />
        <BillingSettingsForm />
      </div>
    </>
  );
}

// /admin/leads: the funnel's leads, newest first, with the recommended tier and the chosen trial slot.
import { LeadInbox } from '../../../features/inbox/inbox-list';
import { AdminPageHeader } from './admin-page';

export function AdminLeadsPage() {
  return (
    <>
      <AdminPageHeader
        title="Anfragen"
        intro="Probetraining-Anfragen aus dem Empfehlungs-Funnel: neueste zuerst, mit empfohlener Mitgliedschaft und gewünschtem Termin."
      />
      <LeadInbox />
    </>
  );
}

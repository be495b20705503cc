// /admin/participants: the studio's clients.
import { AuditTrail } from '../../../features/audit/audit-trail';
import { ClientAdmin } from '../../../features/clients/components/client-admin';
import '../../../features/admin-courses/components/course-admin.css';
import { AdminPageHeader } from './admin-page';

export function AdminParticipantsPage() {
  return (
    <>
      <AdminPageHeader
        title="Klienten-Verwaltung"
        intro="Verwalte die Konten der Mitglieder, ihre Rollen und den Status ihrer Mitgliedschaft."
      />
      <ClientAdmin renderHistory={(id) => <AuditTrail entityType="user" entityId={id} />} />
    </>
  );
}

// /admin/einstellungen (issue 19): the studio's fair rules and deadlines; its legal data (issue 31).
import { AuditTrail } from '../../../features/audit/audit-trail';
import { LegalSettingsForm } from '../../../features/contracts/components/legal-settings-form';
import { StudioSettingsForm } from '../../../features/memberships/components/settings-form';
import '../../../features/admin-courses/components/course-admin.css';
import { AdminPageHeader } from './admin-page';

export function AdminSettingsPage() {
  return (
    <>
      <AdminPageHeader
        title="Einstellungen"
        intro="Buchungs- und Stornierungsfristen und die fairen Regeln des Studios: Obergrenze kommender Buchungen, Verwarnungen bei nicht wahrgenommenen Terminen und das Ende des Nachrückens."
      />
      {/* The settings are one record (id 1) in the audit log. */}
      <StudioSettingsForm history={<AuditTrail entityType="settings" entityId={1} />} />
      {/* The studio's legal data for the online contracts and the Impressum (issue 31). */}
      <LegalSettingsForm />
    </>
  );
}

// /admin/einstellungen (issue 19): the studio's fair rules and deadlines.
import { AuditTrail } from '../../../features/audit/audit-trail';
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
    </>
  );
}

// /admin/mitgliedschaften (issue 19): the membership types the studio sells.
import { AuditTrail } from '../../../features/audit/audit-trail';
import { isChain, useLocations } from '../../../features/locations/api/get-locations';
import { MembershipTypeAdmin } from '../../../features/memberships/components/type-admin';
import '../../../features/admin-courses/components/course-admin.css';
import { AdminPageHeader } from './admin-page';

export function AdminMembershipsPage() {
  // 'Gilt in allen Standorten' only in a chain (issue 34).
  const multipleLocations = isChain(useLocations());
  return (
    <>
      <AdminPageHeader
        title="Mitgliedschaften"
        intro="Was das Studio verkauft und was es erlaubt: Preise und Leistungen für die Website, buchbare Kategorien, Grenzen pro Zeitraum und Karten mit Guthaben."
      />
      <MembershipTypeAdmin
        multipleLocations={multipleLocations}
        renderHistory={(id) => <AuditTrail entityType="membership_type" entityId={id} />}
      />
    </>
  );
}

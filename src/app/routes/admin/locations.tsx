// /admin/standorte (issue 34): the chain's studios, each with its change history.
import { AuditTrail } from '../../../features/audit/audit-trail';
import { LocationAdmin } from '../../../features/locations/components/location-admin';
import '../../../features/admin-courses/components/course-admin.css';
import { AdminPageHeader } from './admin-page';

export function AdminLocationsPage() {
  return (
    <>
      <AdminPageHeader
        title="Standorte"
        intro="Die Studios der Kette: Adresse, Telefon, Öffnungszeiten und Kartenlink. Ab zwei Standorten wählen Besucher einen Standort, und jeder Kurs gehört zu einem."
      />
      <LocationAdmin renderHistory={(id) => <AuditTrail entityType="location" entityId={id} />} />
    </>
  );
}

// /admin/participants: the studio's clients, with their memberships and strikes (issue 19), their invoices and
// mandate (issue 33). A manager (issue 34, decision 0205) sees the clients of their locations without the
// chain-wide parts (memberships, billing, audit trail), which only an admin reads.
import { isAdmin } from '#domain/auth/permissions';
import { useSession } from '../../../features/auth/session-store';
import { AuditTrail } from '../../../features/audit/audit-trail';
import { ClientBilling } from '../../../features/billing/components/client-billing';
import { ClientAdmin, DeskLocationsContext } from '../../../features/clients/components/client-admin';
import { useLocations } from '../../../features/locations/api/get-locations';
import { MemberMemberships } from '../../../features/memberships/components/member-memberships';
import '../../../features/admin-courses/components/course-admin.css';
import { AdminPageHeader } from './admin-page';

export function AdminParticipantsPage() {
  const admin = useSession((state) => isAdmin(state.user));
  // A manager's desk offers the sessions of their locations only (issue 34; the server refuses the others).
  const managed = useSession((state) => state.user?.locationIds);
  // In a chain the home studio and a manager's locations are chosen from the studio's locations (issue 34).
  const locations = useLocations();
  if (!admin)
    return (
      <>
        <AdminPageHeader
          title="Klienten-Verwaltung"
          intro="Verwalte die Konten der Mitglieder deiner Standorte und buche sie an der Theke ein."
        />
        <DeskLocationsContext.Provider value={managed}>
          <ClientAdmin admin={false} locations={locations} />
        </DeskLocationsContext.Provider>
      </>
    );
  return (
    <>
      <AdminPageHeader
        title="Klienten-Verwaltung"
        intro="Verwalte die Konten der Mitglieder, ihre Rollen und den Status ihrer Konten, ihre Mitgliedschaften und Verwarnungen."
      />
      <ClientAdmin
        locations={locations}
        renderMemberships={(client) => (
          <MemberMemberships
            userId={client.id}
            name={`${client.firstName} ${client.lastName}`}
            renderHistory={(id) => <AuditTrail entityType="membership" entityId={id} />}
          />
        )}
        renderBilling={(client) => (
          <ClientBilling userId={client.id} name={`${client.firstName} ${client.lastName}`} />
        )}
        renderHistory={(id) => <AuditTrail entityType="user" entityId={id} />}
      />
    </>
  );
}

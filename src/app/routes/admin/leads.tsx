// /admin/leads: the funnel's leads, newest first, with the recommended tier and the chosen trial slot; an open
// lead can become a member in one step ('Als Mitglied anlegen', issue 19).
import { useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../../../features/inbox/api/keys';
import { LeadInbox } from '../../../features/inbox/inbox-list';
import { LeadToMember } from '../../../features/memberships/components/lead-to-member';
import { AdminPageHeader } from './admin-page';

export function AdminLeadsPage() {
  const client = useQueryClient();
  return (
    <>
      <AdminPageHeader
        title="Anfragen"
        intro="Probetraining-Anfragen aus der Tarifberatung: neueste zuerst, mit gewählter Mitgliedschaft und Wunschtermin."
      />
      <LeadInbox
        renderActions={(lead) => (
          <LeadToMember
            lead={lead}
            onCreated={() => client.invalidateQueries({ queryKey: inboxKeys.leads() })}
          />
        )}
      />
    </>
  );
}

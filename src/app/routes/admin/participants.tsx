// /admin/participants: the studio's clients.
import { AdminPageHeader } from './admin-page';

export function AdminParticipantsPage() {
  return (
    <AdminPageHeader
      title="Klienten-Verwaltung"
      intro="Verwalte die Konten der Mitglieder, ihre Rollen und den Status ihrer Mitgliedschaft."
    />
  );
}

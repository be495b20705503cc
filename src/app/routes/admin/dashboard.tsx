// /admin: the admin's start page.
import { AdminPageHeader } from './admin-page';

export function AdminDashboardPage() {
  return (
    <AdminPageHeader
      title="Admin Dashboard"
      intro="Behalte Kurse, Buchungen und Klienten des Studios im Blick und steuere alles von hier aus."
    />
  );
}

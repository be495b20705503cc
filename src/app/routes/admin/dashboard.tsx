// /admin: the admin's start page: today's sessions (booked / capacity / checked in, the next hour highlighted)
// and quick links to the desk's screens.
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { TodayOverview } from '../../../features/admin-bookings/components/today-overview';
import { AdminPageHeader } from './admin-page';

export function AdminDashboardPage() {
  return (
    <>
      <AdminPageHeader
        title="Studio-Übersicht"
        intro="Behalte Kurse, Buchungen und Klienten des Studios im Blick und steuere alles von hier aus."
      />
      <section aria-labelledby="admin-today-heading" className="admin-dashboard__section">
        <h2 id="admin-today-heading">Heute</h2>
        <TodayOverview />
      </section>
      <nav aria-label="Schnellzugriff" className="admin-dashboard__links">
        <Button to={paths.checkIn} iconStart="check">
          Check-in
        </Button>
        <Button to={paths.admin.participants} variant="secondary" iconStart="user">
          Klient anlegen
        </Button>
        <Button to={paths.admin.courses} variant="secondary" iconStart="calendar">
          Kurse planen
        </Button>
        <Button to={paths.admin.bookings} variant="secondary" iconStart="list">
          Buchungen
        </Button>
      </nav>
    </>
  );
}

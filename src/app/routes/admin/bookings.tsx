// /admin/bookings: every booking of every session.
import { DayBookings } from '../../../features/admin-bookings/components/day-bookings';
import { AdminPageHeader } from './admin-page';

export function AdminBookingsPage() {
  return (
    <>
      <AdminPageHeader
        title="Buchungen-Verwaltung"
        intro="Sieh alle Buchungen je Termin, verwalte die Warteliste und checke Teilnehmer am Empfang ein."
      />
      <DayBookings />
    </>
  );
}

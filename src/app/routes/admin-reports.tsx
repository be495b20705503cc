// /admin/auswertung (issue 22): utilisation, attendance, waitlist demand, new accounts and leads of a period.
// Outside routes/admin/ on purpose: that folder is the staff chunk every admin page loads, and this route's chunk
// (tools/build/app.ts 'reports') alone holds the chart library (decision 0161).
import { ReportView } from '../../features/reports/components/report-view';
import { AdminPageHeader } from './admin/admin-page';

export function AdminReportsPage() {
  return (
    <>
      <AdminPageHeader
        title="Auswertung"
        intro="Welche Kurse sich füllen und welche nicht: Auslastung je Kurs, Wochentag und Uhrzeit, Teilnahme und nicht erschienene Mitglieder, die Warteliste, neue Konten und Anfragen je Woche – jede Tabelle auch als CSV."
      />
      <ReportView />
    </>
  );
}

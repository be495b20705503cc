// /admin/courses: create, change and delete courses and their sessions.
import { CourseAdmin } from '../../../features/admin-courses/components/course-admin';
import { AuditTrail } from '../../../features/audit/audit-trail';
import { AdminPageHeader } from './admin-page';

export function AdminCoursesPage() {
  return (
    <>
      <AdminPageHeader
        title="Kurs-Verwaltung"
        intro="Lege Kurse an, plane ihre Termine mit Trainer und Teilnehmerzahl und halte das Angebot aktuell."
      />
      <CourseAdmin renderHistory={(id) => <AuditTrail entityType="course" entityId={id} />} />
    </>
  );
}

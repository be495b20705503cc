// /admin/courses: create, change and delete courses and their sessions. The Trainer field suggests the Trainer
// accounts (issue 22): the app hands the trainer feature's list to the course forms.
import { CourseAdmin } from '../../../features/admin-courses/components/course-admin';
import { TrainerNamesContext } from '../../../features/admin-courses/components/course-forms';
import { AuditTrail } from '../../../features/audit/audit-trail';
import { useTrainerAccounts } from '../../../features/trainer/api/get-trainer-accounts';
import { AdminPageHeader } from './admin-page';

export function AdminCoursesPage() {
  const trainers = useTrainerAccounts();
  return (
    <>
      <AdminPageHeader
        title="Kurs-Verwaltung"
        intro="Lege Kurse an, plane ihre Termine mit Trainer und Teilnehmerzahl und halte das Angebot aktuell."
      />
      <TrainerNamesContext.Provider value={trainers.data?.map((t) => t.name) ?? []}>
        <CourseAdmin renderHistory={(id) => <AuditTrail entityType="course" entityId={id} />} />
      </TrainerNamesContext.Provider>
    </>
  );
}

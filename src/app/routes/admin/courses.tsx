// /admin/courses: create, change and delete courses and their sessions. The Trainer field suggests the Trainer
// accounts (issue 22): the app hands the trainer feature's list to the course forms. The audit trail is the
// admin's (a manager's screen leaves it out, decision 0205).
import { isAdmin } from '#domain/auth/permissions';
import { CourseAdmin } from '../../../features/admin-courses/components/course-admin';
import { TrainerNamesContext } from '../../../features/admin-courses/components/course-forms';
import { AuditTrail } from '../../../features/audit/audit-trail';
import { useSession } from '../../../features/auth/session-store';
import { useTrainerAccounts } from '../../../features/trainer/api/get-trainer-accounts';
import { AdminPageHeader } from './admin-page';

export function AdminCoursesPage() {
  const trainers = useTrainerAccounts();
  const admin = useSession((state) => isAdmin(state.user));
  return (
    <>
      <AdminPageHeader
        title="Kurs-Verwaltung"
        intro="Lege Kurse an, plane ihre Termine mit Trainer und Teilnehmerzahl und halte das Angebot aktuell."
      />
      <TrainerNamesContext.Provider value={trainers.data?.map((t) => t.name) ?? []}>
        <CourseAdmin
          {...(admin
            ? { renderHistory: (id: number) => <AuditTrail entityType="course" entityId={id} /> }
            : {})}
        />
      </TrainerNamesContext.Provider>
    </>
  );
}

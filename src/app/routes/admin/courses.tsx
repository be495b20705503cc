// /admin/courses: create, change and delete courses and their sessions. The Trainer field suggests the Trainer
// accounts (issue 22): the app hands the trainer feature's list to the course forms; in a chain the course's
// location is chosen from the locations feature's list (issue 34). The audit trail is the admin's (a manager's
// screen leaves it out, decision 0205).
import { isAdmin } from '#domain/auth/permissions';
import { CourseAdmin } from '../../../features/admin-courses/components/course-admin';
import {
  CourseLocationsContext,
  TrainerNamesContext,
} from '../../../features/admin-courses/components/course-forms';
import { useLocations } from '../../../features/locations/api/get-locations';
import { AuditTrail } from '../../../features/audit/audit-trail';
import { useSession } from '../../../features/auth/session-store';
import { useTrainerAccounts } from '../../../features/trainer/api/get-trainer-accounts';
import { AdminPageHeader } from './admin-page';

export function AdminCoursesPage() {
  const trainers = useTrainerAccounts();
  const admin = useSession((state) => isAdmin(state.user));
  const locations = useLocations();
  // A manager's courses and the locations they may give a course (issue 34): their own only.
  const managed = useSession((state) => state.user?.locationIds);
  return (
    <>
      <AdminPageHeader
        title="Kurs-Verwaltung"
        intro="Lege Kurse an, plane ihre Termine mit Trainer und Teilnehmerzahl und halte das Angebot aktuell."
      />
      <TrainerNamesContext.Provider value={trainers.data?.map((t) => t.name) ?? []}>
        <CourseLocationsContext.Provider value={locations}>
          <CourseAdmin
            locationIds={managed}
            {...(admin
              ? { renderHistory: (id: number) => <AuditTrail entityType="course" entityId={id} /> }
              : {})}
          />
        </CourseLocationsContext.Provider>
      </TrainerNamesContext.Provider>
    </>
  );
}

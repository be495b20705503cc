// /user/my-courses (seed 000 §2: title 'Kurse'; the heading says 'Meine Kurse'): the member's bookings,
// upcoming and past, each with its status and a calendar download, readable offline from the persisted cache; and
// the private calendar subscription. Behind the login guard, so the session has a user.
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { OfflineSessionNote } from '../../../features/auth/components/offline-session-note';
import { useSession } from '../../../features/auth/session-store';
import { CalendarSubscription } from '../../../features/bookings/components/calendar-subscription';
import { MyBookings } from '../../../features/bookings/components/my-bookings';
import { useRefreshCourses } from '../booking-slot';
import './user-pages.css';

export function MyCoursesPage() {
  const user = useSession((state) => state.user);
  const refreshCourses = useRefreshCourses();
  if (!user) return null; // the guard only lets signed-in users through; this is for the type

  return (
    <>
      <DocumentTitle title="Kurse" />
      <PageHeader
        eyebrow="Mein Bereich"
        heading="Meine Kurse"
        intro="Alle Kurse, die du gebucht hast – mit Termin, Trainer und der Möglichkeit, rechtzeitig zu stornieren."
      />
      <div className="container user-page">
        <OfflineSessionNote />
        <div className="user-page__split">
          <MyBookings userId={user.id} onChanged={refreshCourses} />
          <section className="user-card" aria-labelledby="calendar-heading">
            <h2 id="calendar-heading" className="user-card__title">
              Kalender-Abo
            </h2>
            <p className="user-card__text">
              Abonniere deine gebuchten Kurse in deiner Kalender-App: Neue Buchungen und Stornierungen
              erscheinen dort von selbst. Der Link ist privat – teile ihn nicht.
            </p>
            <CalendarSubscription userId={user.id} />
          </section>
        </div>
      </div>
    </>
  );
}

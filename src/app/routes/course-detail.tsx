// /courses/:id?courseSettingsId=…: one course and its session. Only a positive whole number is a course id; anything
// else is 404. Beside the session: the booking panel (seats left, both deadlines, the booking button); signed-out
// visitors see the public data, and 'Buchen' as well as the sign-in card lead to the sign-in page (seed 000 §6).
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { IdSchema } from '#domain/schemas/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session-store';
import { CourseDetail } from '../../features/courses/components/course-detail';
import { FunnelProvider } from '../../features/marketing/registry';
import { NotFoundPage } from '../errors/not-found-page';
import { useBookingSlot } from './booking-slot';

function SignInToBook({ returnTo }: { returnTo: string }) {
  return (
    <Card as="aside" tone="muted" className="course-detail__signin">
      <h2 className="course-detail__heading">Zum Buchen bitte anmelden</h2>
      <p>Mit deinem Konto buchst du deinen Platz und siehst deine Kurse im Dashboard.</p>
      <Button to={paths.login(returnTo)} iconStart="log-in" fullWidth>
        Anmelden
      </Button>
      <p className="course-detail__register">
        Noch kein Konto? <Link to={paths.register}>Jetzt registrieren</Link>
      </p>
    </Card>
  );
}

export function CourseDetailPage() {
  const { id } = useParams();
  const courseId = IdSchema.safeParse(id);
  if (!courseId.success) return <NotFoundPage />;
  return <BookableCourseDetail id={courseId.data} />;
}

/** Only for a valid id: the booking slot asks for the member's bookings, which a 404 has no use for. */
function BookableCourseDetail({ id }: { id: number }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const signedIn = useSession((state) => state.status === 'signedIn');
  const bookingSlot = useBookingSlot();
  const setting = IdSchema.safeParse(searchParams.get('courseSettingsId'));
  const returnTo = `${location.pathname}${location.search}`;

  // The funnel claims the trial training a refusal offers as its way forward (issue 37).
  return (
    <FunnelProvider>
      <CourseDetail
        id={id}
        courseSettingsId={setting.success ? setting.data : null}
        signedIn={signedIn}
        action={(session) => (
          <div className="booking-panel">
            <Card as="section" className="booking-panel__card">
              <h2 className="course-detail__heading">Buchung</h2>
              {bookingSlot(session)}
            </Card>
            {!signedIn && <SignInToBook returnTo={returnTo} />}
          </div>
        )}
      />
    </FunnelProvider>
  );
}

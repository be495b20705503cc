// /courses/:id?courseSettingsId=…: one course and its session. Only a positive whole number is a course id; anything
// else is 404. Signed-out visitors see the public data and are asked to sign in to book (seed 000 §6).
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { IdSchema } from '#domain/schemas/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session-store';
import { CourseDetail } from '../../features/courses/components/course-detail';
import { NotFoundPage } from '../errors/not-found-page';

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
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const signedIn = useSession((state) => state.status === 'signedIn');

  const courseId = IdSchema.safeParse(id);
  if (!courseId.success) return <NotFoundPage />;
  const setting = IdSchema.safeParse(searchParams.get('courseSettingsId'));
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <CourseDetail
      id={courseId.data}
      courseSettingsId={setting.success ? setting.data : null}
      signedIn={signedIn}
      action={signedIn ? undefined : () => <SignInToBook returnTo={returnTo} />}
    />
  );
}

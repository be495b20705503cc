// /auth/register: create an account; the new member is signed in and lands on the dashboard.
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useSession } from '../../../features/auth/session-store';
import { useLocations } from '../../../features/locations/api/get-locations';
import { PageLoader } from '../../root';
import { AuthFrame } from './auth-frame';

export function RegisterPage() {
  const status = useSession((state) => state.status);
  // A chain asks for the home studio (issue 34).
  const locations = useLocations();

  if (status === 'signedIn') return <Navigate to={paths.user.dashboard} replace />;
  return (
    <AuthFrame
      title="Registrieren"
      intro="Leg dein kostenloses Konto an: Damit vereinbarst du ein Probetraining und siehst den Kursplan. Kurse buchen kannst du mit einer Mitgliedschaft – online abgeschlossen oder am Empfang."
      footer={
        <p>
          Schon registriert? <Link to={paths.login()}>Zur Anmeldung</Link>
        </p>
      }
    >
      {status === 'restoring' ? <PageLoader /> : <RegisterForm locations={locations} />}
    </AuthFrame>
  );
}

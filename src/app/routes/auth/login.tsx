// /auth/login: sign in, then on to the `redirect` target (a path of this site only) or the dashboard (an admin's
// is /admin, a trainer's 'Meine Termine' at /trainer, everyone else's /user). A visitor
// who is (or becomes) signed in is sent on at once; while a stored session is checked the loader shows.
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { hasPermission } from '#domain/auth/permissions';
import { paths, REDIRECT_PARAM, safeRedirect } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useSession } from '../../../features/auth/session-store';
import { PageLoader } from '../../root';
import { AuthFrame } from './auth-frame';

export function LoginPage() {
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const home = useSession((state) =>
    state.status !== 'signedIn'
      ? paths.user.dashboard
      : hasPermission(state.user, 'Manager')
        ? paths.admin.dashboard
        : hasPermission(state.user, 'Trainer')
          ? paths.trainer
          : paths.user.dashboard,
  );
  const target = safeRedirect(params.get(REDIRECT_PARAM), home);

  if (status === 'signedIn') return <Navigate to={target} replace />;
  return (
    <AuthFrame
      title="Anmelden"
      intro="Melde dich mit deiner E-Mail-Adresse an, um Kurse zu buchen und deine Termine zu verwalten."
      footer={
        <>
          <p>
            <Link to={paths.forgotPassword}>Passwort vergessen?</Link>
          </p>
          <p>
            Noch kein Konto? <Link to={paths.register}>Jetzt registrieren</Link>
          </p>
        </>
      }
    >
      {status === 'restoring' ? <PageLoader /> : <LoginForm />}
    </AuthFrame>
  );
}

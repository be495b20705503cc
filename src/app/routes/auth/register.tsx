// /auth/register: create an account. The form arrives with the session issue.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthFrame } from './auth-frame';

export function RegisterPage() {
  return (
    <AuthFrame
      title="Registrieren"
      intro="Leg dein kostenloses Konto an und buch deinen ersten Kurs in wenigen Minuten."
      footer={
        <p>
          Schon registriert? <Link to={paths.login()}>Zur Anmeldung</Link>
        </p>
      }
    />
  );
}

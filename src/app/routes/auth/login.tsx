// /auth/login: sign in. The form arrives with the session issue.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthFrame } from './auth-frame';

export function LoginPage() {
  return (
    <AuthFrame
      title="Anmelden"
      intro="Melde dich mit deiner E-Mail-Adresse an, um Kurse zu buchen und deine Termine zu verwalten."
      footer={
        <p>
          Noch kein Konto? <Link to={paths.register}>Jetzt registrieren</Link>
        </p>
      }
    />
  );
}

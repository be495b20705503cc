// /auth/forgot-password ('Passwort vergessen?'): asks for a reset link by mail; open to everyone.
import { Link } from 'react-router-dom';
import { PASSWORD_RESET_TTL_MINUTES } from '#domain/constants';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthFrame } from './auth-frame';

export function ForgotPasswordPage() {
  return (
    <AuthFrame
      title="Passwort vergessen?"
      intro={`Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst; er gilt ${PASSWORD_RESET_TTL_MINUTES} Minuten.`}
      footer={
        <p>
          Doch wieder eingefallen? <Link to={paths.login()}>Zur Anmeldung</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}

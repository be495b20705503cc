// /auth/reset-password#token=…: the page the reset mail links to. The token rides in the fragment (never sent to
// a server or a log); the page takes it and removes it from the address bar and the history at once.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ResetTokenSchema, PASSWORD_RESET_MESSAGES } from '#domain/schemas/mail';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { AuthFrame } from './auth-frame';

function tokenOfFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && ResetTokenSchema.safeParse(token).success ? token : null;
}

export function ResetPasswordPage() {
  const [token] = useState(tokenOfFragment);

  useEffect(() => {
    if (window.location.hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, []);

  return (
    <AuthFrame
      title="Neues Passwort festlegen"
      intro="Wähle ein neues Passwort für dein Konto. Danach wirst du auf allen Geräten abgemeldet und meldest dich mit dem neuen Passwort an."
      footer={
        <p>
          <Link to={paths.login()}>Zur Anmeldung</Link>
        </p>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <ErrorSummary messages={[PASSWORD_RESET_MESSAGES.tokenMissing]} />
          <p>
            <Link to={paths.forgotPassword}>Neuen Link anfordern</Link>
          </p>
        </>
      )}
    </AuthFrame>
  );
}

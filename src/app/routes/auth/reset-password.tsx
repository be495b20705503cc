// /auth/reset-password#token=…: the page the reset mail links to; /auth/set-password#token=…: the page the
// invitation mail of a member made at the desk links to (issue 19: the same token and confirm endpoint, the
// wording of a welcome). The token rides in the fragment (never sent to a server or a log); the page takes it and
// removes it from the address bar and the history at once.
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

const WORDING = {
  reset: {
    title: 'Neues Passwort festlegen',
    intro:
      'Wähle ein neues Passwort für dein Konto. Danach wirst du auf allen Geräten abgemeldet und meldest dich mit dem neuen Passwort an.',
  },
  invitation: {
    title: 'Willkommen – lege dein Passwort fest',
    intro:
      'Dein Studio hat dir ein Konto angelegt. Wähle ein Passwort, dann meldest du dich damit an und siehst deine Mitgliedschaft und die Kurse.',
  },
} as const;

export function ResetPasswordPage() {
  return <PasswordFromLink wording="reset" />;
}

export function SetPasswordPage() {
  return <PasswordFromLink wording="invitation" />;
}

function PasswordFromLink({ wording }: { wording: keyof typeof WORDING }) {
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
      title={WORDING[wording].title}
      intro={WORDING[wording].intro}
      footer={
        <p>
          <Link to={paths.login()}>Zur Anmeldung</Link>
        </p>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} label={WORDING[wording].title} />
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

// 'Auf allen Geräten abmelden': ends every sign-in of this account (lost phone, shared tablet), this one included.
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/form-feedback';
import { errorMessage } from '../../../lib/error-message';
import { useLogoutAll } from '../api/logout-all';

export function SignOutEverywhere() {
  const { logoutAll, isPending, error } = useLogoutAll();
  return (
    <div className="auth-form">
      <ErrorSummary messages={error ? [errorMessage(error)] : []} />
      <div className="auth-form__actions">
        <Button variant="outline" iconStart="log-out" loading={isPending} onClick={() => void logoutAll()}>
          Auf allen Geräten abmelden
        </Button>
      </div>
    </div>
  );
}

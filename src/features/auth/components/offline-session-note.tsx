// Shown on personal pages while the session rests on the cached user (verified = false: restored offline, or the
// server could not confirm it): the member sees their data and knows the sign-in is checked once it can be.
// The general offline line (src/app/offline-banner.tsx) says that the device is offline; this says what that
// means for the sign-in.
import { Icon } from '../../../components/ui/icon';
import { useSession } from '../session-store';
import './offline-session-note.css';

export function OfflineSessionNote() {
  const unverified = useSession((state) => state.status === 'signedIn' && !state.verified);
  return (
    <div role="status" className="offline-session-note-region">
      {unverified && (
        <p className="offline-session-note">
          <Icon name="wifi-off" />
          <span>
            Deine Anmeldung wird bestätigt, sobald die Verbindung wieder steht. Bis dahin siehst du deine
            zuletzt gespeicherten Daten.
          </span>
        </p>
      )}
    </div>
  );
}

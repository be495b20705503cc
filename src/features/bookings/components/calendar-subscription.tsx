// The member's private calendar subscription: the webcal:// address of their confirmed bookings, a copy button,
// a link that opens the calendar app, and a reset that makes the old address stop working. The address is a
// secret: fetched when shown, kept in memory only.
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { useOnlineStatus } from '../../../lib/network-status';
import { useCalendarLink, useResetCalendarLink } from '../api/calendar';
import './my-bookings.css';

export function CalendarSubscription({ userId }: { userId: number }) {
  const inputId = useId();
  const online = useOnlineStatus();
  const link = useCalendarLink(userId);
  const reset = useResetCalendarLink(userId);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link kopiert.');
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setMessage('Bitte kopiere den markierten Link.');
    }
  };

  if (!link.data) {
    if (link.isError)
      return (
        <p role="alert">
          {errorMessage(link.error, { fallback: 'Der Kalender-Link ist gerade nicht verfügbar.' })}
        </p>
      );
    return (
      <p role="status" className="user-card__text">
        {online ? 'Kalender-Link wird geladen...' : 'Offline – der Kalender-Link ist nicht verfügbar.'}
      </p>
    );
  }

  const url = link.data.webcalUrl;
  return (
    <div className="calendar-link">
      <div className="calendar-link__field">
        <label htmlFor={inputId}>Dein privater Kalender-Link</label>
        <input id={inputId} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
      </div>
      <div className="calendar-link__actions">
        <Button size="sm" iconStart="file-text" onClick={() => void copy(url)}>
          Link kopieren
        </Button>
        <Button size="sm" variant="secondary" iconStart="calendar" to={url} reloadDocument>
          Im Kalender abonnieren
        </Button>
        <Button
          size="sm"
          variant="ghost"
          iconStart="refresh"
          disabled={!online}
          loading={reset.isPending}
          onClick={() => setConfirming(true)}
        >
          Link zurücksetzen
        </Button>
      </div>
      <p role="status" className="user-card__text">
        {message}
      </p>
      {reset.error && <p role="alert">{errorMessage(reset.error)}</p>}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title="Kalender-Link zurücksetzen?"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                setMessage('');
                reset.mutate(undefined, {
                  onSuccess: () => setMessage('Neuer Link erstellt. Der alte Link funktioniert nicht mehr.'),
                });
              }}
            >
              Zurücksetzen
            </Button>
          </>
        }
      >
        <p>
          Der bisherige Link funktioniert danach nicht mehr. Kalender, die ihn abonniert haben, musst du mit
          dem neuen Link wieder verbinden.
        </p>
      </Modal>
    </div>
  );
}

// 'Benachrichtigungen' in the profile (issue 21): push on this device, asked only on the member's tap; the
// devices with push, each removable; and where the browser has no push (iOS outside the installed app), how to
// get it. Without push everything comes by e-mail.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, SuccessNote } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTimeShort } from '#domain/time';
import { usePushDevices, useRemovePushDevice, useSavePushDevice } from '../api/push-devices';
import { deviceName, PushNotAllowed, pushSupport, subscribeThisDevice } from '../push';
import './notifications.css';

const BLOCKED =
  'Du hast Benachrichtigungen für diese Seite blockiert. Erlaube sie in den Website-Einstellungen deines Browsers, dann kannst du sie hier einschalten.';

export function PushSection() {
  const support = pushSupport();
  const devices = usePushDevices();
  const save = useSavePushDevice();
  const remove = useRemovePushDevice();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const switchOn = async () => {
    if (!devices.data || busy) return;
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      const subscription = await subscribeThisDevice(devices.data.publicKey);
      await save.mutateAsync({ ...subscription, deviceName: deviceName() });
      setDone(true);
    } catch (error) {
      setProblem(
        error instanceof PushNotAllowed
          ? BLOCKED
          : errorMessage(error, {
              fallback:
                'Die Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuche es noch einmal.',
            }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="push-section">
      {support === 'ios-needs-install' && (
        <p className="user-card__text" role="note">
          Auf dem iPhone und iPad gibt es Benachrichtigungen nur in der installierten App: Tippe in Safari auf
          „Teilen“ und dann auf „Zum Home-Bildschirm“. Öffne die App danach vom Home-Bildschirm und schalte
          die Benachrichtigungen hier ein. Bis dahin bekommst du alles per E-Mail.
        </p>
      )}
      {support === 'unsupported' && (
        <p className="user-card__text" role="note">
          Dieser Browser kann keine Benachrichtigungen empfangen. Wir schicken dir alles per E-Mail.
        </p>
      )}
      {support === 'supported' && (
        <>
          <ErrorSummary messages={problem ? [problem] : []} />
          {done && <SuccessNote>Benachrichtigungen sind auf diesem Gerät eingeschaltet.</SuccessNote>}
          <div className="auth-form__actions">
            <Button loading={busy} disabled={!devices.data} onClick={() => void switchOn()}>
              Benachrichtigungen auf diesem Gerät einschalten
            </Button>
          </div>
        </>
      )}
      <h3 className="push-section__heading">Geräte mit Benachrichtigungen</h3>
      {devices.isPending && <Spinner label="Geräte werden geladen" />}
      {devices.isError && <ErrorSummary messages={[errorMessage(devices.error)]} />}
      {devices.data &&
        (devices.data.devices.length === 0 ? (
          <p className="user-card__text">Noch kein Gerät. Ohne Benachrichtigungen kommt alles per E-Mail.</p>
        ) : (
          <ul className="push-section__devices">
            {devices.data.devices.map((device) => (
              <li key={device.id} className="push-section__device">
                <span>
                  <strong>{device.deviceName}</strong>
                  <span className="push-section__since">seit {formatDateTimeShort(device.createdAt)}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  loading={remove.isPending && remove.variables === device.id}
                  aria-label={`${device.deviceName} entfernen`}
                  onClick={() => remove.mutate(device.id)}
                >
                  Entfernen
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

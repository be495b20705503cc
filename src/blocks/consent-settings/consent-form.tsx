// The switches of /cookie-einstellungen: 'Notwendig' (always on, shown disabled) and 'Externe Medien'; saving
// writes a new record with today's date and the current version.
import { useId, useState } from 'react';
import { consentExpiresAt } from '#domain/consent/consent';
import { Button } from '../../components/ui/button';
import { saveConsent, useConsent } from '../../lib/consent-store';
import '../../components/consent/consent.css';

const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

export function ConsentSettings() {
  const id = useId();
  const consent = useConsent();
  const [externalMedia, setExternalMedia] = useState(consent?.choices.externalMedia ?? false);
  const [saved, setSaved] = useState(false);
  return (
    <form
      className="consent-settings"
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(externalMedia);
        setSaved(true);
      }}
    >
      <div className="consent-settings__option">
        <input
          id={`${id}-necessary`}
          type="checkbox"
          checked
          disabled
          aria-describedby={`${id}-necessary-text`}
        />
        <div>
          <label htmlFor={`${id}-necessary`} className="consent-settings__label">
            Notwendig <span className="consent-settings__always">(immer aktiv)</span>
          </label>
          <p id={`${id}-necessary-text`}>
            Anmeldung, Sicherheit und das Speichern dieser Entscheidung. Ohne sie funktioniert die Seite
            nicht.
          </p>
        </div>
      </div>
      <div className="consent-settings__option">
        <input
          id={`${id}-media`}
          type="checkbox"
          checked={externalMedia}
          aria-describedby={`${id}-media-text`}
          onChange={(event) => {
            setExternalMedia(event.target.checked);
            setSaved(false);
          }}
        />
        <div>
          <label htmlFor={`${id}-media`} className="consent-settings__label">
            Externe Medien
          </label>
          <p id={`${id}-media-text`}>
            Karten und Videos von anderen Anbietern. Beim Laden wird deine IP-Adresse an den Anbieter
            übertragen.
          </p>
        </div>
      </div>
      <div className="consent-settings__actions">
        <Button type="submit">Auswahl speichern</Button>
      </div>
      <div role="status" className="consent-settings__status">
        {saved && consent && (
          <p>Gespeichert. Deine Auswahl gilt bis zum {dateFormat.format(consentExpiresAt(consent))}.</p>
        )}
        {!saved && consent && (
          <p>
            Aktuell: Externe Medien {consent.choices.externalMedia ? 'erlaubt' : 'nicht erlaubt'} (gespeichert
            am {dateFormat.format(new Date(consent.decidedAt))}).
          </p>
        )}
      </div>
    </form>
  );
}

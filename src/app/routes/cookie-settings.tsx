// /cookie-einstellungen: what the two consent categories (DECISIONS "Consent") mean, and the switches to change
// the decision at any time.
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { ConsentSettings } from '../../features/consent/consent-settings';

export function CookieSettingsPage() {
  return (
    <>
      <DocumentTitle title="Cookie-Einstellungen" />
      <PageHeader
        eyebrow="Datenschutz"
        heading="Cookie-Einstellungen"
        intro="Notwendige Cookies halten die Seite am Laufen und sind immer aktiv; Externe Medien wie Karten und Videos laden wir nur mit deiner Zustimmung."
      />
      <div className="section">
        <div className="container">
          <ConsentSettings />
        </div>
      </div>
    </>
  );
}

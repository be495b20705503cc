// /cookie-einstellungen: what the two consent categories (DECISIONS "Consent") mean. The switches arrive with the
// consent issue.
import { DocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';

export function CookieSettingsPage() {
  return (
    <>
      <DocumentTitle title="Cookie-Einstellungen" />
      <PageHeader
        eyebrow="Datenschutz"
        heading="Cookie-Einstellungen"
        intro="Notwendige Cookies halten die Seite am Laufen und sind immer aktiv; Externe Medien wie Karten und Videos laden wir nur mit deiner Zustimmung."
      />
    </>
  );
}

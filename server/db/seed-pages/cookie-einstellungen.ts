// /cookie-einstellungen: what the two consent categories (DECISIONS "Consent") mean, and the switches to change
// the decision at any time. Linked from the privacy page's data-collection section and its quick action.
import type { PageDocument } from '#domain/pages/document';

export const cookieSettingsPage: PageDocument = {
  slug: 'cookie-einstellungen',
  title: 'Cookie-Einstellungen',
  description:
    'Notwendige Cookies und Externe Medien: was wir speichern und wie du deine Auswahl jederzeit änderst.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Datenschutz',
        heading: 'Cookie-Einstellungen',
        intro:
          'Notwendige Cookies halten die Seite am Laufen und sind immer aktiv; Externe Medien wie Karten und Videos laden wir nur mit deiner Zustimmung.',
      },
    },
    { type: 'consent-settings' },
  ],
};

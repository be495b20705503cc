// /kontakt: the contact form of seed 002 §2 with the studio's ways to reach us and the map (click to load).
import type { PageDocument } from '#domain/pages/document';

export const kontaktPage: PageDocument = {
  slug: 'kontakt',
  title: 'Kontakt',
  description: 'Schreib uns: Fragen zu Kursen, Mitgliedschaft oder Probetraining beantworten wir schnell.',
  image: '/images/location-960.webp',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Wir sind für dich da',
        heading: 'Kontakt',
        intro:
          'Du hast Fragen zu Kursen, Mitgliedschaft oder Probetraining? Schreib uns – wir antworten innerhalb von 2 Stunden während der Öffnungszeiten.',
      },
    },
    { type: 'contact-form' },
    { type: 'map-embed' },
    { type: 'opening-hours' },
  ],
};

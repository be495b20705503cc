// Page document (DECISIONS "Content pages"): the about page of seed 002 §2 — hero with the studio's figures,
// story, team, values with mission and vision, team figures, location with the consent-gated map, call to action.
// Every block shows its defaults (domain/blocks/kinds/about.ts); the document only sets the order.
import type { PageDocument } from '#domain/pages/document';

export const ueberUnsPage: PageDocument = {
  slug: 'ueber-uns',
  title: 'Über uns',
  description:
    'Seit 2018 funktionelles Training in kleinen Gruppen: unsere Geschichte, unser Team aus 8 Coaches, unsere Werte und wie du uns findest.',
  image: '/images/hero-about-960.webp',
  blocks: [
    { type: 'about-hero' },
    { type: 'about-story' },
    { type: 'about-team' },
    { type: 'about-values' },
    { type: 'about-stats' },
    { type: 'about-location' },
    { type: 'about-cta' },
  ],
};

// The 7-week challenge landing page (issue 8 item 1, seed 001 §2 "Challenge landing page"). Section order and
// in-page anchors follow the plan: every anchor of seed 001 §2 resolves to a real section. The blocks carry
// the seed's German defaults (their anchors too) in their definitions (domain/blocks/kinds); this document only sets
// what differs.
import type { PageDocument } from '#domain/pages/document';

export const challengePage: PageDocument = {
  slug: '7-wochen-challenge',
  title: '7-Wochen-Challenge',
  description:
    '7 Wochen begleitetes Training für 297€ – 100€ Cashback bei Abschluss, 197€ Guthaben für das Studio.',
  image: '/images/hero-challenge-960.webp',
  blocks: [
    { type: 'challenge-hero' },
    { type: 'transformation-timeline' },
    { type: 'transformation-benefits' },
    { type: 'transformation-popup', props: { anchor: 'zukunft' } },
    { type: 'transformation-testimonials' },
    { type: 'transformation-results' },
    { type: 'transformation-quiz' },
    { type: 'morning-schedule', props: { anchor: 'morgenroutine' } },
    { type: 'transformation-pricing' },
    { type: 'seven-week-questionnaire', props: { anchor: 'verlosung' } },
    { type: 'transformation-faq' },
    {
      type: 'call-to-action',
      props: {
        anchor: 'contact',
        title: 'Bereit für deine 7-Wochen-Challenge?',
        description:
          '297€ investieren, 100€ Cashback bei Abschluss und 197€ Guthaben für deine Mitgliedschaft. Schreib uns, wir melden uns innerhalb von 2 Stunden.',
        primaryText: 'Jetzt anmelden',
        primaryUrl: '#anmeldung',
        secondaryText: 'Kontakt aufnehmen',
        secondaryUrl: '/kontakt',
        variant: 'gradient',
        trustIndicators: ['100€ Cashback', 'Geld-zurück-Garantie', 'Persönliche Betreuung'],
      },
    },
  ],
};

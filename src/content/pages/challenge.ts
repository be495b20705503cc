// Page document (DECISIONS "Content pages"); issue 8 fills in its blocks.
import type { PageDocument } from './types';

export const challengePage: PageDocument = {
  slug: '7-wochen-challenge',
  title: '7-Wochen-Challenge',
  description:
    '7 Wochen begleitetes Training für 297€ – 100€ Cashback bei Abschluss, 197€ Guthaben für das Studio.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: '7 Wochen. Neuer Körper.',
        heading: '7-Wochen-Challenge',
        intro:
          'Sieben Wochen begleitetes Training für 297 €: Wer durchzieht, bekommt 100 € zurück, die übrigen 197 € werden auf deine Mitgliedschaft angerechnet.',
      },
    },
    {
      type: 'statistic-grid',
      props: {
        statistics: [
          { key: 'teilnehmer', value: 2847, label: 'Teilnehmer' },
          { key: 'erfolg', value: 94, suffix: '%', label: 'Erfolgsquote', showProgress: true, maxValue: 100 },
          { key: 'abnahme', value: 8, suffix: ' kg', label: 'durchschnittlich abgenommen' },
          { key: 'mitglieder', value: 89, suffix: '%', label: 'werden Mitglied' },
          { key: 'zufriedenheit', value: 98, suffix: '%', label: 'Zufriedenheit' },
        ],
      },
    },
    { type: 'offer-card' },
    { type: 'faq' },
  ],
};

// The content pages whose blocks arrive with issue 8 (about, challenge, Level Up Week): each opens with its page
// header and a call to action for now.
import type { PageDocument } from './types';

export const ueberUnsPage: PageDocument = {
  slug: 'ueber-uns',
  title: 'Über uns',
  description: 'Seit 2018 funktionelles Training mit 8 Trainerinnen und Trainern und über 800 Mitgliedern.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Seit 2018',
        heading: 'Über uns',
        intro:
          'Kraftraum Studio steht seit 2018 für ehrliches, funktionelles Training: 8 Trainerinnen und Trainer, über 800 Mitglieder und eine Community, die sich gegenseitig anspornt.',
      },
    },
    {
      type: 'statistic-grid',
      props: {
        statistics: [
          { key: 'gegruendet', value: 2018, label: 'gegründet', countUp: false },
          { key: 'mitglieder', value: 800, suffix: '+', label: 'Mitglieder' },
          { key: 'stunden', value: 5000, suffix: '+', label: 'Trainingsstunden' },
          { key: 'trainer', value: 8, label: 'Trainer' },
          {
            key: 'zufriedenheit',
            value: 98,
            suffix: '%',
            label: 'Zufriedenheit',
            showProgress: true,
            maxValue: 100,
          },
        ],
      },
    },
    { type: 'call-to-action' },
  ],
};

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

export const levelUpWeekPage: PageDocument = {
  slug: 'level-up-week',
  title: 'Level Up Week',
  description: '7 Tage, 14 Workshops, 150 Plätze: die Level Up Week zweimal im Jahr.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Zweimal im Jahr',
        heading: 'Level Up Week',
        intro:
          'Sieben Tage, 14 Workshops, ein klares Ziel: In der Level Up Week bringst du dein Training auf die nächste Stufe – gemeinsam mit unserer Community.',
      },
    },
    {
      type: 'statistic-grid',
      props: {
        statistics: [
          { key: 'tage', value: 7, label: 'Tage' },
          { key: 'workshops', value: 14, label: 'Workshops' },
          { key: 'plaetze', value: 150, label: 'Plätze' },
          {
            key: 'abschluss',
            value: 94,
            suffix: '%',
            label: 'schließen ab',
            showProgress: true,
            maxValue: 100,
          },
        ],
      },
    },
    { type: 'call-to-action' },
  ],
};

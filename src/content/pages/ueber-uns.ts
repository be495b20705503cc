// Page document (DECISIONS "Content pages"); issue 8 fills in its blocks.
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

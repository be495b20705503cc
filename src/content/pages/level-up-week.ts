// Page document (DECISIONS "Content pages"); issue 8 fills in its blocks.
import type { PageDocument } from './types';

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

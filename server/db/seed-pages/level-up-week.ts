// Page document (DECISIONS "Content pages"): the Level Up Week (seed 001 §2, seed 002 §2). Every block shows its
// German defaults (domain/blocks/kinds/level-up.ts); the next edition's dates live there too (decision 0081).
import type { PageDocument } from '#domain/pages/document';

export const levelUpWeekPage: PageDocument = {
  slug: 'level-up-week',
  title: 'Level Up Week',
  description:
    'Level Up Week im Kraftraum Studio: 7 Tage Functional Training und HIIT, 14 Workshops, 150 Plätze – zweimal im Jahr.',
  image: '/images/hero-level-up-960.webp',
  blocks: [
    { type: 'level-up-hero' },
    { type: 'level-up-program' },
    { type: 'timeline-cards' },
    { type: 'level-up-benefits' },
    { type: 'level-up-testimonials' },
    { type: 'event-cards' },
  ],
};

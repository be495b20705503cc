// The home page document (issue 7 item 10): hero, the current week's courses, the membership tiers with the
// funnel, the FAQ, the contact call to action and the opening hours (seed 001 §9).
import type { PageDocument } from '#domain/pages/document';

export const homePage: PageDocument = {
  slug: 'home',
  title: 'Startseite',
  description:
    'Functional Training und HIIT in kleinen Gruppen: Kursplan der Woche, Mitgliedschaften ab 16€ pro Woche und kostenloses Probetraining.',
  image: '/images/hero-gym-960.webp',
  blocks: [
    {
      type: 'hero',
      props: {
        headline: 'Stärker als gestern.',
        headlineAccent: 'Jeden Morgen.',
        subheadline:
          'Effektive 45-Minuten-Einheiten in kleinen Gruppen, ab 6:30 Uhr und mit Trainern, die dich kennen. Such dir deinen Kurs aus und leg los.',
        primaryCtaText: 'Kurse entdecken',
        primaryCtaUrl: '/kurse',
        secondaryCtaText: 'Jetzt registrieren',
        secondaryCtaUrl: '/auth/register',
        statistics: [
          { key: 'dauer', value: 45, suffix: 'Min.', label: 'pro Einheit' },
          { key: 'start', value: '6:30', suffix: 'Uhr', label: 'erster Kursstart', countUp: false },
          { key: 'zufriedenheit', value: 100, suffix: '%', label: 'Zufriedenheit' },
        ],
      },
    },
    { type: 'course-week-grid' },
    { type: 'membership-tiers' },
    {
      type: 'faq',
      props: {
        title: 'Häufige Fragen',
        subtitle: 'Alles Wichtige zu Training, Mitgliedschaft und Challenge auf einen Blick.',
      },
    },
    {
      type: 'call-to-action',
      props: {
        title: '7 Tage kostenlos testen',
        description:
          'Keine Anmeldegebühr, flexible Verträge, professionelle Trainer. Schreib uns oder vereinbare direkt dein Probetraining.',
        primaryText: 'Probetraining vereinbaren',
        primaryUrl: '#probetraining',
        secondaryText: 'Kontakt aufnehmen',
        secondaryUrl: '/kontakt',
        variant: 'gradient',
      },
    },
    { type: 'opening-hours' },
  ],
};

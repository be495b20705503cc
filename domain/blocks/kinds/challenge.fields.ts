// The editor fields of the challenge kinds (decision 0217): what the page editor shows for each prop and what
// the server accepts in a saved document. The public pages never load them: ./challenge.ts (labels, defaults,
// hydration) imports their types only.
import { boolean, link, list, number, object, select, text, textarea, textList } from '../field-spec';
import type { Fields } from '../field-spec';
import { BADGE_POSITIONS } from '../options';
import { benefitFields, ctaPairFields, faqSectionFields, sectionCtaFields } from '../shared-fields';

const anchor = text('Sprunganker (ID)');

/** A figure with its label (the hero's figures, the timeline's stats). */
export const challengeFigureFields = { value: text('Wert'), label: text('Bezeichnung') };
export const challengeStatFields = {
  value: text('Wert', { required: true }),
  label: text('Bezeichnung', { required: true }),
};

export const timelineWeekFields = {
  title: text('Titel'),
  description: textarea('Beschreibung'),
  emoji: text('Emoji'),
  goals: textList('Ziele'),
  results: textarea('Ergebnisse'),
};

/** The figures' labels and units of the testimonial cards and the summary. */
export const testimonialLabelFields = {
  carousel: text('Karussell (Bildschirmleser)'),
  weightLoss: text('Abgenommen'),
  duration: text('Dauer'),
  weeks: text('Wochen'),
  satisfaction: text('Zufriedenheit'),
  participants: text('Teilnehmer'),
  averageRating: text('Durchschnittliche Bewertung'),
  averageWeightLoss: text('Durchschnittlich abgenommen'),
  recommendation: text('Weiterempfehlung'),
};

export const testimonialFields = {
  name: text('Name'),
  details: text('Details'),
  quote: textarea('Zitat'),
  /** 1 to 5. */
  rating: number('Bewertung', { min: 1, max: 5 }),
  /** Index into IMAGES.testimonials (0–5); the document stays plain data. */
  avatar: number('Avatar (Nummer)', { min: 0, max: 5 }),
  weightLoss: number('Abnahme (kg)'),
  durationWeeks: number('Dauer (Wochen)', { min: 0 }),
  satisfactionScore: number('Zufriedenheit', { min: 0, max: 100 }),
  programHighlight: object('Programm-Highlight', {
    title: text('Titel'),
    description: textarea('Beschreibung'),
  }),
};

export const testimonialSummaryFields = {
  totalParticipants: number('Teilnehmende gesamt', { min: 0 }),
  averageRating: number('Durchschnittliche Bewertung'),
  averageWeightLoss: number('Durchschnittliche Abnahme (kg)'),
  recommendationRate: number('Weiterempfehlungsrate (%)', { min: 0, max: 100 }),
};

export const pricingPlanFields = {
  name: text('Name'),
  description: textarea('Beschreibung'),
  icon: text('Icon'),
  price: text('Preis'),
  period: text('Zeitraum'),
  originalPrice: text('Ursprünglicher Preis'),
  discount: text('Rabatt'),
  paymentInfo: textarea('Zahlungsinfo'),
  features: textList('Merkmale'),
  bonusFeatures: textList('Bonusleistungen'),
  ctaText: text('CTA: Text'),
  ctaUrl: link('CTA: Link'),
  additionalInfo: textarea('Zusatzinfo'),
  featured: boolean('Hervorgehoben'),
  badge: text('Badge'),
};

/** One row of the package comparison: one value per package (a tick, a dash or a text). */
export const comparisonRowFields = { name: text('Name'), values: textList<string | boolean>('Werte') };

/** A contact card under the FAQ; its id is an in-page anchor (beratung, whatsapp, kontakt, probetraining). */
export const contactCardFields = {
  id: text('ID'),
  title: text('Titel'),
  text: textarea('Text'),
  linkText: text('Link-Text'),
  url: link('Link'),
  icon: text('Icon'),
};

export const quizStepFields = {
  title: text('Titel'),
  questions: list('Fragen', { question: text('Frage'), hint: text('Hinweis') }),
};

/** The editor fields of the challenge kinds, by key: their labels and defaults are in ./challenge.ts. */
export const challengeFields = {
  'challenge-hero': {
    anchor,
    eyebrow: text('Dachzeile'),
    headline: text('Überschrift'),
    headlineAccent: text('Überschrift: Akzent'),
    subheadline: textarea('Unterzeile'),
    figures: list('Kennzahlen', challengeFigureFields),
    ...ctaPairFields,
    badgeAmount: text('Badge: Betrag'),
    badgeLabel: text('Badge: Bezeichnung'),
    badgeText: text('Badge-Text'),
    badgePosition: select('Badge-Position', BADGE_POSITIONS),
    showImage: boolean('Bild anzeigen'),
  },
  'cashback-badge': {
    anchor,
    amount: text('Betrag'),
    label: text('Bezeichnung'),
    text: textarea('Text'),
    position: select('Position', BADGE_POSITIONS),
    title: text('Titel'),
    description: textarea('Beschreibung'),
  },
  'transformation-hero': {
    anchor,
    eyebrow: text('Dachzeile'),
    headline: text('Überschrift'),
    subheadline: textarea('Unterzeile'),
    ctaText: text('CTA: Text'),
    ctaUrl: link('CTA: Link'),
    secondaryCtaText: text('Zweiter Button: Text'),
    secondaryCtaUrl: link('Zweiter Button: Link'),
    headingLevel: number<1 | 2>('Überschriftenebene', { min: 1, max: 2 }),
    showImage: boolean('Bild anzeigen'),
  },
  'transformation-timeline': {
    anchor,
    badge: text('Badge'),
    title: text('Titel'),
    subtitle: textarea('Untertitel'),
    weeks: list('Wochen', timelineWeekFields),
    currentWeek: number('Aktuelle Woche', { min: 1, max: 7 }),
    stats: list('Kennzahlen', challengeStatFields),
    ...sectionCtaFields,
  },
  'transformation-benefits': {
    anchor,
    badge: text('Badge'),
    title: text('Titel'),
    subtitle: textarea('Untertitel'),
    benefits: list('Vorteile', benefitFields),
    ...sectionCtaFields,
  },
  'transformation-testimonials': {
    labels: object('Beschriftungen', testimonialLabelFields),
    anchor,
    badge: text('Badge'),
    title: text('Titel'),
    subtitle: textarea('Untertitel'),
    testimonials: list('Stimmen', testimonialFields),
    summary: object('Zusammenfassung', testimonialSummaryFields),
    autoAdvance: boolean('Automatisch weiterblättern'),
    ...sectionCtaFields,
  },
  'transformation-pricing': {
    bonusLabel: text('Beschriftung Bonus'),
    comparisonHeader: text('Kopf der Vergleichsspalte'),
    anchor,
    badge: text('Badge'),
    title: text('Titel'),
    subtitle: textarea('Untertitel'),
    plans: list('Pakete', pricingPlanFields),
    showComparison: boolean('Vergleich anzeigen'),
    comparisonTitle: text('Vergleich: Titel'),
    comparisonPackages: textList('Vergleich: Pakete'),
    comparison: list('Vergleich', comparisonRowFields),
    footnote: textarea('Fußnote'),
  },
  'transformation-faq': {
    anchor,
    ...faqSectionFields,
    contactCards: list('Kontaktkarten', contactCardFields),
  },
  'transformation-quiz': {
    priceLabel: text('Beschriftung Preis'),
    cashbackLabel: text('Beschriftung Cashback'),
    creditLabel: text('Beschriftung Anrechnung'),
    anchor,
    badge: text('Badge'),
    title: text('Titel'),
    subtitle: textarea('Untertitel'),
    steps: list('Schritte', quizStepFields),
    resultTitle: text('Ergebnis: Titel'),
    resultText: textarea('Ergebnis: Text'),
    price: text('Preis'),
    cashback: text('Cashback'),
    credit: text('Anrechnung'),
    ctaText: text('CTA: Text'),
    ctaUrl: link('CTA: Link'),
  },
} satisfies Record<string, Fields>;

// The editor fields of the level-up kinds (decision 0217): what the page editor shows for each prop and what the
// server accepts in a saved document. The public pages never load them: ./level-up.ts (labels, defaults,
// hydration) imports their types only.
import {
  boolean,
  image,
  link,
  list,
  number,
  object,
  options,
  select,
  text,
  textarea,
  textList,
} from '../field-spec';
import type { Fields } from '../field-spec';
import { BUTTON_VARIANTS, CARD_SIZES, EVENT_CARD_VARIANTS, STATUS_VARIANTS } from '../options';
import { benefitFields, ctaPairFields, heroHeadlineFields, sectionHeadFields } from '../shared-fields';

/**
 * A timeline item's own status (seed 002 §3: pending, active, completed). The first, empty choice lets it follow
 * the current step; it comes first because the editor gives a new list entry the first choice.
 */
const STEP_STATUSES = options(
  ['', 'Nach aktuellem Schritt'],
  ['pending', 'Ausstehend'],
  ['active', 'Aktiv'],
  ['completed', 'Abgeschlossen'],
);

export const programDayFields = {
  day: number('Tag', { min: 1, max: 7 }),
  title: text('Titel'),
  description: textarea('Beschreibung'),
  focus: text('Fokus'),
  icon: text('Icon'),
  focusPoints: textList('Fokuspunkte'),
};

export const workshopFields = {
  day: number('Tag', { min: 1, max: 7 }),
  time: text('Uhrzeit'),
  title: text('Titel'),
  description: textarea('Beschreibung'),
};

export const scheduleDayFields = {
  day: text('Tag'),
  sessions: list('Einheiten', {
    time: text('Uhrzeit'),
    title: text('Titel'),
  }),
};

export const testimonialFields = {
  key: text('Schlüssel'),
  name: text('Name'),
  title: text('Titel'),
  quote: textarea('Zitat'),
  photo: image('Foto', { use: 'gallery' }),
  badge: text('Badge'),
  event: text('Event'),
  achievements: textList('Erfolge'),
  // Seed 002 §3: 'achievements or highlights'; shown when there are no achievements.
  highlights: textList('Highlights (ohne Erfolge)'),
  before: textList('Vorher'),
  after: textList('Nachher'),
};

export const eventCardFields = {
  title: text('Titel'),
  description: textarea('Beschreibung'),
  icon: text('Icon'),
  badge: text('Badge'),
  date: text('Datum'),
  status: text('Status'),
  statusVariant: select('Status-Variante', STATUS_VARIANTS),
  features: textList('Merkmale'),
  progress: number('Fortschritt in % (−1 blendet ihn aus)', { min: -1, max: 100 }),
  progressLabel: text('Fortschritt: Beschriftung'),
  ctaText: text('CTA: Text'),
  ctaUrl: link('CTA: Link'),
  ctaVariant: select('CTA: Variante', BUTTON_VARIANTS),
  variant: select('Variante', EVENT_CARD_VARIANTS),
};

export const timelineItemFields = {
  key: text('Schlüssel'),
  title: text('Titel'),
  description: textarea('Beschreibung'),
  date: text('Datum'),
  step: number('Schritt', { min: 0 }),
  icon: text('Icon'),
  features: textList('Merkmale'),
  // Seed 002 §3 "Timeline item (content)": an item may pin its status; without one it follows the current step.
  active: boolean('Aktiv (festgelegt)'),
  completed: boolean('Abgeschlossen (festgelegt)'),
  status: select('Status', STEP_STATUSES),
  ctaText: text('CTA: Text'),
  ctaUrl: link('CTA: Link'),
  ctaVariant: select('CTA: Variante', BUTTON_VARIANTS),
};

/** The editor fields of the level-up kinds, by key: their labels and defaults are in ./level-up.ts. */
export const levelUpFields = {
  'level-up-hero': {
    labels: object('Beschriftungen', {
      workshops: text('Workshops'),
      places: text('Plätze'),
      start: text('Start'),
      deadline: text('Anmeldeschluss'),
      registration: text('Anmeldung'),
      participants: text('Teilnehmende'),
      of: text('von'),
      ofPlaces: text('Plätzen'),
      completionRate: text('Abschlussquote'),
      averageProgress: text('Durchschnittlicher Fortschritt'),
      communitySize: text('Community-Mitglieder'),
    }),
    ...heroHeadlineFields,
    nextEventDate: text('Nächster Termin'),
    registrationDeadline: text('Anmeldeschluss'),
    eventDuration: text('Eventdauer'),
    registrationStatus: text('Anmeldestatus'),
    participantCount: number('Teilnehmende', { min: 0 }),
    capacity: number('Plätze gesamt', { min: 0 }),
    workshops: number('Workshops', { min: 0 }),
    days: number('Tage', { min: 0 }),
    completionRate: number('Abschlussquote (%)', { min: 0, max: 100 }),
    averageProgress: number('Durchschnittlicher Fortschritt (%)', { min: 0, max: 100 }),
    communitySize: number('Community-Größe', { min: 0 }),
    ...ctaPairFields,
  },
  'level-up-program': {
    ...sectionHeadFields,
    eventDate: text('Eventdatum'),
    currentDay: number('Aktueller Tag', { min: 0, max: 7 }),
    days: list('Tage', programDayFields),
    focusTitle: text('Fokus: Titel'),
    workshopsTitle: text('Workshops: Titel'),
    workshopsSubtitle: text('Workshops: Untertitel'),
    workshops: list('Workshops', workshopFields),
    scheduleTitle: text('Ablauf: Titel'),
    schedule: list('Ablauf', scheduleDayFields),
    ctaTitle: text('CTA: Titel'),
    ctaDescription: textarea('CTA: Beschreibung'),
    ctaText: text('CTA: Text'),
    ctaUrl: link('CTA: Link'),
    secondaryCtaText: text('Zweiter Button: Text'),
    secondaryCtaUrl: link('Zweiter Button: Link'),
  },
  'level-up-benefits': {
    ...sectionHeadFields,
    benefits: list('Vorteile', benefitFields),
  },
  'level-up-testimonials': {
    ...sectionHeadFields,
    testimonials: list('Stimmen', testimonialFields),
  },
  'event-cards': {
    ...sectionHeadFields,
    cards: list('Karten', eventCardFields),
  },
  'timeline-cards': {
    ...sectionHeadFields,
    currentStep: number('Aktueller Schritt', { min: 0 }),
    size: select('Größe', CARD_SIZES),
    showProgress: boolean('Fortschritt anzeigen'),
    progressLabel: text('Fortschritt: Beschriftung'),
    items: list('Einträge', timelineItemFields),
  },
} satisfies Record<string, Fields>;

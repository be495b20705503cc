// The block catalogue (issue 13 contract, seed 002 §3 "Builder block inputs"): for every kind of BLOCK_KINDS its
// German label and the editor fields of its props — types, allowed values, required fields, ranges. The fields are
// exactly the keys of each registry definition's `defaults` (the defaults stay in src, with the definitions); the
// editor builds its Puck config from this, and the server checks saved documents with validateBlockProps.
// Colours, sizes and ratios are choices from the design tokens, never free CSS (seed 002 §6).
import { BLOCK_KINDS } from './builder-list';
import { KIND_DEFINITIONS } from './kinds';
import {
  boolean,
  checkFields,
  collectMarkupPaths,
  image,
  link,
  list,
  number,
  object,
  select,
  text,
  textarea,
  textList,
  type BlockKindSpec,
  type PropIssue,
} from './field-spec';
import {
  BUTTON_VARIANTS,
  ICON_VARIANTS,
  STATUS_VARIANTS,
  EVENT_CARD_VARIANTS,
  CARD_SIZES,
  STORY_STATUSES,
} from './options';

export type { BlockKindSpec, FieldSpec, PropIssue, SelectOption } from './field-spec';
export { isAllowedLink } from './field-spec';

/** Kinds not yet moved to a definition (./kinds); each group's conversion takes its kinds out of here. */
const LEGACY_CATALOGUE: Record<string, BlockKindSpec> = {
  // The switches of /cookie-einstellungen: the page's behaviour, nothing to set.
  'consent-settings': {
    label: 'Cookie-Einstellungen (Schalter)',
    fields: {},
  },
  'about-hero': {
    label: 'Über uns: Hero',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      headline: text('Überschrift'),
      headlineAccent: text('Überschrift: Akzent'),
      subheadline: textarea('Unterzeile'),
      image: image('Bild', { use: 'hero' }),
      primaryCtaText: text('Erster Button: Text'),
      primaryCtaUrl: link('Erster Button: Link'),
      secondaryCtaText: text('Zweiter Button: Text'),
      secondaryCtaUrl: link('Zweiter Button: Link'),
      stats: list('Kennzahlen', {
        value: number('Wert', { required: true }),
        label: text('Bezeichnung', { required: true }),
        suffix: text('Einheit (Suffix)'),
      }),
    },
  },
  'about-story': {
    label: 'Über uns: Geschichte',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      intro: textarea('Einleitung'),
      currentIndex: number('Aktueller Eintrag (Index)', { min: 0 }),
      items: list('Einträge', {
        title: text('Titel'),
        subtitle: textarea('Untertitel'),
        description: textarea('Beschreibung'),
        year: text('Jahr'),
        iconName: text('Icon'),
        status: select('Status', STORY_STATUSES),
        metrics: list('Kennzahlen', {
          label: text('Bezeichnung'),
          value: number('Wert'),
          suffix: text('Einheit (Suffix)'),
        }),
        highlights: textList('Highlights'),
      }),
    },
  },
  'about-team': {
    label: 'Über uns: Team',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      intro: textarea('Einleitung'),
      members: list('Mitglieder', {
        name: text('Name', { required: true }),
        role: text('Rolle', { required: true }),
        bio: textarea('Kurzbiografie'),
        photo: image('Foto', { use: 'gallery' }),
        yearsExperience: number('Jahre Erfahrung', { min: 0 }),
        specialties: textList('Schwerpunkte'),
        socialLinks: list('Social-Media-Links', {
          platform: text('Plattform'),
          url: link('Link'),
          icon: text('Icon'),
        }),
      }),
      moreText: text('Mehr-Text'),
      specialtiesTitle: text('Schwerpunkte: Titel'),
    },
  },
  'about-values': {
    label: 'Über uns: Werte, Mission und Vision',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      intro: textarea('Einleitung'),
      values: list('Werte', {
        title: text('Titel'),
        description: textarea('Beschreibung'),
        iconName: text('Icon'),
      }),
      missionTitle: text('Mission: Titel'),
      mission: textarea('Mission'),
      visionTitle: text('Vision: Titel'),
      vision: textarea('Vision'),
    },
  },
  'about-stats': {
    label: 'Über uns: Zahlen',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      intro: textarea('Einleitung'),
      stats: list('Kennzahlen', {
        value: number('Wert', { required: true }),
        suffix: text('Einheit (Suffix)'),
        label: text('Bezeichnung', { required: true }),
        description: textarea('Beschreibung'),
        iconName: text('Icon'),
      }),
    },
  },
  'about-location': {
    label: 'Über uns: Standort',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      name: text('Name'),
      description: textarea('Beschreibung'),
      image: image('Bild', { use: 'gallery' }),
      street: text('Straße'),
      city: text('PLZ und Ort'),
      phone: text('Telefon'),
      email: text('E-Mail'),
      hoursTitle: text('Öffnungszeiten: Titel'),
      hours: list('Öffnungszeiten', {
        day: text('Tag'),
        time: text('Uhrzeit'),
      }),
      ctaText: text('CTA: Text'),
      ctaUrl: link('CTA: Link'),
      ctaExternal: boolean('CTA: externer Link'),
      showMap: boolean('Karte anzeigen'),
      mapTitle: text('Karte: Titel'),
    },
  },
  'about-cta': {
    label: 'Über uns: Call to Action',
    fields: {
      anchor: text('Sprunganker (ID)'),
      title: text('Titel'),
      description: textarea('Beschreibung'),
      primaryCtaText: text('Erster Button: Text'),
      primaryCtaUrl: link('Erster Button: Link'),
      secondaryCtaText: text('Zweiter Button: Text'),
      secondaryCtaUrl: link('Zweiter Button: Link'),
      trustIndicators: textList('Vertrauenshinweise'),
    },
  },
  'level-up-hero': {
    label: 'Level Up Week: Hero',
    fields: {
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
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      headline: text('Überschrift'),
      headlineAccent: text('Überschrift: Akzent'),
      subheadline: textarea('Unterzeile'),
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
      primaryCtaText: text('Erster Button: Text'),
      primaryCtaUrl: link('Erster Button: Link'),
      secondaryCtaText: text('Zweiter Button: Text'),
      secondaryCtaUrl: link('Zweiter Button: Link'),
    },
  },
  'level-up-program': {
    label: 'Level Up Week: 7-Tage-Programm',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      subtitle: textarea('Untertitel'),
      eventDate: text('Eventdatum'),
      currentDay: number('Aktueller Tag', { min: 0, max: 7 }),
      days: list('Tage', {
        day: number('Tag', { min: 1, max: 7 }),
        title: text('Titel'),
        description: textarea('Beschreibung'),
        focus: text('Fokus'),
        icon: text('Icon'),
        focusPoints: textList('Fokuspunkte'),
      }),
      focusTitle: text('Fokus: Titel'),
      workshopsTitle: text('Workshops: Titel'),
      workshopsSubtitle: text('Workshops: Untertitel'),
      workshops: list('Workshops', {
        day: number('Tag', { min: 1, max: 7 }),
        time: text('Uhrzeit'),
        title: text('Titel'),
        description: textarea('Beschreibung'),
      }),
      scheduleTitle: text('Ablauf: Titel'),
      schedule: list('Ablauf', {
        day: text('Tag'),
        sessions: list('Einheiten', {
          time: text('Uhrzeit'),
          title: text('Titel'),
        }),
      }),
      ctaTitle: text('CTA: Titel'),
      ctaDescription: textarea('CTA: Beschreibung'),
      ctaText: text('CTA: Text'),
      ctaUrl: link('CTA: Link'),
      secondaryCtaText: text('Zweiter Button: Text'),
      secondaryCtaUrl: link('Zweiter Button: Link'),
    },
  },
  'level-up-benefits': {
    label: 'Level Up Week: Vorteile',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      subtitle: textarea('Untertitel'),
      benefits: list('Vorteile', {
        title: text('Titel'),
        description: textarea('Beschreibung'),
        icon: text('Icon'),
        iconVariant: select('Icon-Variante', ICON_VARIANTS),
        features: textList('Merkmale'),
        highlight: text('Highlight'),
      }),
    },
  },
  'level-up-testimonials': {
    label: 'Level Up Week: Stimmen',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      subtitle: textarea('Untertitel'),
      testimonials: list('Stimmen', {
        key: text('Schlüssel'),
        name: text('Name'),
        title: text('Titel'),
        quote: textarea('Zitat'),
        photo: image('Foto', { use: 'gallery' }),
        badge: text('Badge'),
        event: text('Event'),
        achievements: textList('Erfolge'),
        before: textList('Vorher'),
        after: textList('Nachher'),
      }),
    },
  },
  'event-cards': {
    label: 'Event-Karten',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      subtitle: textarea('Untertitel'),
      cards: list('Karten', {
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
      }),
    },
  },
  'timeline-cards': {
    label: 'Timeline-Karten',
    fields: {
      anchor: text('Sprunganker (ID)'),
      eyebrow: text('Dachzeile'),
      title: text('Titel'),
      subtitle: textarea('Untertitel'),
      currentStep: number('Aktueller Schritt', { min: 0 }),
      size: select('Größe', CARD_SIZES),
      showProgress: boolean('Fortschritt anzeigen'),
      progressLabel: text('Fortschritt: Beschriftung'),
      items: list('Einträge', {
        key: text('Schlüssel'),
        title: text('Titel'),
        description: textarea('Beschreibung'),
        date: text('Datum'),
        step: number('Schritt', { min: 0 }),
        icon: text('Icon'),
        features: textList('Merkmale'),
        ctaText: text('CTA: Text'),
        ctaUrl: link('CTA: Link'),
        ctaVariant: select('CTA: Variante', BUTTON_VARIANTS),
      }),
    },
  },
};

/** Checks a block's props (overrides of its defaults) against its kind's fields; German messages by path. */
/** Every kind's label and fields: derived from the definitions (./kinds), plus the kinds not moved yet. */
export const BLOCK_CATALOGUE: Record<string, BlockKindSpec> = {
  ...Object.fromEntries(
    Object.values(KIND_DEFINITIONS).map((kind) => [kind.key, { label: kind.label, fields: kind.fields }]),
  ),
  ...LEGACY_CATALOGUE,
};

export function validateBlockProps(
  kind: string,
  props: unknown,
): { ok: true; props: Record<string, unknown> } | { ok: false; issues: PropIssue[] } {
  const spec = Object.hasOwn(BLOCK_CATALOGUE, kind) ? BLOCK_CATALOGUE[kind] : undefined;
  if (!spec || !BLOCK_KINDS.includes(kind)) {
    return { ok: false, issues: [{ path: '', message: `Unbekannter Block-Typ „${kind}“.` }] };
  }
  const issues: PropIssue[] = [];
  checkFields(spec.fields, props ?? {}, '', true, issues);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, props: (props ?? {}) as Record<string, unknown> };
}

/** The paths of every 'markup' value in a block's props (the server sanitises them), e.g. [['faqs', '0', 'answer']]. */
export function markupPaths(kind: string, props: Record<string, unknown>): string[][] {
  const spec = Object.hasOwn(BLOCK_CATALOGUE, kind) ? BLOCK_CATALOGUE[kind] : undefined;
  return spec ? collectMarkupPaths(spec.fields, props) : [];
}

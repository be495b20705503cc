// The editor fields of the about kinds (decision 0217): what the page editor shows for each prop and what the
// server accepts in a saved document. The public pages never load them: ./about.ts (labels, defaults, hydration)
// imports their types only.
import { boolean, image, link, list, number, select, text, textarea, textList } from '../field-spec';
import type { Fields } from '../field-spec';
import { STORY_STATUSES } from '../options';
import { ctaPairFields, heroHeadlineFields } from '../shared-fields';

/** The head of an about section: anchor, eyebrow, title and intro. */
const aboutSectionFields = {
  anchor: text('Sprunganker (ID)'),
  eyebrow: text('Dachzeile'),
  title: text('Titel'),
  intro: textarea('Einleitung'),
};

export const heroStatFields = {
  value: number('Wert', { required: true }),
  label: text('Bezeichnung', { required: true }),
  suffix: text('Einheit (Suffix)'),
};

export const teamStatFields = {
  value: number('Wert', { required: true }),
  suffix: text('Einheit (Suffix)'),
  label: text('Bezeichnung', { required: true }),
  description: textarea('Beschreibung'),
  iconName: text('Icon'),
};

export const storyItemFields = {
  title: text('Titel'),
  subtitle: textarea('Untertitel'),
  description: textarea('Beschreibung'),
  year: text('Jahr'),
  iconName: text('Icon'),
  status: select('Status', STORY_STATUSES),
  // Seed 002 §3 names an image for the about timeline item; the component always showed one when set.
  image: image('Bild', { use: 'gallery' }),
  metrics: list('Kennzahlen', {
    label: text('Bezeichnung'),
    value: number('Wert'),
    suffix: text('Einheit (Suffix)'),
  }),
  highlights: textList('Highlights'),
};

export const socialLinkFields = { platform: text('Plattform'), url: link('Link'), icon: text('Icon') };

export const teamMemberFields = {
  name: text('Name', { required: true }),
  role: text('Rolle', { required: true }),
  bio: textarea('Kurzbiografie'),
  photo: image('Foto', { use: 'gallery' }),
  yearsExperience: number('Jahre Erfahrung', { min: 0 }),
  specialties: textList('Schwerpunkte'),
  socialLinks: list('Social-Media-Links', socialLinkFields),
};

export const cultureValueFields = {
  title: text('Titel'),
  description: textarea('Beschreibung'),
  iconName: text('Icon'),
};

export const openingHoursFields = { day: text('Tag'), time: text('Uhrzeit') };

/** The editor fields of the about kinds, by key: their labels and defaults are in ./about.ts. */
export const aboutFields = {
  'about-hero': {
    ...heroHeadlineFields,
    image: image('Bild', { use: 'hero' }),
    ...ctaPairFields,
    stats: list('Kennzahlen', heroStatFields),
  },
  'about-story': {
    ...aboutSectionFields,
    currentIndex: number('Aktueller Eintrag (Index)', { min: 0 }),
    items: list('Einträge', storyItemFields),
  },
  'about-team': {
    ...aboutSectionFields,
    members: list('Mitglieder', teamMemberFields),
    moreText: text('Mehr-Text'),
    specialtiesTitle: text('Schwerpunkte: Titel'),
  },
  'about-values': {
    ...aboutSectionFields,
    values: list('Werte', cultureValueFields),
    missionTitle: text('Mission: Titel'),
    mission: textarea('Mission'),
    visionTitle: text('Vision: Titel'),
    vision: textarea('Vision'),
  },
  'about-stats': {
    ...aboutSectionFields,
    stats: list('Kennzahlen', teamStatFields),
  },
  'about-location': {
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
    hours: list('Öffnungszeiten', openingHoursFields),
    ctaText: text('CTA: Text'),
    ctaUrl: link('CTA: Link'),
    ctaExternal: boolean('CTA: externer Link'),
    showMap: boolean('Karte anzeigen'),
    mapTitle: text('Karte: Titel'),
  },
  'about-cta': {
    anchor: text('Sprunganker (ID)'),
    title: text('Titel'),
    description: textarea('Beschreibung'),
    ...ctaPairFields,
    trustIndicators: textList('Vertrauenshinweise'),
  },
} satisfies Record<string, Fields>;

// The core kinds (issue 23, decision 0171): the blocks of the always-loaded pages (home, contact, privacy, cookie
// settings, imprint). They ship with the content-page code; every other group is its own chunk.
import { FAQ_CATEGORIES, FAQ_ITEMS, STUDIO_CONTACT } from '../../content/marketing';
import { CONTACT_DEFAULT_FLAGS } from '../../schemas/contact';
import { defineGroup, type KindDefiner } from '../define';
import type { EmbedValues } from '../shared-fields';
import type { coreFields } from './core.fields';

// A kind of this group (decision 0217): its key has editor fields in ./core.fields.ts, its defaults are checked
// against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof coreFields> = (definition) => definition;

export const pageHeaderKind = defineKind({
  key: 'page-header',
  label: 'Seitenkopf',
  defaults: { eyebrow: '', heading: 'Überschrift', intro: '' },
  browser: 'static',
});

export const openingHoursKind = defineKind({
  key: 'opening-hours',
  label: 'Öffnungszeiten',
  defaults: {
    title: 'Öffnungszeiten',
    subtitle: '',
    hours: [
      { days: 'Montag bis Freitag', time: '6:00–22:00 Uhr' },
      { days: 'Samstag', time: '8:00–20:00 Uhr' },
      { days: 'Sonntag', time: '10:00–18:00 Uhr' },
    ],
  },
  browser: 'static',
});

export const templateNoticeKind = defineKind({
  key: 'template-notice',
  label: 'Hinweis: Vorlage',
  defaults: {
    text: 'Vorlage: Dieser Text ist ein Entwurf und keine Rechtsberatung. Das Studio muss ihn vor der Veröffentlichung rechtlich prüfen lassen und die Angaben zu Hoster, Anbietern und Kontakt ergänzen.',
  },
  browser: 'static',
});

export const heroKind = defineKind({
  key: 'hero',
  label: 'Hero',
  defaults: {
    eyebrow: 'Functional Training & HIIT',
    headline: 'Dein Training.',
    headlineAccent: 'Deine Community.',
    subheadline:
      'Morgens funktionelles Training und HIIT in kleinen Gruppen – mit Trainern, die dich kennen.',
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Kurse ansehen',
    secondaryCtaUrl: '/kurse',
    trustIndicators: ['Keine Anmeldegebühr', 'Flexible Verträge', 'Professionelle Trainer'],
    statistics: [
      { key: 'dauer', value: 45, suffix: 'Min.', label: 'Training' },
      { key: 'start', value: '6:30', suffix: 'Uhr', label: 'Kursstart' },
      { key: 'zufriedenheit', value: 100, suffix: '%', label: 'Zufriedenheit' },
    ],
  },
  browser: { interactive: 'the statistics count up when they come into view' },
});

export const statisticGridKind = defineKind({
  key: 'statistic-grid',
  label: 'Statistiken',
  defaults: {
    title: 'Zahlen, die für sich sprechen',
    subtitle: '',
    columns: 4,
    statistics: [
      { key: 'teilnehmer', value: 2847, label: 'Teilnehmer', iconName: 'users' },
      { key: 'erfolg', value: 94, suffix: '%', label: 'Erfolgsquote', iconName: 'trophy' },
      { key: 'abnahme', value: 8, suffix: ' kg', label: 'durchschnittlich abgenommen', iconName: 'flame' },
      {
        key: 'zufriedenheit',
        value: 98,
        suffix: '%',
        label: 'Zufriedenheit',
        iconName: 'heart',
        showProgress: true,
        maxValue: 100,
      },
    ],
  },
  browser: { interactive: 'the statistics count up when they come into view' },
});

export const callToActionKind = defineKind({
  key: 'call-to-action',
  label: 'Call to Action',
  defaults: {
    title: 'Bereit für dein erstes Training?',
    description: 'Teste uns 7 Tage kostenlos und finde heraus, welches Training zu dir passt.',
    primaryText: 'Kostenloses Probetraining',
    primaryUrl: '/kontakt',
    secondaryText: 'Kurse ansehen',
    secondaryUrl: '/kurse',
    variant: 'default',
    size: 'lg',
    trustIndicators: ['Keine Anmeldegebühr', 'Flexible Verträge', 'Professionelle Trainer'],
    anchor: '',
  },
  browser: { interactive: "a '#probetraining' link opens the recommendation funnel" },
});

export const offerCardKind = defineKind({
  key: 'offer-card',
  label: 'Angebotskarte',
  defaults: {
    title: '7-Wochen-Challenge',
    price: '297€',
    period: 'einmalig',
    featured: true,
    ctaText: 'Jetzt anmelden',
    ctaUrl: '/kontakt',
    disclaimer:
      '100€ Cashback bei erfolgreichem Abschluss, die restlichen 197€ werden auf Leistungen im Studio angerechnet.',
    featuredLabel: 'Empfohlen',
  },
  browser: 'static',
});

export const membershipTiersKind = defineKind({
  key: 'membership-tiers',
  label: 'Mitgliedschaften',
  defaults: {
    eyebrow: 'Mitgliedschaften',
    title: 'Finde deine Mitgliedschaft',
    subtitle: 'Drei Wege ins Training – beantworte vier kurze Fragen und wir empfehlen dir den passenden.',
    ctaText: 'Probetraining vereinbaren',
    funnelText: 'Passende Mitgliedschaft finden',
    source: 'studio',
  },
  browser: {
    interactive: 'the studio’s membership types are read live; the button opens the funnel',
    readsApi: true,
  },
});

export const faqKind = defineKind({
  key: 'faq',
  label: 'FAQ',
  defaults: {
    badge: 'FAQ',
    title: 'Häufig gestellte Fragen',
    subtitle: '',
    showSearch: true,
    searchPlaceholder: 'Frage suchen …',
    showCategories: true,
    showCategoryIcons: true,
    categories: [...FAQ_CATEGORIES],
    faqs: [...FAQ_ITEMS],
    contactTitle: 'Noch Fragen?',
    contactText: 'Schreib uns – wir antworten innerhalb von 2 Stunden.',
    contactUrl: '/kontakt',
  },
  browser: { interactive: 'the search, the category tabs and the answers that open' },
});

export const legalSectionKind = defineKind({
  key: 'legal-section',
  label: 'Rechtlicher Abschnitt',
  defaults: {
    number: 1,
    title: 'Datenschutz auf einen Blick',
    intro: '',
    paragraphs: [],
    accordions: [],
    gridColumns: 1,
    gradient: 'primary',
    linkText: '',
    linkUrl: '',
  },
  browser: { interactive: 'the sections that open' },
});

export const privacyRightsKind = defineKind({
  key: 'privacy-rights',
  label: 'Deine Rechte',
  defaults: {
    title: 'Deine Rechte',
    intro: 'Du hast jederzeit das Recht, unentgeltlich Folgendes von uns zu verlangen:',
    gridColumns: 4,
    gradient: 'secondary',
    rights: [
      {
        title: 'Auskunft',
        text: 'über Herkunft, Empfänger und Zweck deiner gespeicherten personenbezogenen Daten (Art. 15 DSGVO).',
      },
      {
        title: 'Berichtigung',
        text: 'unrichtiger Daten, die wir über dich gespeichert haben (Art. 16 DSGVO).',
      },
      {
        title: 'Löschung',
        text: 'deiner Daten, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO).',
      },
      {
        title: 'Widerruf',
        text: 'einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO), etwa in den Cookie-Einstellungen.',
      },
    ],
    complaint: 'Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
  },
  browser: 'static',
});

export const privacyContactsKind = defineKind({
  key: 'privacy-contacts',
  label: 'Datenschutz-Kontakt und verantwortliche Stelle',
  defaults: {
    privacyTitle: 'Fragen zum Datenschutz',
    privacyText: 'Schreib uns, wenn du Auskunft möchtest oder eine Einwilligung widerrufen willst.',
    responsibleTitle: 'Verantwortliche Stelle',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
  },
  browser: 'static',
});

export const mapEmbedKind = defineKind({
  key: 'map-embed',
  label: 'Karte',
  defaults: {
    kind: 'map',
    title: 'So findest du uns',
    src: STUDIO_CONTACT.mapEmbedUrl,
    provider: 'OpenStreetMap',
    fallbackText: `${STUDIO_CONTACT.name}, ${STUDIO_CONTACT.street}, ${STUDIO_CONTACT.city}`,
    fallbackLinkText: 'Route planen',
    fallbackLinkUrl: STUDIO_CONTACT.mapsUrl,
    aspectRatio: '16 / 9',
  } satisfies EmbedValues,
  browser: { interactive: 'the map loads only after consent to external media' },
});

export const videoEmbedKind = defineKind({
  key: 'video-embed',
  label: 'Video',
  defaults: {
    kind: 'video',
    title: 'Ein Blick ins Training',
    src: 'https://www.youtube-nocookie.com/embed/',
    provider: 'YouTube',
    fallbackText: 'Das Video zeigt eine Trainingseinheit in unserem Studio.',
    fallbackLinkText: 'Auf YouTube ansehen',
    fallbackLinkUrl: 'https://www.youtube.com/',
    aspectRatio: '16 / 9',
  } satisfies EmbedValues,
  browser: { interactive: 'the video loads only after consent to external media' },
});

export const cookieSettingsActionKind = defineKind({
  key: 'cookie-settings-action',
  label: 'Cookie-Einstellungen (Schnellzugriff)',
  defaults: {
    title: 'Cookie-Einstellungen',
    text: 'Du kannst deine Auswahl zu Cookies und externen Medien jederzeit ändern.',
    buttonText: 'Cookie-Einstellungen öffnen',
  },
  browser: { interactive: 'the button opens the cookie settings' },
});

export const contactFormKind = defineKind({
  key: 'contact-form',
  label: 'Kontaktformular',
  defaults: {
    title: 'Schreib uns',
    nameLabel: 'Name',
    emailLabel: 'E-Mail-Adresse',
    phoneLabel: 'Telefonnummer',
    subjectLabel: 'Betreff',
    messageLabel: 'Nachricht',
    namePlaceholder: 'Dein Name',
    emailPlaceholder: 'deine@email.de',
    phonePlaceholder: 'Optional',
    subjectPlaceholder: 'Worum geht es?',
    messagePlaceholder: 'Deine Nachricht an uns',
    ...CONTACT_DEFAULT_FLAGS,
    marketingConsentText: 'Ich möchte Neuigkeiten und Angebote per E-Mail erhalten (optional).',
    privacyConsentText:
      'Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Daten einverstanden',
    submitText: 'Nachricht senden',
    enableRouteTracking: true,
    requiredNote: 'Pflichtfelder sind mit * markiert.',
    privacyLinkText: 'Datenschutzerklärung',
    submittingText: 'Wird gesendet...',
    successTitle: 'Nachricht erfolgreich gesendet!',
    successText: 'Vielen Dank für deine Nachricht. Wir melden uns so schnell wie möglich bei dir.',
    errorTitle: 'Fehler',
    errorText: 'Es ist ein Fehler aufgetreten. Bitte versuche es später noch einmal.',
  },
  browser: { interactive: 'the form validates and sends' },
});

export const courseWeekGridKind = defineKind({
  key: 'course-week-grid',
  label: 'Kurse der Woche',
  defaults: {
    subtitle: 'Alle Kurse von Montag bis Sonntag auf einen Blick. Tippe auf einen Kurs für Details.',
    linkText: 'Alle Kurse mit Filtern',
    showInstall: true,
  },
  // A visitor's week is links (static HTML); it hydrates on the first tap or focus inside it (a member's page is the
  // app: their booking buttons). The install offer is an island of its own, hydrated when the browser is idle.
  browser: {
    parts: 'the week (on the first tap inside it) and the install offer (when the browser is idle)',
  },
});

export const coreGroup = defineGroup('core', 'Grundbausteine', [
  pageHeaderKind,
  heroKind,
  statisticGridKind,
  callToActionKind,
  offerCardKind,
  openingHoursKind,
  membershipTiersKind,
  faqKind,
  legalSectionKind,
  privacyRightsKind,
  privacyContactsKind,
  templateNoticeKind,
  mapEmbedKind,
  videoEmbedKind,
  cookieSettingsActionKind,
  contactFormKind,
  courseWeekGridKind,
]);

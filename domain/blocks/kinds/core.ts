// The core kinds (issue 23, decision 0171): the blocks of the always-loaded pages (home, contact, privacy, cookie
// settings, imprint). They ship with the content-page code; every other group is its own chunk.
import { defineGroup, defineKind } from '../define';
import { link, list, text, textarea } from '../field-spec';

export const pageHeaderKind = defineKind({
  key: 'page-header',
  label: 'Seitenkopf',
  fields: {
    eyebrow: text('Dachzeile'),
    heading: text('Überschrift'),
    intro: textarea('Einleitung'),
  },
  defaults: { eyebrow: '', heading: 'Überschrift', intro: '' },
  browser: 'static',
});

export const openingHoursKind = defineKind({
  key: 'opening-hours',
  label: 'Öffnungszeiten',
  fields: {
    title: text('Titel'),
    hours: list('Öffnungszeiten', { days: text('Tage'), time: text('Uhrzeit') }),
  },
  defaults: {
    title: 'Öffnungszeiten',
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
  fields: { text: textarea('Text') },
  defaults: {
    text: 'Vorlage: Dieser Text ist ein Entwurf und keine Rechtsberatung. Das Studio muss ihn vor der Veröffentlichung rechtlich prüfen lassen und die Angaben zu Hoster, Anbietern und Kontakt ergänzen.',
  },
  browser: 'static',
});

export const coreGroup = defineGroup('core', 'Grundbausteine', [
  pageHeaderKind,
  openingHoursKind,
  templateNoticeKind,
]);
void link;

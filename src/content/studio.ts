// The studio's fixed facts and the site's navigation, in German. Opening hours are seed 002 §9; the claims in
// TRUST_POINTS are seed 002 §9 "Trust points".
import { STUDIO_NAME } from '#domain/constants';
import { paths } from '../config/paths';

export const STUDIO_TAGLINE = 'Functional Training & HIIT in kleinen Gruppen';

export const STUDIO_DESCRIPTION = `${STUDIO_NAME} ist dein Studio für funktionelles Training und hochintensives Intervalltraining – mit Trainerinnen und Trainern, die dich kennen und jede Einheit begleiten.`;

export interface OpeningHours {
  /** Short form for tight spaces, e.g. 'Mo–Fr'. */
  days: string;
  /** Spoken form for screen readers and long lists. */
  daysLong: string;
  time: string;
}

export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Mo–Fr', daysLong: 'Montag bis Freitag', time: '6:00–22:00 Uhr' },
  { days: 'Sa', daysLong: 'Samstag', time: '8:00–20:00 Uhr' },
  { days: 'So', daysLong: 'Sonntag', time: '10:00–18:00 Uhr' },
];

export const TRUST_POINTS: readonly string[] = [
  'Keine Anmeldegebühr',
  'Flexible Verträge',
  'Professionelle Trainer',
];

export interface NavItem {
  label: string;
  to: string;
}

// The header's and footer's menus are content now (decision 0152): DEFAULT_MENUS in domain/menus/menus.ts seeds them.

/** A trainer's own navigation (issue 22): their sessions and the desk's check-in. */
export const TRAINER_NAV: readonly (NavItem & { end?: boolean })[] = [
  { label: 'Meine Termine', to: paths.trainer, end: true },
  { label: 'Check-in', to: paths.checkIn },
];

export const ADMIN_NAV: readonly (NavItem & { end?: boolean })[] = [
  { label: 'Übersicht', to: paths.admin.dashboard, end: true },
  { label: 'Kurse', to: paths.admin.courses },
  { label: 'Buchungen', to: paths.admin.bookings },
  { label: 'Klienten', to: paths.admin.participants },
  { label: 'Mitgliedschaften', to: paths.admin.memberships },
  { label: 'Anfragen', to: paths.admin.leads },
  { label: 'Nachrichten', to: paths.admin.messages },
  { label: 'Blog', to: paths.admin.blog },
  { label: 'Seiten', to: paths.admin.pages },
  { label: 'Menüs', to: paths.admin.menus },
  { label: 'Auswertung', to: paths.admin.reports },
  { label: 'Einstellungen', to: paths.admin.settings },
  { label: 'Check-in', to: paths.checkIn },
  { label: 'Meine Termine', to: paths.trainer },
  { label: 'Blöcke', to: paths.bloecke },
];

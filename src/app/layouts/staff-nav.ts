// The site's staff navigation, in German (the header's and footer's menus are content: decision 0152).
import { paths } from '../../config/paths';

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
  { label: 'Verträge', to: paths.admin.contracts },
  { label: 'Beiträge', to: paths.admin.billing },
  { label: 'Anfragen', to: paths.admin.leads },
  { label: 'Nachrichten', to: paths.admin.messages },
  { label: 'Blog', to: paths.admin.blog },
  { label: 'Seiten', to: paths.admin.pages },
  { label: 'Menüs', to: paths.admin.menus },
  { label: 'Auswertung', to: paths.admin.reports },
  { label: 'Standorte', to: paths.admin.locations },
  { label: 'Einstellungen', to: paths.admin.settings },
  { label: 'Check-in', to: paths.checkIn },
  { label: 'Meine Termine', to: paths.trainer },
  { label: 'Blöcke', to: paths.bloecke },
];

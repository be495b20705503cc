// The site's staff navigation, in German (the header's and footer's menus are content: decision 0152).
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Chain-wide (decision 0205): shown to admins only, not to a manager of some locations. */
  adminOnly?: true;
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
  { label: 'Mitgliedschaften', to: paths.admin.memberships, adminOnly: true },
  { label: 'Verträge', to: paths.admin.contracts, adminOnly: true },
  { label: 'Beiträge', to: paths.admin.billing, adminOnly: true },
  { label: 'Anfragen', to: paths.admin.leads, adminOnly: true },
  { label: 'Nachrichten', to: paths.admin.messages, adminOnly: true },
  { label: 'Blog', to: paths.admin.blog, adminOnly: true },
  { label: 'Seiten', to: paths.admin.pages, adminOnly: true },
  { label: 'Menüs', to: paths.admin.menus, adminOnly: true },
  { label: 'Auswertung', to: paths.admin.reports },
  { label: 'Standorte', to: paths.admin.locations, adminOnly: true },
  { label: 'Einstellungen', to: paths.admin.settings, adminOnly: true },
  { label: 'Check-in', to: paths.checkIn },
  { label: 'Meine Termine', to: paths.trainer },
  { label: 'Blöcke', to: paths.bloecke, adminOnly: true },
];

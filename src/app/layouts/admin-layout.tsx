// The admin layout (seed 000 §2 "admin"): a navy top bar with the way back to the site, and the admin navigation:
// a side column from 64rem, a wrapping tab row above the content on smaller screens (every tab visible at 768 px).
// The desk layout of /check-in and /trainer (issues 14, 22): the admin layout for admins; for trainers the bar
// and their own navigation ('Meine Termine', 'Check-in').
import { NavLink, Outlet } from 'react-router-dom';
import { hasPermission, isAdmin } from '#domain/auth/permissions';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { ADMIN_NAV, TRAINER_NAV, type NavItem } from './staff-nav';
import { useSession } from '../../features/auth/session-store';
import { MainContent, SkipLink } from './main-content';
import './admin-layout.css';
import './layouts.css';

/** The navy bar: the logo (to `home`), the area's label and the way back to the site. */
function AdminBar({ label, home }: { label: string; home: string }) {
  return (
    <header className="admin__bar">
      <div className="admin__bar-inner">
        <div className="admin__brand">
          <BrandLogo tone="light" to={home} />
          <span className="admin__label">{label}</span>
        </div>
        <Button to={paths.home} variant="ghost" size="sm" iconStart="arrow-left" className="admin__back">
          Zur Website
        </Button>
      </div>
    </header>
  );
}

/** The area's navigation: a side column from 64rem, a wrapping tab row above the content on smaller screens. */
function AreaNav({ label, items }: { label: string; items: readonly (NavItem & { end?: boolean })[] }) {
  return (
    <nav className="admin__nav" aria-label={label}>
      <ul className="admin__nav-list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="admin__nav-link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminLayout() {
  // A manager's menu leaves out the chain-wide screens (decision 0205); the server refuses them anyway.
  const admin = useSession((state) => isAdmin(state.user));
  return (
    <div className="layout admin">
      <SkipLink />
      <AdminBar label="Verwaltung" home={paths.admin.dashboard} />
      <div className="admin__body">
        <AreaNav label="Verwaltung" items={admin ? ADMIN_NAV : ADMIN_NAV.filter((item) => !item.adminOnly)} />
        <MainContent className="layout__main admin__main">
          <Outlet />
        </MainContent>
      </div>
    </div>
  );
}

/** The page editor (issue 13): the bar and the editor across the whole width, no navigation column. */
export function EditorLayout() {
  return (
    <div className="layout admin">
      <SkipLink />
      <AdminBar label="Seiten-Editor" home={paths.admin.pages} />
      <MainContent className="layout__main admin__editor">
        <Outlet />
      </MainContent>
    </div>
  );
}

/**
 * /check-in and /trainer: an admin or a manager stays in the admin layout; a trainer gets the bar and their own
 * two pages.
 */
export function DeskLayout() {
  const staff = useSession((state) => hasPermission(state.user, 'Manager'));
  if (staff) return <AdminLayout />;
  return (
    <div className="layout admin">
      <SkipLink />
      <AdminBar label="Trainer" home={paths.trainer} />
      <div className="admin__body">
        <AreaNav label="Trainer-Bereich" items={TRAINER_NAV} />
        <MainContent className="layout__main admin__main">
          <Outlet />
        </MainContent>
      </div>
    </div>
  );
}

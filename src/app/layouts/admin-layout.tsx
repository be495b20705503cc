// The admin layout (seed 000 §2 "admin"): a navy top bar with the way back to the site, and the admin navigation:
// a side column from 64rem, a scrollable tab row above the content on small screens.
import { NavLink, Outlet } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { ADMIN_NAV } from '../../content/studio';
import { MainContent, SkipLink } from './main-content';
import './admin-layout.css';
import './layouts.css';

export function AdminLayout() {
  return (
    <div className="layout admin">
      <SkipLink />
      <header className="admin__bar">
        <div className="admin__bar-inner">
          <div className="admin__brand">
            <BrandLogo tone="light" to={paths.admin.dashboard} />
            <span className="admin__label">Verwaltung</span>
          </div>
          <Button to={paths.home} variant="ghost" size="sm" iconStart="arrow-left" className="admin__back">
            Zur Website
          </Button>
        </div>
      </header>
      <div className="admin__body">
        <nav className="admin__nav" aria-label="Verwaltung">
          <ul className="admin__nav-list">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="admin__nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MainContent className="layout__main admin__main">
          <Outlet />
        </MainContent>
      </div>
    </div>
  );
}

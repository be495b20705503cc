// The public layout (seed 000 §2 "default"): skip link, header with navigation, the page, footer.
import { Outlet } from 'react-router-dom';
import { MainContent, SkipLink } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layouts.css';

export function DefaultLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <SiteHeader />
      <MainContent className="layout__main">
        <Outlet />
      </MainContent>
      <SiteFooter />
    </div>
  );
}

// The public layout (seed 000 §2 "default"): skip link, header with navigation, the page, footer. As a route it
// shows the matched page; given children (the 403 page of an admin route) it shows those.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MainContent, SkipLink } from './main-content';
import { SiteFooter } from './site-footer';
import { useSiteMenus } from '../../features/menus/api/get-menus';
import { Island, useIslandsMode } from '../islands/island';
import { SiteHeader } from './site-header';
import { VisitorHeader } from './visitor-header';
import './layouts.css';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout">
      <SkipLink />
      {useIslandsMode() ? <VisitorHeaderIsland /> : <SiteHeader />}
      <MainContent className="layout__main layout__main--site">{children ?? <Outlet />}</MainContent>
      <SiteFooter />
    </div>
  );
}

/** A visitor's header on a page of islands (decision 0183): hydrated at once, the menus travel as props. */
function VisitorHeaderIsland() {
  const { main } = useSiteMenus();
  return (
    <Island kind="@site-header" props={{ main }} when="load">
      <VisitorHeader main={main} />
    </Island>
  );
}

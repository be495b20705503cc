// The public layout (seed 000 §2 "default"): skip link, header with navigation, the page, footer. As a route it
// shows the matched page; given children (the 403 page of an admin route) it shows those.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MainContent, SkipLink } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Island } from '../islands/island';
import './layouts.css';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout">
      <SkipLink />
      <Island kind="@site-header" props={{}} when="load">
        <SiteHeader />
      </Island>
      <MainContent className="layout__main">{children ?? <Outlet />}</MainContent>
      <SiteFooter />
    </div>
  );
}

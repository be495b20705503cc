// The public site's header: brand, the main navigation (content: the published menus, decision 0152) and the
// account actions it is given. Below 68rem the navigation is a drawer behind a menu button (aria-expanded); from
// 68rem up it is an inline link row and the button is gone. It reads nothing itself, so a visitor's page of
// islands (decision 0183) hydrates it with the menus as props and without the query cache or the session.
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { MenuLink } from '#domain/menus/menus';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { useScrollLock } from '../../components/ui/scroll-lock';
import { paths } from '../../config/paths';
import { REPLAY_KEY } from '../ssr/early-input';
import { MenuLinkItem } from './menu-link';
import './site-header.css';

/** Keep in step with the breakpoint in site-header.css. */
const DESKTOP_QUERY = '(min-width: 68rem)';

export function SiteHeaderBar({
  main,
  account,
  trial,
}: {
  main: readonly MenuLink[];
  /** 'Anmelden', or the member's menu. */
  account: ReactNode;
  /** A trial session is for visitors; members have their dashboard. */
  trial: boolean;
}) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Growing past the breakpoint turns the drawer into the inline row: nothing is "open" any more.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onBreakpoint = () => desktop.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onBreakpoint);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onBreakpoint);
    };
  }, [open]);

  // Following a link in the drawer closes it, and so does signing out.
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, [data-closes-menu]')) setOpen(false);
  };

  return (
    <header className={`site-header${open ? ' site-header--open' : ''}`}>
      <div className="container site-header__bar">
        <BrandLogo />
        <button
          ref={buttonRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={navId}
          aria-label="Menü"
          {...{ [REPLAY_KEY]: 'site-menu' }}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size="1.5rem" />
        </button>
        <nav id={navId} className="site-nav" aria-label="Hauptnavigation" onClick={onNavClick}>
          <ul className="site-nav__list">
            {main.map((item, index) => (
              <li key={`${index}-${item.href}`}>
                <MenuLinkItem link={item} className="site-nav__link" nav />
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            {account}
            {trial && (
              <Button to={paths.contact} variant="primary">
                Probetraining
              </Button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

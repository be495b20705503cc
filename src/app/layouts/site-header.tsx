// The public site's header: brand, the main navigation (content: the published menus, decision 0152) and account actions (the auth feature's UserMenu: 'Anmelden',
// or the member's first name with their links). Below 68rem the navigation is a drawer behind a menu button
// (aria-expanded); from 68rem up it is an inline link row and the button is gone.
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { useScrollLock } from '../../components/ui/scroll-lock';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session-store';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useSiteMenus } from '../../features/menus/api/get-menus';
import { MenuLinkItem } from './menu-link';
import './site-header.css';

/** Keep in step with the breakpoint in site-header.css. */
const DESKTOP_QUERY = '(min-width: 68rem)';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signedOut = useSession((state) => state.status === 'signedOut');
  const { main } = useSiteMenus();

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
            <UserMenu />
            {/* A trial session is for visitors; members have their dashboard. */}
            {signedOut && (
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

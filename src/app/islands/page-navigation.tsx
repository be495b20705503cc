// Links and navigation in an island (decision 0212, 0183): src/lib/navigation.ts's helpers as plain page loads,
// provided by the island's frame on the server and in the browser alike, so a page of islands never loads the
// router (30 KB gzip). An island knows only the page's URL; a link is a plain link and a navigation a page load,
// served from the render cache and the worker; a change of the query or hash on the same page (the catalogue's
// filters) goes into the history and re-renders the island. A link's markup is the router's (href, data-discover,
// NavLink's class and aria-current), so a block looks the same in the app and in an island.
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  NavigationProvider,
  type LinkProps,
  type Navigate,
  type Navigation,
  type NavLinkProps,
  type Path,
  type SetSearchParams,
  type To,
} from '../../lib/navigation';

function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const anchor = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${anchor}`;
}

function parsePath(path: string): Path {
  const url = new URL(path, 'http://island.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Where `to` leads from the page (an absolute path, or one relative to the current path). */
function resolve(to: To, from: Path): string {
  if (typeof to !== 'string') return createPath({ pathname: from.pathname, ...to });
  if (to.startsWith('#')) return `${from.pathname}${from.search}${to}`;
  const url = new URL(to, `http://island.invalid${from.pathname}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

interface Page {
  location: Path;
  /** Changes the island's address within its page (same path: history and state); false for another page. */
  samePage(href: string, replace: boolean): boolean;
}

const PageContext = createContext<Page | null>(null);

function usePage(): Page {
  const page = use(PageContext);
  if (!page) throw new Error('page navigation outside its PageNavigation');
  return page;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function PageLink({ to, replace: _replace, reloadDocument: _reload, ...rest }: LinkProps) {
  const { location } = usePage();
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  return (
    <a
      {...rest}
      href={absolute ? (to as string) : resolve(to, location)}
      data-discover={absolute ? undefined : 'true'}
    />
  );
}

/** The router's rule: the link's path is the page's, or (without `end`) a parent of it. */
function PageNavLink({ className, children, end = false, ...rest }: NavLinkProps) {
  const { location } = usePage();
  const current = location.pathname.toLowerCase();
  const target = parsePath(resolve(rest.to, location)).pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <PageLink {...rest} className={classes} aria-current={isActive ? 'page' : undefined}>
      {typeof children === 'function' ? children(state) : children}
    </PageLink>
  );
}

function usePageNavigate(): Navigate {
  const { location, samePage } = usePage();
  return (to, options) => {
    if (typeof to === 'number') return window.history.go(to);
    const href = resolve(to, location);
    if (samePage(href, options?.replace ?? false)) return;
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  };
}

function usePageSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location } = usePage();
  const navigate = usePageNavigate();
  return [
    new URLSearchParams(location.search),
    (next, options) => {
      const query = next.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
  ];
}

const pageNavigation: Navigation = {
  Link: PageLink,
  NavLink: PageNavLink,
  useLocation: () => usePage().location,
  useNavigate: usePageNavigate,
  useSearchParams: usePageSearchParams,
};

/** An island's navigation: the page at `url` (path and query); another page is a page load. */
export function PageNavigation({ url, children }: { url: string; children: ReactNode }) {
  const [location, setLocation] = useState<Path>(() => parsePath(url));
  useEffect(() => {
    const onPopState = () => {
      const { pathname, search, hash } = window.location;
      setLocation({ pathname, search, hash });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const samePage = useCallback(
    (href: string, replace: boolean) => {
      const next = parsePath(href);
      if (next.pathname !== location.pathname) return false;
      window.history[replace ? 'replaceState' : 'pushState'](null, '', href);
      setLocation(next);
      return true;
    },
    [location.pathname],
  );
  return (
    <NavigationProvider value={pageNavigation}>
      <PageContext value={{ location, samePage }}>{children}</PageContext>
    </NavigationProvider>
  );
}

// React Router as an island sees it (decision 0183): the islands build (vite.config.ts, mode 'islands') resolves
// 'react-router-dom' to this module, so a page of islands never loads the router (30 KB gzip). An island knows
// only the page's URL; a link is a plain link and a navigation a page load, served from the render cache and the
// worker. The markup is the router's own (href, data-discover, NavLink's class and aria-current): the server
// renders each island with the real router, and the browser hydrates it with this.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export type To = string | Partial<Path>;
export interface Location extends Path {
  state: unknown;
  key: string;
}
export interface Navigator {
  createHref(to: To): string;
  push(to: To): void;
  replace(to: To): void;
  go(delta: number): void;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const anchor = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${anchor}`;
}

function parsePath(path: string): Path {
  const url = new URL(path, 'http://island.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const LocationContext = createContext<Location | null>(null);

function useCurrentLocation(): Location {
  const location = use(LocationContext);
  if (location) return location;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

/** Changes the island's address within its page (same path: history and state); null outside a Router. */
const SamePageContext = createContext<((href: string, replace: boolean) => boolean) | null>(null);

/**
 * The router of an island: it provides the page's URL. A change of the query or hash on the same page (the
 * catalogue's filters) goes into the history and re-renders the island; any other path is a page load.
 */
export function Router({
  location,
  children,
}: {
  location: string | Partial<Location>;
  children?: ReactNode;
}) {
  const [path, setPath] = useState<Path>(() =>
    typeof location === 'string' ? parsePath(location) : { ...parsePath('/'), ...location },
  );
  useEffect(() => {
    const onPopState = () => {
      const { pathname, search, hash } = window.location;
      setPath({ pathname, search, hash });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const samePage = useCallback(
    (href: string, replace: boolean) => {
      const next = parsePath(href);
      if (next.pathname !== path.pathname) return false;
      window.history[replace ? 'replaceState' : 'pushState'](null, '', href);
      setPath(next);
      return true;
    },
    [path.pathname],
  );
  return (
    <SamePageContext value={samePage}>
      <LocationContext value={{ ...path, state: null, key: 'default' }}>{children}</LocationContext>
    </SamePageContext>
  );
}

/** Where `to` leads from the page (an absolute path, or one relative to the current path). */
function resolve(to: To, from: Path): string {
  if (typeof to !== 'string') return createPath({ pathname: from.pathname, ...to });
  if (to.startsWith('#')) return `${from.pathname}${from.search}${to}`;
  const url = new URL(to, `http://island.invalid${from.pathname}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: 'route' | 'path';
  viewTransition?: boolean;
  discover?: 'render' | 'none';
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  to,
  replace: _replace,
  state: _state,
  reloadDocument: _reload,
  preventScrollReset: _scroll,
  relative: _relative,
  viewTransition: _transition,
  discover = 'render',
  ...rest
}: LinkProps) {
  const from = useCurrentLocation();
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  return (
    <a
      {...rest}
      href={absolute ? (to as string) : resolve(to, from)}
      data-discover={!absolute && discover === 'render' ? 'true' : undefined}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  className?:
    string | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string);
  children?:
    ReactNode | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => ReactNode);
  end?: boolean;
  caseSensitive?: boolean;
}

/** The router's rule: the link's path is the page's, or (without `end`) a parent of it. */
export function NavLink({ className, children, end = false, caseSensitive = false, ...rest }: NavLinkProps) {
  const from = useCurrentLocation();
  let current = from.pathname;
  let target = parsePath(resolve(rest.to, from)).pathname;
  if (!caseSensitive) {
    current = current.toLowerCase();
    target = target.toLowerCase();
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined}>
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

export function useLocation(): Location {
  return useCurrentLocation();
}

export function useNavigate(): (to: To | number, options?: { replace?: boolean }) => void {
  const from = useCurrentLocation();
  const samePage = use(SamePageContext);
  return (to, options) => {
    if (typeof to === 'number') return window.history.go(to);
    const href = resolve(to, from);
    if (samePage?.(href, options?.replace ?? false)) return;
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  };
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
] {
  const from = useCurrentLocation();
  const navigate = useNavigate();
  return [
    new URLSearchParams(from.search),
    (next, options) => {
      const query = next.toString();
      navigate(`${from.pathname}${query ? `?${query}` : ''}`, options);
    },
  ];
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

export function useInRouterContext(): boolean {
  return true;
}

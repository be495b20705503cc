// Links and navigation for code that runs in the app and in a public page's island alike (decision 0212): the
// shared components (buttons, the header's menu, the consent bar, the catalogue's filters) import them from here,
// never from react-router-dom, so an island's code carries no router. The app wires them to React Router
// (src/app/router-navigation.ts, at its start: src/main.tsx, src/entry-server.tsx); an island's frame provides
// plain page navigation (src/app/islands/page-navigation.tsx), on the server and in the browser alike. A component
// that reaches for a navigation nobody provides fails loudly.
import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a link or a navigation leads: a path (absolute or relative to the page's) or its parts. */
export type To = string | Partial<Path>;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  /** A page load even in the app (a file the server answers, not a route). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export interface LinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  className?: string | ((state: LinkState) => string);
  children?: ReactNode | ((state: LinkState) => ReactNode);
  end?: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  /** The app keeps the scroll position (a filter changed on the same page). */
  preventScrollReset?: boolean;
}

export type Navigate = (to: To | number, options?: NavigateOptions) => void;
export type SetSearchParams = (next: URLSearchParams, options?: NavigateOptions) => void;

/** One way of linking and navigating: React Router's in the app, page loads in an island. */
export interface Navigation {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  useLocation(): Path;
  useNavigate(): Navigate;
  useSearchParams(): [URLSearchParams, SetSearchParams];
}

const NavigationContext = createContext<Navigation | null>(null);

/** Provides a navigation to what it wraps (an island's frame). */
export const NavigationProvider = NavigationContext.Provider;

let wired: Navigation | null = null;

/** The app's navigation, for everything no provider wraps: called once where the app starts. */
export function wireNavigation(navigation: Navigation): void {
  wired = navigation;
}

function useNavigation(): Navigation {
  const navigation = use(NavigationContext) ?? wired;
  if (!navigation)
    throw new Error(
      'No navigation: wire the app to it (wireNavigation) or wrap the part in a NavigationProvider',
    );
  return navigation;
}

export function Link(props: LinkProps) {
  const { Link: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const { NavLink: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

export function useLocation(): Path {
  return useNavigation().useLocation();
}

export function useNavigate(): Navigate {
  return useNavigation().useNavigate();
}

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  return useNavigation().useSearchParams();
}

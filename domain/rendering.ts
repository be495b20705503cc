// The contract between the server renderer (src/entry-server.tsx, built to dist-ssr/) and the API server that
// loads it (server/render/): both sides name the same types here, since neither may import the other.
import type { LegalSettings } from './contracts/schemas';
import type { PublicMembershipType } from './memberships/schemas';
import type { PublicMenus } from './menus/menus';
import type { PublicPage } from './pages/public-page';
import type { Post, PostPage } from './posts/schemas';
import type { Course } from './schemas/courses';
import type { Location } from './schemas/locations';

export interface RenderRequest {
  /** Path and query of the page, e.g. '/kurse?category=yoga'. */
  url: string;
  /** The site's public origin, e.g. 'https://kraftraum.de' (for the Request the router reads). */
  origin: string;
}

export type RenderResult =
  | {
      kind: 'page';
      /** 200, or the status the page stands for (404 for an unknown page). */
      status: number;
      /** What React hoisted: <title> and <meta name="description">. */
      head: string;
      /** The page inside <div id="root">. */
      html: string;
      /** The JSON data blocks the client hydrates with. */
      data: string;
      /** Whether the page is islands (its own entry script hydrates only them), else the app hydrates it whole. */
      islands?: boolean;
      /** The page's preview image (a path under /images), when it names one. */
      image?: string;
      /** The kinds of the blocks on the page: a page of islands links their groups' stylesheets. */
      blockKinds?: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * What a server render may read (issue 35, decision 0219): the answers of the anonymous API's public reads, the
 * same for every visitor, which the API server reads from its services (server/render/public-data.ts) and hands
 * to each render. No method takes a user, a session or a request: nothing personal can be asked for.
 */
export interface PublicData {
  /** GET /api/v1/pages/:slug; null where the API answers 404 (no such page, or not published). */
  page(slug: string): Promise<PublicPage | null>;
  /** GET /api/v1/menus. */
  menus(): Promise<PublicMenus>;
  /** GET /api/v1/courses?startDate&endDate&location. */
  courses(range: { startDate: string; endDate: string; location?: string }): Promise<Course[]>;
  /** GET /api/v1/membership-types/public. */
  membershipTypes(): Promise<PublicMembershipType[]>;
  /** GET /api/v1/legal. */
  legal(): Promise<LegalSettings>;
  /** GET /api/v1/locations. */
  locations(): Promise<Location[]>;
  /** GET /api/v1/posts?page. */
  posts(page: number): Promise<PostPage>;
  /** GET /api/v1/posts/:slug; null where the API answers 404. */
  post(slug: string): Promise<Post | null>;
}

/** What the built renderer module exports. */
export interface RendererModule {
  isClientOnlyPath(pathname: string): boolean;
  /** Renders a page with the public data the server hands over. */
  render(request: RenderRequest, data: PublicData): Promise<RenderResult>;
  renderServerError(request: RenderRequest): Promise<{ head: string; html: string }>;
}

/** The islands' entry module (its key in the islands build's manifest) and where that manifest is (decision 0183). */
export const ISLANDS_ENTRY = 'src/app/islands/entry.tsx';
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
/** Names the stylesheets of a page of islands (tools/build/public-styles.ts, `--mode public-styles`). */
export const PUBLIC_STYLES_MANIFEST = '.vite/public-styles.json';
/** The <meta> of a page of islands that names the app's entry script, for a signed-in member's visit. */
export const APP_ENTRY_META = 'app-entry';
/** The <meta> of a page of islands that names the app's stylesheet, which the app needs beside the page's own. */
export const APP_STYLE_META = 'app-style';

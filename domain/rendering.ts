// The contract between the server renderer (src/entry-server.tsx, built to dist-ssr/) and the API server that
// loads it (server/render/): both sides name the same types here, since neither may import the other.

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

/** What the built renderer module exports. */
export interface RendererModule {
  isClientOnlyPath(pathname: string): boolean;
  setApiFetch(fetchImpl: typeof fetch): void;
  render(request: RenderRequest): Promise<RenderResult>;
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

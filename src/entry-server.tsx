// The server side of the public pages: renders a URL with the client's own route tree (React Router's static
// handler in library mode) to complete HTML, with the public data the page reads already in it. The API server
// (server/render) loads the built form of this module and hands each render the public data (#domain/rendering
// `PublicData`, read from its services): the render's queries are answered from it alone
// (./app/ssr/public-queries.ts), never through the API, so nothing personal can ever reach a rendered page.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  dehydrate,
  QueryClient,
  QueryClientProvider,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type Query,
  type QueryFunction,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { setApiFetch } from './lib/api-client';
import { AppFrame } from './app/app';
import { RouteErrorBoundary } from './app/errors/route-error-boundary';
import { appRoutes } from './app/router';
import { RenderNotes, RenderNotesProvider } from './lib/render-notes';
import { ssrDataElement } from './app/ssr/ssr-data';
import { isServerRenderedQuery, readPublicQuery } from './app/ssr/public-queries';
import { isClientOnlyPath } from './config/paths';
import { IslandSinkContext, type CollectedIsland, type IslandSink } from './app/islands/island';
import { IslandFrame } from './app/islands/island-frame';
import { islandPrefix, isIslandsPage } from './app/islands/islands-data';
import type { PublicData, RenderRequest, RenderResult } from '#domain/rendering';
import { wireNavigation } from './lib/navigation';
import { routerNavigation } from './app/router-navigation';

// A page's links are React Router's; an island's frame provides its own (decision 0212).
wireNavigation(routerNavigation);

// Nothing in a render asks the API: a call that tried would be a bug, and fails loudly.
setApiFetch(() => Promise.reject(new TypeError('Der Renderer liest keine API, nur die öffentlichen Daten')));

export { isClientOnlyPath };

export type { RenderRequest, RenderResult };

const serverQueryDefaults = {
  // One try: a failing read makes the page a server error rather than a slow one.
  queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
} as const;

/**
 * A render's query cache. Whatever asks it for data (a route's loader, a query the render found missing) gets the
 * public data the server handed over, whatever the query's own function would fetch; a key that is not public is
 * refused (./app/ssr/public-queries.ts).
 */
class RenderQueryClient extends QueryClient {
  readonly #data: PublicData;

  constructor(data: PublicData) {
    super({ defaultOptions: serverQueryDefaults });
    this.#data = data;
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const data = this.#data;
    const queryFn: QueryFunction<TQueryFnData, TQueryKey> = ({ queryKey }) =>
      readPublicQuery(queryKey, data) as Promise<TQueryFnData>;
    return { ...defaulted, queryFn };
  }
}

async function renderToHtml(node: ReactNode, identifierPrefix?: string): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(node, {
    ...(identifierPrefix === undefined ? {} : { identifierPrefix }),
    // Every boundary in place: no outlined segments that would need inline scripts (refused by our CSP).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  // A part that failed to render would be left to the client: the page is a server error instead.
  if (failure) throw failure;
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** React puts a partial tree's <title>, <meta> and <link> first; they belong in the document's head. */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let rest = html;
  let head = '';
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Queries a render asked for that the server may answer: public ones that have not been fetched yet. */
function missingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter((query) => isServerRenderedQuery(query.queryKey));
}

/** Renders rounds until every public query the page reads has data (at most three: lists, then details). */
const MAX_DATA_ROUNDS = 3;

/**
 * A render round's islands, numbered in their order on the page: each is rendered once, as a root of its own with
 * its id's useId prefix inside the island frame, as the browser hydrates it (./app/islands/entry.tsx); the page's
 * render puts that HTML into the island's element (./app/islands/island.tsx). Its render notes are the page's.
 */
class IslandRenderer implements IslandSink {
  readonly islands: CollectedIsland[] = [];
  readonly #taken = new Map<string, { id: number; html: Promise<string> }>();

  constructor(
    private readonly queryClient: QueryClient,
    private readonly url: string,
    private readonly notes: RenderNotes,
  ) {}

  island(key: string, island: CollectedIsland): { id: number; html: Promise<string> } {
    const taken = this.#taken.get(key);
    if (taken) return taken;
    const id = this.islands.push(island) - 1;
    // Started after the page's render has yielded: a render does not begin inside another one's work.
    const html = Promise.resolve().then(() =>
      renderToHtml(
        <RenderNotesProvider notes={this.notes}>
          <IslandFrame client={this.queryClient} url={this.url}>
            {island.element}
          </IslandFrame>
        </RenderNotesProvider>,
        islandPrefix(id),
      ),
    );
    const entry = { id, html };
    this.#taken.set(key, entry);
    return entry;
  }
}

export async function render({ url, origin }: RenderRequest, publicData: PublicData): Promise<RenderResult> {
  // A visitor's first visit of a public page is islands; the installed app's start hydrates as a whole.
  const islandsMode = isIslandsPage(url);
  const handler = createStaticHandler(appRoutes);
  // The loaders fill this render's own client (a page's document, src/app/routes/published-page.tsx): what they
  // fetched is dehydrated with the rest, so the browser asks for nothing again.
  const queryClient = new RenderQueryClient(publicData);
  const context = await handler.query(new Request(new URL(url, origin)), { requestContext: { queryClient } });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  // A loader that failed for another reason than an HTTP status (a chunk or the database gone) is a server
  // error: the error page answers, and nothing of the error (paths, messages) goes into the page.
  const failed = Object.values(context.errors ?? {}).find((error) => !isRouteErrorResponse(error));
  if (failed) throw failed;

  const renderRound = async (routerContext: StaticHandlerContext) => {
    const notes = new RenderNotes(routerContext.statusCode);
    const islands = islandsMode ? new IslandRenderer(queryClient, url, notes) : null;
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const html = await renderToHtml(
      <StrictMode>
        <RenderNotesProvider notes={notes}>
          <IslandSinkContext.Provider value={islands}>
            <QueryClientProvider client={queryClient}>
              <AppFrame>
                <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
              </AppFrame>
            </QueryClientProvider>
          </IslandSinkContext.Provider>
        </RenderNotesProvider>
      </StrictMode>,
    );
    return { html, notes, islands: islands?.islands ?? [] };
  };

  let round = await renderRound(context);
  for (let i = 0; i < MAX_DATA_ROUNDS; i += 1) {
    const missing = missingQueries(queryClient);
    if (missing.length === 0) break;
    const results = await Promise.allSettled(missing.map((query) => query.fetch()));
    const failed = results.find((result) => result.status === 'rejected');
    // A public query the page needs failed (the API or the database is down): the page is a server error.
    if (failed) throw (failed as PromiseRejectedResult).reason;
    round = await renderRound(context);
  }

  const { head, body } = splitHoisted(round.html);
  // One JSON block: a page of islands carries their props (the islands take no router state), another page the
  // router's state for the app's hydration.
  const data = ssrDataElement({
    url,
    ...(islandsMode
      ? { islands: round.islands.map(({ props }) => props) }
      : {
          router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        }),
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && isServerRenderedQuery(query.queryKey),
    }),
  });
  return {
    kind: 'page',
    status: round.notes.status,
    head,
    html: body,
    data,
    islands: islandsMode,
    image: round.notes.image,
    blockKinds: [...round.notes.blockKinds],
  };
}

/** Answers with this status from every route: the error page of a render that failed. */
function failingLoader(): never {
  throw new Response(null, { status: 500 });
}

/**
 * The error page (seed 002 §8) in the site's layout, for a page whose render failed. It carries no data: the
 * client renders the page afresh and may well succeed once the trouble is over.
 */
export async function renderServerError({
  url,
  origin,
}: RenderRequest): Promise<{ head: string; html: string }> {
  const [root] = appRoutes;
  const layout = root?.children?.[0];
  const failing: RouteObject = {
    path: '*',
    loader: failingLoader,
    Component: () => null,
    ErrorBoundary: RouteErrorBoundary,
  };
  // The root (eager) and the site layout (lazy) of the app's own tree, with one failing route inside.
  const routes: RouteObject[] = [
    {
      path: root?.path,
      Component: root?.Component,
      ErrorBoundary: root?.ErrorBoundary,
      children: [{ lazy: layout?.lazy, children: [failing] } as RouteObject],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error('unexpected redirect while rendering the error page');
  const router = createStaticRouter(handler.dataRoutes, context);
  const notes = new RenderNotes(500);
  const html = await renderToHtml(
    <RenderNotesProvider notes={notes}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: serverQueryDefaults })}>
        <AppFrame>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </QueryClientProvider>
    </RenderNotesProvider>,
  );
  const { head, body } = splitHoisted(html);
  return { head, html: body };
}

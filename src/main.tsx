// Boot: styles, the service worker, the chunk-error hook and the session restore, then the app: hydrated over the
// server's HTML when this page came rendered (public pages), rendered afresh on the app shell otherwise (member
// and admin pages, an offline start from the service worker's shell).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import './components/ui/tokens.css';
import './components/ui/base.css';
// Each icon's mask (tools/build/plugins/icon-masks.ts): in the stylesheet, not seven requests before the first paint.
import 'virtual:icon-masks.css';
import { App } from './app/app';
import { installChunkErrorHook } from './app/errors/chunk-error';
import { restoreBeforeHydration } from './app/provider';
import { appRoutes } from './app/router';
import { replayEarlyInput, replayTapsByKey, stopRecordingEarlyInput } from './app/ssr/early-input';
import { setHydrating } from './app/ssr/hydration';
import { readSsrData, type SsrData } from './app/ssr/ssr-data';
import { watchStaffSignIn } from './app/staff-chunks';
import { startSession } from './features/auth/session';
import { wireNavigation } from './lib/navigation';
import { registerServiceWorker } from './lib/pwa';
import { routerNavigation } from './app/router-navigation';

// The shared components' links and navigation are React Router's in the app (decision 0212).
wireNavigation(routerNavigation);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

installChunkErrorHook();
registerServiceWorker();
// Before the first render: guards see 'restoring' (or, without a stored session, 'signedOut') from the start.
startSession();
watchStaffSignIn();

/** The lazy routes of this URL, loaded before hydrating, so the first render is the server's page, not a loader. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Then their loaders run, as on a navigation, once the server's data is in the query cache: they find the page
 * document there and fetch code only (the block groups a page is made of).
 */
async function runMatchedLoaders(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const url = new URL(window.location.href);
  const request = new Request(url);
  await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? route.loader({ params, request, url, pattern: route.path ?? '', context: undefined })
        : null,
    ),
  );
}

async function hydrate(ssr: SsrData & { router: HydrationState }, root: HTMLElement): Promise<void> {
  // From here on the loaders know the server's answer is in hand (they fetch nothing it did not send).
  setHydrating(true);
  await Promise.all([loadMatchedRoutes(appRoutes), restoreBeforeHydration(ssr.queries)]);
  await runMatchedLoaders(appRoutes);
  const router = createBrowserRouter(appRoutes, { hydrationData: ssr.router });
  // Taps and typing before this moment were recorded by the page's inline script; React's from here on.
  const onFirstCommit = () => {
    setHydrating(false);
    replayEarlyInput(root);
  };
  stopRecordingEarlyInput();
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} restored onFirstCommit={onFirstCommit} />
    </StrictMode>,
  );
}

/**
 * Renders from scratch (replacing whatever the container holds): the shell, a page that cannot hydrate, or a page
 * of islands for a signed-in member. The server's page stays on the screen until the app's first commit, so its
 * taps are recorded until then: a tap on the header's menu is made on the app's (replayTapsByKey), one on the app's
 * own elements between its commit and this moment is replayed.
 */
function renderFresh(root: HTMLElement): void {
  const onFirstCommit = () => {
    stopRecordingEarlyInput();
    replayTapsByKey(root);
    replayEarlyInput(root);
  };
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(appRoutes)} onFirstCommit={onFirstCommit} />
    </StrictMode>,
  );
}

const ssr = readSsrData();
// Hydrate only the page the server rendered for this very URL; anything else renders from scratch. A page whose
// code cannot be loaded (an old tab after a deploy) renders from scratch too, where the router's error page offers
// the update.
// A page of islands (a signed-in member's visit of a public page, ./app/islands/entry.tsx) is rendered afresh: its
// HTML is made of separately rendered islands, not of the app's tree, and its data carries no router state.
if (ssr?.router && ssr.url === `${window.location.pathname}${window.location.search}`) {
  hydrate({ ...ssr, router: ssr.router }, container).catch(() => {
    setHydrating(false);
    renderFresh(container);
  });
} else {
  renderFresh(container);
}

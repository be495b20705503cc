// The script of a public page's first visit (issue 24, decision 0183). The page is the server's HTML; only its
// islands (the blocks whose definition needs the browser, the header's menu, the consent bar) load code, each
// hydrated as its own root when it is needed: 'load' at once, 'visible' as it nears the viewport, 'idle' when the
// browser rests, 'interaction' on the first tap or focus inside it. Taps and typing that came before an island's
// code are replayed into it (../ssr/early-input.ts). A signed-in member gets the whole app instead (their booking
// buttons, their name in the header): its entry (../../main.tsx, built apart) renders it over the page.
import { hydrateRoot } from 'react-dom/client';
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { APP_ENTRY_META, APP_STYLE_META } from '#domain/rendering';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { FUNNEL_ANCHOR } from '../../features/marketing/funnel-anchor';
import { holdsEarlyInput, replayEarlyInput } from '../ssr/early-input';
import { islandComponent, readsQueries } from './island-components';
import { islandPrefix, readIslandsData, type IslandData } from './islands-data';

function signedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.authUser) !== null;
  } catch {
    return false;
  }
}

/**
 * Marks the island as React's once it has committed, and replays what was tapped, typed or focused in it before.
 * The mark comes with the commit (a layout effect), not with the effects a task or more later: from the commit on
 * React handles a tap itself, and a tap the recorder also took in between was counted twice (decision 0200). What
 * was typed is taken at the commit too, before a render of the island's own (a filter tapped meanwhile) can set a
 * field still waiting back to its state's value.
 */
function Committed({ element, children }: { element: HTMLElement; children: React.ReactNode }) {
  useLayoutEffect(() => {
    element.setAttribute('data-hydrated', '');
    replayEarlyInput(element);
  }, [element]);
  useEffect(() => {
    // The focus that hydrated the island (a keyboard visitor tabbing in) came before its handlers: tell them now.
    const focused = document.activeElement;
    if (focused && focused !== element && element.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }, [element]);
  return children;
}

/**
 * After a deploy an open page's island code may be gone from the server: the page loaded afresh names the new
 * build's files. Once per build (src/lib/pwa.ts claimChunkReload), so a file that stays missing cannot loop; the
 * page's HTML works meanwhile (links, forms).
 */
function islandFailed(kind: string, error: unknown): void {
  console.error(`Der Teil „${kind}“ der Seite konnte nicht geladen werden`, error);
  void import('../../lib/pwa')
    .then((pwa) => {
      if (pwa.claimChunkReload()) window.location.reload();
    })
    .catch(() => undefined);
}

function start(islands: readonly object[]): void {
  const url = `${window.location.pathname}${window.location.search}`;

  const hydrateIsland = async (element: HTMLElement, island: IslandData, id: number) => {
    const [Component, { IslandFrame }, client] = await Promise.all([
      islandComponent(island.kind),
      import('./island-frame'),
      readsQueries(island.kind)
        ? import('./island-queries').then((queries) => queries.islandQueryClient())
        : undefined,
    ]);
    // As a transition, React hydrates the island in slices of a few milliseconds between which the browser
    // answers taps and paints, instead of one long task per island (a page with four islands on its first screen
    // blocked the main thread for over 100 ms on a mid-range phone). A tap inside hydrates that island first.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame client={client} url={url}>
          <Committed element={element}>
            <Component {...island.props} />
          </Committed>
        </IslandFrame>,
        { identifierPrefix: islandPrefix(id) },
      );
    });
  };

  // 'visible': 200 px ahead, so an island just below the first screen (the challenge's timeline on a phone) waits
  // for the first scroll instead of adding its hydration to the first seconds; a tap that comes first is replayed.
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        (entry.target as HTMLElement).dispatchEvent(new Event('island:now'));
      }
    },
    { rootMargin: '200px 0px' },
  );
  const idle = (run: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);

  for (const element of document.querySelectorAll<HTMLElement>('[data-island-id]')) {
    const id = Number(element.dataset.islandId);
    const { island: kind, when } = element.dataset;
    const props = islands[id];
    if (!kind || !props) continue;
    const island = { kind, props, when } as IslandData;
    let started = false;
    const now = () => {
      if (started) return;
      started = true;
      hydrateIsland(element, island, id).catch((error: unknown) => islandFailed(island.kind, error));
    };
    // A tap, a focus or a mouse over any island hydrates it at once (the tap itself is replayed): 'interaction'
    // islands wait for that first contact (the challenge's money animation starts on hover).
    element.addEventListener('island:now', now, { once: true });
    for (const contact of ['pointerdown', 'pointerover', 'focusin'])
      element.addEventListener(contact, now, { once: true });
    // This script comes after the first paint: a contact made before it (a filter chosen, a field typed into, a
    // button tapped, all recorded by the page; the focus still inside) fired before these listeners and comes no
    // more. Such an island hydrates now, whatever its moment, and is given what was recorded in it (issue 36).
    const reached = holdsEarlyInput(element) || element.contains(document.activeElement);
    if (island.when === 'load' || reached) now();
    else if (island.when === 'idle') idle(now);
    else if (island.when === 'visible') near.observe(element);
  }
  // What the page's recorder takes before the island sees it hydrates the island too: a click alone (a screen
  // reader's, with no pointer or focus before it), which the recorder stops at the document, and a value set
  // without a focus (the browser's autofill). The window hears both first.
  for (const contact of ['click', 'input'])
    window.addEventListener(
      contact,
      (event) => {
        if (!(event.target instanceof Element)) return;
        event.target.closest('[data-island-id]')?.dispatchEvent(new Event('island:now'));
      },
      { capture: true },
    );
  // A '#probetraining' link that no hydrated island claimed (a static block's) opens the funnel, as in the app.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || link.getAttribute('href') !== FUNNEL_ANCHOR) return;
    if (link.closest('[data-island-id][data-hydrated]')) return;
    event.preventDefault();
    void import('./funnel-opener').then((opener) => opener.openFunnel(url));
  });
  idle(() => void import('../../lib/pwa').then((pwa) => pwa.registerServiceWorker()));
}

const named = (meta: string) => document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content;

/**
 * The app itself, for a signed-in member: its entry script and its stylesheet, named by the page
 * (server/render/islands-shell.ts). The page's own stylesheets style public pages only; the app's comes after
 * them, and the app starts once it is there, so nothing it shows (the member area too) is ever unstyled.
 */
function startApp(): void {
  const entry = named(APP_ENTRY_META);
  const style = named(APP_STYLE_META);
  const start = () => {
    if (entry) void import(/* @vite-ignore */ entry);
  };
  if (!style) return start();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = style;
  link.addEventListener('load', start, { once: true });
  // Unstyled beats not starting at all.
  link.addEventListener('error', start, { once: true });
  document.head.append(link);
}

const islands = readIslandsData();
if (!islands || signedIn()) startApp();
else start(islands);

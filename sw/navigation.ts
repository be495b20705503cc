// How navigations are answered (docs/decisions/0122-*.md). Public pages come server-rendered from the network
// when it answers within NAVIGATION_TIMEOUT_MS, else the precached app shell renders them from the persisted
// cache (offline works as before). Pages only the browser renders (member, desk, admin, sign-in) and the
// installed app's start get the shell at once: nothing to wait for. Excluded: the API, and requests for files.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import {
  NAVIGATION_DENYLIST,
  NAVIGATION_TIMEOUT_MS,
  networkWithin,
  servesShellAtOnce,
} from './navigation-rules';

/**
 * `afterPublicPage` runs when a public page came from the network with 200, with the navigation's event for
 * `waitUntil` and the page's address (sw.ts keeps the public week, the page and the menus then,
 * docs/decisions/0181-*.md and 0183-*.md).
 */
export function registerNavigation(afterPublicPage: (event: ExtendableEvent, address: string) => void): void {
  const shell = createHandlerBoundToURL('/index.html');
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    if (servesShellAtOnce(options.url)) return shell(options);
    const fromNetwork = await networkWithin(options.request, NAVIGATION_TIMEOUT_MS);
    if (!fromNetwork) return shell(options);
    if (fromNetwork.status === 200) afterPublicPage(options.event, options.url.href);
    return fromNetwork;
  };
  registerRoute(new NavigationRoute(handler, { denylist: NAVIGATION_DENYLIST }));
}

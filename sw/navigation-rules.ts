// The rules of navigation (./navigation.ts wires them into Workbox): which pages get the cached shell at once, and
// how long the network may take. Pure, so they are tested without a worker.
import { API_PATHS } from '#domain/api-paths';
import { HOME_SLUG, PAGE_SLUG_PATTERN } from '#domain/pages/slugs';
import { APP_START_PARAM, APP_START_VALUE, isClientOnlyPath, isEditorDocument } from '#domain/routing';

export const NAVIGATION_DENYLIST: RegExp[] = [
  // /api is answered by the server, never by the shell (a JSON or error answer must not turn into HTML).
  /^\/api(\/|$)/,
  // A path ending in a file name (/sw.js, /build-manifest.json, /icons/logo.svg) is a file, not a page.
  /\/[^/?]+\.[^/?]+$/,
];

/** How long a public page may take from the network before the shell answers (a weak signal is not offline). */
export const NAVIGATION_TIMEOUT_MS = 3_000;

/** Whether a navigation should get the cached shell at once rather than try the network first. */
export function servesShellAtOnce(url: URL): boolean {
  // The page editor's document comes from the network: only its answer carries the editor's own policy.
  if (isEditorDocument(url.pathname)) return false;
  return isClientOnlyPath(url.pathname) || url.searchParams.get(APP_START_PARAM) === APP_START_VALUE;
}

/** The network's answer, or undefined once `timeoutMs` passed or the network failed. */
export async function networkWithin(
  request: Request,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Response | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([fetchImpl(request).catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page API's URL for a public page's address ('/' is the home page, '/<slug>' a content page), or null for
 * any other address.
 */
export function pageApiUrl(address: string): string | null {
  const url = new URL(address);
  if (url.pathname === '/') return `${url.origin}${API_PATHS.page(HOME_SLUG)}`;
  const slug = url.pathname.slice(1);
  return PAGE_SLUG_PATTERN.test(slug) ? `${url.origin}${API_PATHS.page(slug)}` : null;
}

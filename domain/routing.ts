// Which pages the server renders and which only the browser does, shared by the app (src/config/paths.ts), its
// server renderer and the service worker (sw/navigation.ts). Everything personal (the member area, the desk, the
// admin area) and the sign-in pages are rendered in the browser only: the server answers them with the app shell.

export const CLIENT_ONLY_PREFIXES = [
  '/user',
  '/admin',
  '/check-in',
  '/trainer',
  '/auth',
  '/bloecke',
] as const;

export function isClientOnlyPath(pathname: string): boolean {
  return CLIENT_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The page editor's documents (/admin/pages/<slug>). Puck and its drag and drop write <style> elements of their
 * own, so these documents alone allow inline styles; every other document forbids them (decision 0207). The app
 * loads the editor as a document of its own, and the service worker takes it from the network.
 */
export function isEditorDocument(pathname: string): boolean {
  return /^\/admin\/pages\/[^/]+\/?$/.test(pathname);
}

/** The query the installed app starts with (manifest.webmanifest start_url): its shell comes from the cache at once. */
export const APP_START_PARAM = 'quelle';
export const APP_START_VALUE = 'app';

/** The parameter that carries the page to return to after login (DECISIONS "Route protection"). */
export const REDIRECT_PARAM = 'redirect';

/**
 * A redirect target is only ever a path of this site: it must start with one '/', and not '//' or '/\\' (which
 * browsers treat as another host), and hold no whitespace or control character (a URL parser drops tabs and line
 * breaks, so '/\t/evil.example' would become '//evil.example'). Anything else falls back to the start page.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (
    !target ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\') ||
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    /[\s\u0000-\u001f\u007f]/.test(target)
  )
    return fallback;
  return target;
}

/**
 * Where forms post without JavaScript (decision 0180): the server answers with a redirect to the German success
 * page or with the German error page. Not API routes: they take form fields and answer HTML.
 */
export const FORM_PATHS = {
  contact: '/formular/kontakt',
  contactSent: '/formular/kontakt/gesendet',
  /** The online contract's order, the cancellation of § 312k BGB and the withdrawal of § 356a BGB (issue 31). */
  contract: '/formular/mitglied-werden',
  cancellation: '/formular/kuendigung',
  cancellationDone: '/formular/kuendigung/eingegangen',
  withdrawal: '/formular/widerruf',
  withdrawalDone: '/formular/widerruf/eingegangen',
} as const;

/**
 * The contract pages every visitor reaches from the footer without signing in (issue 31): the cancellation
 * button of § 312k BGB and the withdrawal function of § 356a BGB. The server's no-script answers link back to them.
 */
export const CONTRACT_PAGES = {
  cancel: '/vertraege-kuendigen',
  withdraw: '/vertrag-widerrufen',
} as const;

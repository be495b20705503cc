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

/** The query the installed app starts with (manifest.webmanifest start_url): its shell comes from the cache at once. */
export const APP_START_PARAM = 'quelle';
export const APP_START_VALUE = 'app';

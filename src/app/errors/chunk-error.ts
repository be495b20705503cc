// The chunk-error hook (seed 002 §8): after a deploy, an open tab may ask for a lazy chunk the server no longer
// has. That is not a crash but an outdated app, so it is recognised here and answered with an update offer.
import { announceUpdate } from '../../lib/pwa';

/** Messages browsers (and Vite's preload helper) use for a dynamic import that failed to load. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * Vite fires 'vite:preloadError' when a chunk's dependencies fail to load. The route's error boundary shows the
 * reload offer; this also raises the 'Neue Version verfügbar' prompt for screens that catch the error themselves.
 */
export function installChunkErrorHook(target: Window = window): () => void {
  const onPreloadError = () => announceUpdate();
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

// What a page of islands carries for the browser beside its HTML (decisions 0183, 0219): each island's props, by
// its id, in the page's one JSON data block (../ssr/ssr-data.ts, `islands`); the island's element carries its kind
// and when it hydrates (./island.tsx). And the rules both sides share: which pages are islands, and each island's
// useId prefix.
import type { HydrateWhen } from '#domain/blocks/define';
import { readSsrData } from '../ssr/ssr-data';

/** An island as the browser finds it: its element's kind and moment, its props from the data block. */
export interface IslandData {
  kind: string;
  props: object;
  when: HydrateWhen;
}

/**
 * A public page's first visit is islands; the installed app's start (the manifest's start_url, /?quelle=app)
 * is the single-page app, hydrated whole, as it is offline. So is the blog: an article read once stays readable
 * offline through the app's persisted query cache and the worker's post cache (decision 0183).
 */
export function isIslandsPage(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return false;
  return searchParams.get('quelle') !== 'app';
}

/** Each island is its own root: its useId values carry its id, so two islands never share one. */
export const islandPrefix = (id: number) => `i${id}-`;

/** The page's islands' props by id, or null on a page that is not made of islands. */
export function readIslandsData(doc: Document = document): object[] | null {
  return readSsrData(doc)?.islands ?? null;
}

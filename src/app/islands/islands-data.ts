// What a page of islands carries for the browser beside its HTML (decisions 0183, 0219): each island's props, by
// its id, as a JSON data block (allowed by the Content-Security-Policy, unlike an inline script); the island's
// element carries its kind and when it hydrates (./island.tsx). And the rules both sides share: which pages are
// islands, and each island's useId prefix.
import type { HydrateWhen } from '#domain/blocks/define';
import { serializeJsonBlock } from '../ssr/ssr-data';

export const ISLANDS_DATA_ELEMENT_ID = 'islands-data';

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

/** The islands' props, in the order of their ids. */
export function islandsDataElement(props: readonly object[]): string {
  return `<script type="application/json" id="${ISLANDS_DATA_ELEMENT_ID}">${serializeJsonBlock(props)}</script>`;
}

/** The page's islands' props by id, or null on a page that is not made of islands. */
export function readIslandsData(doc: Document = document): object[] | null {
  const element = doc.getElementById(ISLANDS_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as object[];
  } catch {
    return null;
  }
}

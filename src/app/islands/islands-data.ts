// What a page of islands carries for the browser beside its HTML (decision 0183): each island's kind, props and
// when it hydrates, as a JSON data block (allowed by the Content-Security-Policy, unlike an inline script); and
// the rules both sides share: which pages are islands, and each island's useId prefix.
import type { HydrateWhen } from '#domain/blocks/define';
import { serializeJsonBlock } from '../ssr/ssr-data';

export const ISLANDS_DATA_ELEMENT_ID = 'islands-data';

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

export function islandsDataElement(islands: readonly IslandData[]): string {
  return `<script type="application/json" id="${ISLANDS_DATA_ELEMENT_ID}">${serializeJsonBlock(islands)}</script>`;
}

/** The page's islands, or null on a page that is not made of islands. */
export function readIslandsData(doc: Document = document): IslandData[] | null {
  const element = doc.getElementById(ISLANDS_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as IslandData[];
  } catch {
    return null;
  }
}

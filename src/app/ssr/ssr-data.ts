// The data a server-rendered page carries for the browser, in one JSON data block (<script type="application/json">,
// which the Content-Security-Policy allows, unlike an inline script): the dehydrated TanStack Query cache, and
// either the router's hydration state (a page the app hydrates whole) or each island's props (a page of islands,
// decision 0219: the islands read nothing else).
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

export const SSR_DATA_ELEMENT_ID = 'ssr-data';

export interface SsrData {
  /** The path and query the server rendered; the client hydrates only when it is still at that URL. */
  url: string;
  /** A page the app hydrates whole: the router's state. */
  router?: HydrationState;
  queries: DehydratedState;
  /** A page of islands: each island's props, by its id (../islands/islands-data.ts). */
  islands?: object[];
}

/** JSON that can sit inside a <script> element: no '</script>', no '<!--', no line separators a parser trips on. */
export function serializeJsonBlock(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const serializeSsrData = (data: SsrData): string => serializeJsonBlock(data);

export function ssrDataElement(data: SsrData): string {
  return `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${serializeSsrData(data)}</script>`;
}

/** Each data block as parsed: a page of islands reads it for their props and again for their queries. */
const parsed = new WeakMap<Element, SsrData | null>();

/** The page's server data, or null for the unrendered shell (member and admin routes, offline starts). */
export function readSsrData(doc: Document = document): SsrData | null {
  const element = doc.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  const known = parsed.get(element);
  if (known !== undefined) return known;
  let data: SsrData | null;
  try {
    data = JSON.parse(element.textContent) as SsrData;
  } catch {
    data = null;
  }
  parsed.set(element, data);
  return data;
}

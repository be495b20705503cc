// Pages a tool can walk (RFC 8288): a paged admin list answers `Link: <…>; rel="next"` while there is a next
// page, so a client that knows nothing of our cursor or page numbers can follow it. The link is a relative
// reference (the request's own path and query with the paging parameter replaced): it never repeats a Host header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nextCursor } from '#domain/schemas/paging';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a `Link: <…>; rel="next"` header while there is a next page (the document says so). */
    nextLink?: true;
  }
}

/** The Link header's description in the OpenAPI document. */
export const NEXT_LINK_HEADER = {
  description:
    'RFC 8288: `<…>; rel="next"` – die Adresse der nächsten Seite (relativ), solange es eine gibt; fehlt auf der letzten.',
  schema: { type: 'string' },
} as const;

/** Sets the Link to the next page when `next` names its parameters (nothing on the last page; undefined: left out). */
export function linkNext(
  request: FastifyRequest,
  reply: FastifyReply,
  next: Record<string, string | number | undefined> | undefined,
): void {
  if (!next) return;
  const at = request.url.indexOf('?');
  const path = at < 0 ? request.url : request.url.slice(0, at);
  const query = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
  for (const [name, value] of Object.entries(next))
    if (value === undefined) query.delete(name);
    else query.set(name, String(value));
  reply.header('Link', `<${path}?${query}>; rel="next"`);
}

/** A list paged by cursor (decision 0103): the next page starts after this page's last id, unless it was short. */
export function afterCursor(page: ReadonlyArray<{ id: number }>, limit: number) {
  const cursor = nextCursor(page, limit);
  return cursor === undefined ? undefined : { cursor };
}

/**
 * The client list (decision 0193): the next page by keyset after this page's last client, numbered one on; the
 * total asked for the first page is not counted again.
 */
export function afterPage({ page, nextCursor }: { page: number; nextCursor?: number | undefined }) {
  return nextCursor === undefined ? undefined : { cursor: nextCursor, page: page + 1, count: undefined };
}

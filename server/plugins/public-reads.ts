// Reads that cost almost nothing (decision 0141): the public reads (the course week and list, a published page,
// the blog list and an article; routes with `config: { public: true, publicRead: true }`) answer from a
// short-lived cache of their serialised bytes, keyed by path and normalised query (parameters sorted). A hit is
// answered in the route's first onRequest hook (a matching If-None-Match before every other hook): no rate-limit
// store, no validation, no database, no serialisation. Every answer carries an ETag (a hash of the bytes, the same
// in every process) and `Cache-Control: no-cache`, and a matching If-None-Match gets 304 without a body. A
// successful write in this process empties the cache (server/app.ts); another process's write shows here within
// PUBLIC_READ_TTL_MS. Only anonymous reads are routes of this kind: nothing personal is ever stored, and a route
// with an access check cannot be one (the app refuses to start).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { TtlCache } from '../lib/ttl-cache';
import { accessOf } from './auth';

/** The most a public read lags a write made in another process. */
export const PUBLIC_READ_TTL_MS = 2_000;
/** Bounded, so made-up query strings cannot fill the memory. */
export const PUBLIC_READ_MAX_ENTRIES = 500;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous read answered from the public read cache, with an ETag (server/plugins/public-reads.ts). */
    publicRead?: true;
  }
  interface FastifyInstance {
    publicReads: { clear(): void };
  }
}

interface CachedRead {
  body: string;
  etag: string;
  contentType: string;
}

export const PUBLIC_READ_CACHE_CONTROL = 'no-cache';

/** Path plus the query's parameters in sorted order: `?b=2&a=1` and `?a=1&b=2` are one entry. */
export function readKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.sort();
  const sorted = query.toString();
  return sorted ? `${url.slice(0, at)}?${sorted}` : url.slice(0, at);
}

/** Whether the If-None-Match header names this ETag (or is `*`); weak and strong compare alike (RFC 9110). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function answer(request: FastifyRequest, reply: FastifyReply, read: CachedRead, state: 'hit' | 'miss') {
  reply.header('ETag', read.etag).header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  reply.header('X-Read-Cache', state);
  if (matchesEtag(request.headers['if-none-match'], read.etag)) {
    reply.code(304);
    return '';
  }
  reply.header('Content-Type', read.contentType);
  return read.body;
}

export default fp<{ clock: Clock; ttlMs?: number }>(
  async (fastify, { clock, ttlMs = PUBLIC_READ_TTL_MS }) => {
    const cache = new TtlCache<CachedRead>(clock, ttlMs, PUBLIC_READ_MAX_ENTRIES);
    fastify.decorate('publicReads', { clear: () => cache.clear() });
    const cacheable = (request: FastifyRequest) => request.method === 'GET';

    const serveHit: onRequestAsyncHookHandler = async (request, reply) => {
      if (!cacheable(request)) return;
      const read = cache.get(readKey(request.url));
      if (read) return reply.send(answer(request, reply, read, 'hit'));
      (request as { readGeneration?: number }).readGeneration = cache.currentGeneration();
    };

    const store: onSendHookHandler = async (request, reply, payload) => {
      if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (reply.getHeader('X-Read-Cache') === 'hit') return payload;
      const read: CachedRead = {
        body: payload,
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        contentType: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
      };
      const generation = (request as { readGeneration?: number }).readGeneration;
      if (generation !== undefined) cache.set(readKey(request.url), read, generation);
      return answer(request, reply, read, 'miss');
    };

    // A matching revalidation is answered first of all, before the security headers are set: a 304 has no body,
    // the browser keeps the headers of the 200 it revalidates, and RFC 9110 §15.4.5 asks a 304 only for the
    // validators and caching headers. A 200 hit is answered in the route's own first hook, after them.
    fastify.addHook('onRequest', async (request, reply) => {
      const tag = request.headers['if-none-match'];
      if (!tag || !request.routeOptions.config?.publicRead || !cacheable(request)) return;
      const read = cache.get(readKey(request.url));
      if (read && matchesEtag(tag, read.etag)) return reply.send(answer(request, reply, read, 'hit'));
    });

    fastify.addHook('onRoute', (route) => {
      if (!route.config?.publicRead) return;
      if (accessOf(route.preHandler) !== 'public' || route.config.public !== true)
        throw new Error(`${route.url}: a public read must be public (no access check, config.public: true)`);
      // First in the route's own hooks: a hit is answered before the rate limit's store is asked.
      route.onRequest = [serveHit, route.onRequest ?? []].flat();
      route.onSend = [route.onSend ?? [], store].flat();
    });
  },
  { name: 'public-reads' },
);

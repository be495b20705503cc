// The fetch the server renderer gives the app's API client: /api requests answered by this same Fastify app
// in-process (inject), with the same validation and the same answers a browser gets, but without a socket. It
// sends no cookie and no token, so a rendered page can only ever hold what an anonymous visitor may see.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Marks the renderer's own requests, so the per-address API limit does not count them against 127.0.0.1. */
const RENDER_HEADER = 'x-studio-render';
const renderToken = randomBytes(16).toString('hex');

export function isRenderRequest(request: FastifyRequest): boolean {
  return request.headers[RENDER_HEADER] === renderToken;
}

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://render.invalid');
    if (!url.pathname.startsWith('/api/'))
      throw new TypeError(`Der Renderer lädt nur /api, nicht ${url.pathname}`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      if (key !== 'authorization' && key !== 'cookie') headers[key] = value;
    });
    headers[RENDER_HEADER] = renderToken;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new TypeError('Der Renderer liest nur');
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

// What the request log may say about a URL: the private calendar feed's path is its only key
// (/api/calendar/<token>.ics), so the token is replaced before any log line is written.
import type { FastifyRequest } from 'fastify';

const FEED_PATH = /(\/api\/calendar\/)[^/?#]+?(\.ics)/g;

export const REDACTED = '[redacted]';

/** The URL with every calendar feed token replaced. */
export function redactUrl(url: string): string {
  return url.replace(FEED_PATH, `$1${REDACTED}$2`);
}

/** Fastify's request serializer with the same fields as its default one, the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// One origin for every absolute URL the server writes (canonical and Open Graph URLs, the blog feed, the
// calendar link, the API document's server): the configured PUBLIC_URL; otherwise the request's host only when
// the studio names it in ALLOWED_HOSTS; otherwise the origin of APP_URL (the mails' address). A request's Host
// header that nobody configured never reaches a link, a rendered page or a cache key (decision 0141).
import type { FastifyRequest } from 'fastify';

export interface PublicOriginOptions {
  /** PUBLIC_URL: an origin like https://kraftraum.de. */
  publicUrl?: string | undefined;
  /** ALLOWED_HOSTS: the host names (with port where not the default) the studio answers under. */
  allowedHosts?: readonly string[] | undefined;
  /** APP_URL (http://localhost:<PORT> by default): its origin when neither of the above decides. */
  appUrl?: string | undefined;
}

export type PublicOrigin = (request: FastifyRequest) => string;

export function publicOrigin({ publicUrl, allowedHosts = [], appUrl }: PublicOriginOptions): PublicOrigin {
  if (publicUrl) {
    const origin = new URL(publicUrl).origin;
    return () => origin;
  }
  const hosts = new Set(allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  const [first] = hosts;
  const fallback = new URL(appUrl ?? 'http://localhost:8080').origin;
  return (request) => {
    const host = request.host.toLowerCase();
    if (hosts.has(host)) return `${request.protocol}://${host}`;
    return first ? `${request.protocol}://${first}` : fallback;
  };
}

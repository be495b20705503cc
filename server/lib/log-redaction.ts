// What the request log may say about a URL: the private calendar feed's path is its only key
// (/api/calendar/<token>.ics), so the token is replaced before any log line is written; anything shaped like an
// IBAN (issue 31) is replaced too. Fields named `iban` are redacted by the logger's paths (server/app.ts).
import type { FastifyRequest } from 'fastify';

const FEED_PATH = /(\/api\/calendar\/)[^/?#]+?(\.ics)/g;

export const REDACTED = '[redacted]';

/** Two letters, two check digits, 11–30 letters or digits: in one run, or in groups of four after a space or %20. */
const IBAN_LIKE =
  /\b[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?:(?:\s|%20)[A-Z0-9]{4}){2,7}(?:(?:\s|%20)[A-Z0-9]{1,3})?)\b/gi;

/** The text with everything shaped like an IBAN replaced. */
export function redactIbans(text: string): string {
  return text.replace(IBAN_LIKE, REDACTED);
}

/** The URL with every calendar feed token and anything shaped like an IBAN replaced. */
export function redactUrl(url: string): string {
  return redactIbans(url.replace(FEED_PATH, `$1${REDACTED}$2`));
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

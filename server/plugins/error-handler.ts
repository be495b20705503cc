// Every error leaves as { error: { code, message } } with the catalogue's German text (DECISIONS "Errors").
// 5xx details are logged, never sent.
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERRORS,
  formatErrorMessage,
  type ErrorAudience,
  type ErrorCode,
  type ErrorParams,
} from '#domain/errors/catalogue';
import { DomainError } from '#domain/errors/domain-error';
import type { ErrorResponse, FieldIssue } from '#domain/schemas/common';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Staff act for a member here (the desk): refusals about the member are worded in the third person. */
    audience?: ErrorAudience;
  }
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  details?: FieldIssue[],
  params?: ErrorParams,
) {
  const body: ErrorResponse = {
    error: {
      code,
      message: formatErrorMessage(code, params, reply.request.routeOptions.config?.audience),
      ...(details ? { details } : {}),
      ...(params ? { params: { ...params } } : {}),
    },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** German details of the client errors that never reach a route. */
export const CLIENT_ERROR_DETAILS = {
  tooLarge: 'Die Anfrage ist zu groß: Adresse oder Kopfzeilen sind länger als erlaubt.',
  badUrl: 'Ungültige Adresse',
  timeout: 'Die Anfrage hat zu lange gedauert.',
  malformed: 'Ungültige Anfrage',
} as const;

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before Fastify sees a request (a query
 * string or headers over 16 KB → 431, a broken request line → 400, a slow client → 408). The socket gets a raw
 * answer in the same envelope as every other error instead of Fastify's English one.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', CLIENT_ERROR_DETAILS.tooLarge]
      : error.code === 'HPE_URI_TOO_LONG'
        ? [414, 'URI Too Long', CLIENT_ERROR_DETAILS.tooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', CLIENT_ERROR_DETAILS.timeout]
          : [400, 'Bad Request', CLIENT_ERROR_DETAILS.malformed];
  const body: ErrorResponse = {
    error: {
      code: 'VALIDATION',
      message: ERRORS.VALIDATION.message,
      details: [{ path: '', message: detail }],
    },
  };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a URL it cannot decode (FST_ERR_BAD_URL) answers 400 in the envelope. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'framework error');
  void sendError(reply, 400, 'VALIDATION', [{ path: '', message: CLIENT_ERROR_DETAILS.badUrl }]);
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      if (error instanceof DomainError) {
        if (error.status >= 500) request.log.error({ err: error }, 'domain error');
        if (error.retryAfterSeconds !== undefined)
          reply.header('Retry-After', String(error.retryAfterSeconds));
        return sendError(reply, error.status, error.code, error.details, error.params);
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(reply, 429, 'RATE_LIMITED');
      if (status === 413)
        return sendError(reply, 413, 'VALIDATION', [{ path: '', message: 'Anfrage ist zu groß' }]);
      if (status === 415) {
        return sendError(reply, 415, 'VALIDATION', [{ path: '', message: 'Inhalt muss JSON sein' }]);
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, empty body with a JSON content type, bad headers.
        return sendError(reply, 400, 'VALIDATION', [{ path: '', message: CLIENT_ERROR_DETAILS.malformed }]);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'SERVER_ERROR');
    });
  },
  { name: 'error-handler' },
);

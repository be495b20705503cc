// Every error leaves as { error: { code, message } } with the catalogue's German text (DECISIONS "Errors").
// 5xx details are logged, never sent.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { ERRORS, type ErrorCode } from '#domain/errors/catalogue';
import { DomainError } from '#domain/errors/domain-error';
import type { ErrorResponse, FieldIssue } from '#domain/schemas/common';

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, details?: FieldIssue[]) {
  const body: ErrorResponse = {
    error: { code, message: ERRORS[code].message, ...(details ? { details } : {}) },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      if (error instanceof DomainError) {
        if (error.status >= 500) request.log.error({ err: error }, 'domain error');
        if (error.retryAfterSeconds !== undefined)
          reply.header('Retry-After', String(error.retryAfterSeconds));
        return sendError(reply, error.status, error.code, error.details);
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
        return sendError(reply, 400, 'VALIDATION', [{ path: '', message: 'Ungültige Anfrage' }]);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'SERVER_ERROR');
    });
  },
  { name: 'error-handler' },
);

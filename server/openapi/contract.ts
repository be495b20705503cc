// Building blocks of the route contracts (decision 0141): each route declares its params, query, headers, body
// and answers with the domain's zod schemas in its own `schema`, registered through fastify-type-provider-zod's
// `ZodTypeProvider`, so the handler receives the validated, typed values. These are the small shared pieces.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/schemas/common';
import { z } from '#domain/schemas/zod';

/** A route plugin's instance with the zod type provider: `request.params`, `.query`, `.body` are typed. */
export const contracts = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();

/** 204: no content. */
export const Empty = z.null();

/** The answers of a route that needs a token: a broken request, no (valid) token, not allowed. */
export const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
} as const;

/**
 * A row the request names does not exist (or the caller may not see it). The OpenAPI plugin lists 404 on every
 * route with a path parameter and 429 on every rate-limited route by itself; name this for other 404s.
 */
export const notFound = { 404: ErrorResponseSchema } as const;

/** The state does not allow it (a full course, a stale version, a taken slug). */
export const conflict = { 409: ErrorResponseSchema } as const;

/**
 * For the description only: the fields a body requires when its schema checks presence in a refinement (for one
 * German message per field) rather than in its shape. The server's checks stay the schema's own.
 */
export function describeRequired<S extends z.core.$ZodType>(schema: S, required: string[]): S {
  z.globalRegistry.add(schema, { required });
  return schema;
}

/** An answer that is a file, not JSON (a PDF, a CSV, a ZIP): the schema only describes it. */
export const file = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/** An answer that is not JSON: an iCalendar file. */
export const ics = (description: string) => file(description, 'text/calendar');

/**
 * Sends a file to download, never cached: its type, its name and its bytes. A Buffer is sent as it is (Fastify
 * serialises no Buffer); the route's schema (`file`) only describes it.
 */
export function sendFile(reply: FastifyReply, type: string, filename: string, body: string | Buffer) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

// The API description (decisions 0107, 0141): every /api route declares its contract (params, query, headers,
// body, answers by status) with the domain's zod schemas in its own `schema` (server/openapi/contract.ts,
// fastify-type-provider-zod's type provider), @fastify/swagger turns the registered routes into an OpenAPI 3
// document at /api/docs/json, and @fastify/swagger-ui serves the reference page at /api/docs from its own files
// (no CDN, within the app's CSP). The declared request schemas are what the server enforces: Fastify validates
// params, query, headers and body with them before the handler runs (validateRequestPart in
// server/lib/validate.ts, safeParse on zod's core, so zod/mini schemas work) and hands the handler their output;
// a refusal is answered in the error catalogue's envelope with German messages (400 VALIDATION). A route's own
// preHandler (its access check) moves before the validation, so a request without the right token still
// answers 401/403 before its body is looked at. Answers are serialized as JSON.stringify did (strings, such as
// .ics files, as they are).
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ErrorResponseSchema } from '#domain/schemas/common';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from '#domain/schemas/zod';
import { validateRequestPart } from '../lib/validate';
import { NEXT_LINK_HEADER } from './paging-links';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD url` of every API route, as registered (the completeness test walks them). */
    apiRoutes: string[];
    /** `METHOD url` → the route's declared contract (its Fastify schema), as registered. */
    apiContracts: Map<string, FastifySchema>;
  }
}

/** The parts of the generated document this plugin completes. */
interface Described {
  paths?: Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>>;
}

/** Fastify's `/x/:id` as OpenAPI's `/x/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export const isDescribedRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * The answers every route of a kind can send, so no route has to remember them: 404 on a route with a path
 * parameter (no such row), 429 on every rate-limited route (the API's limit applies to all but the health check).
 */
function withSharedAnswers(route: RouteOptions): Record<string, unknown> {
  const response = { ...(route.schema!.response as Record<string, unknown>) };
  if (route.url.includes(':') && !response[404]) response[404] = ErrorResponseSchema;
  if (route.config?.rateLimit !== false && !response[429]) response[429] = ErrorResponseSchema;
  return response;
}

async function openApi(app: FastifyInstance) {
  app.decorate('apiRoutes', []);
  app.decorate('apiContracts', new Map());
  /** `METHOD url` of the routes whose body is a multipart stream the handler reads and checks part by part. */
  const multipart = new Set<string>();
  /** `METHOD url` of the paged lists that answer a Link header to their next page. */
  const nextLinked = new Set<string>();
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    // A JSON schema written into a route (Ajv style) would not be enforced here: refuse it when the app starts.
    if (!(schema instanceof z.core.$ZodType))
      throw new Error(
        `${method} ${url}: the ${httpPart} schema must be a domain (zod) schema (decision 0141)`,
      );
    // A multipart body is a stream the handler reads and checks part by part (uploads, decision 0132); its
    // declared body describes the form for the reference page only.
    if (httpPart === 'body' && multipart.has(`${method} ${url}`)) return () => true;
    return (value) => validateRequestPart(schema, value);
  });
  app.setSerializerCompiler(() => (data) => (typeof data === 'string' ? data : JSON.stringify(data)));
  app.addHook('onRoute', (route) => {
    if (!isDescribedRoute(route.url)) return;
    if (route.schema?.response) route.schema = { ...route.schema, response: withSharedAnswers(route) };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      app.apiRoutes.push(key);
      if (route.schema) app.apiContracts.set(key, route.schema);
      if (route.config?.nextLink) nextLinked.add(key);
      if ((route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'))
        multipart.add(key);
    }
    // Access checks first, then the schema: the route's preHandler hooks run as preValidation hooks.
    if (route.preHandler) {
      route.preValidation = [route.preValidation ?? [], route.preHandler].flat();
      delete route.preHandler;
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kraftraum Studio API',
        description:
          'Die API der Studio-App: Kurse, Buchungen, Theke, Check-in, Kunden und Anfragen. Anmeldung mit ' +
          '`Authorization: Bearer <Token>` aus POST /api/users/login; Fehler kommen als `{ error: { code, message } }`.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) =>
      isDescribedRoute(input.url)
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as unknown as Described;
      for (const key of nextLinked) {
        const [method, url] = key.split(' ') as [string, string];
        const ok = document.paths?.[openApiPath(url)]?.[method.toLowerCase()]?.responses?.['200'];
        if (ok) ok.headers = { ...ok.headers, Link: NEXT_LINK_HEADER };
      }
      return document as unknown as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

export default fp(openApi, { name: 'openapi' });

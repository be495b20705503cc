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
import { JsonValueSchema } from '#domain/pages/document';
import { withInlineStyles } from '../render/style-policy';
import { ErrorResponseSchema } from '#domain/schemas/common';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from '#domain/schemas/zod';
import { validateRequestPart } from '../lib/validate';
import { accessOf, scopeOf, type Access, type RouteScope } from '../plugins/auth';
import { REFRESH_COOKIE } from '../plugins/refresh-cookie';
import { NEXT_LINK_HEADER } from './paging-links';
import { serializePayload } from '../lib/shared-payload';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD url` of every API route, as registered (the completeness test walks them). */
    apiRoutes: string[];
    /** `METHOD url` → the route's declared contract (its Fastify schema), as registered. */
    apiContracts: Map<string, FastifySchema>;
    /** `METHOD url` → who the route's access check lets in (server/plugins/auth.ts). */
    apiAccess: Map<string, Access>;
    /** `METHOD url` → how the route is scoped to the staff's locations (decision 0205), where it is. */
    apiScope: Map<string, RouteScope>;
  }
}

/** The parts of the generated document this plugin completes. */
interface Described {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
}

/** The Retry-After header of a 429 answer (RFC 9110 §10.2.3, in seconds). */
const RETRY_AFTER_HEADER = {
  description: 'Nach wie vielen Sekunden ein neuer Versuch möglich ist.',
  schema: { type: 'integer', minimum: 0 },
} as const;

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

export interface OpenApiOptions {
  /** The studio's public origin (PUBLIC_URL): the document's server. Without it, the server is named relatively. */
  publicUrl?: string;
}

/** A stable operationId from method and path: `GET /api/v1/courses/:id` → `getApiV1CoursesById`. */
export function operationId(method: string, url: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capital(segment.slice(1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map(capital)
            .join(''),
    );
  return method.toLowerCase() + words.join('');
}

// Recursive schemas become named components (inline they would point at a component nobody emits).
z.globalRegistry.add(JsonValueSchema, { id: 'JsonValue' });

async function openApi(app: FastifyInstance, { publicUrl }: OpenApiOptions) {
  app.decorate('apiRoutes', []);
  app.decorate('apiContracts', new Map());
  app.decorate('apiAccess', new Map());
  app.decorate('apiScope', new Map());
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
  app.setSerializerCompiler(() => serializePayload);
  app.addHook('onRoute', (route) => {
    if (!isDescribedRoute(route.url)) return;
    const access = accessOf(route.preHandler);
    if (route.schema?.response)
      route.schema = {
        ...route.schema,
        response: withSharedAnswers(route),
        // A route without an access check needs no token: it overrides the document's global bearer security.
        ...(access === 'public' && !route.schema.security ? { security: [] } : {}),
      };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      app.apiRoutes.push(key);
      if (route.schema) app.apiContracts.set(key, route.schema);
      if (route.config?.nextLink) nextLinked.add(key);
      app.apiAccess.set(key, access);
      const scope = scopeOf(route.preHandler);
      if (scope) app.apiScope.set(key, scope);
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
          'Die API der Studio-App: Standorte, Kurse, Buchungen, Theke, Check-in, Kunden und Anfragen. Anmeldung mit ' +
          '`Authorization: Bearer <Token>` aus POST /api/users/login; Fehler kommen als `{ error: { code, message } }`.',
        version: '1',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // POST /api/auth/refresh: the browser's refresh cookie instead of a bearer token.
          refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE },
        },
      },
      security: [{ bearer: [] }],
      servers: [
        publicUrl
          ? { url: publicUrl.replace(/\/+$/, ''), description: 'Das Studio' }
          : { url: '/', description: 'Dieser Server (PUBLIC_URL ist nicht gesetzt)' },
      ],
    },
    transform: (input) => {
      if (!isDescribedRoute(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0]!;
      return {
        ...transformed,
        schema: { operationId: operationId(method, input.url), ...transformed.schema },
      };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as unknown as Described;
      for (const key of nextLinked) {
        const [method, url] = key.split(' ') as [string, string];
        const ok = document.paths?.[openApiPath(url)]?.[method.toLowerCase()]?.responses?.['200'];
        if (ok) ok.headers = { ...ok.headers, Link: NEXT_LINK_HEADER };
      }
      // Any JSON value is the empty schema: the recursive form zod writes (anyOf …, items: $ref itself) is the same
      // set of values, but generated clients cannot type it (openapi-typescript's output fails strict tsc, TS2502).
      for (const name of ['JsonValue', 'JsonValueInput'])
        if (document.components?.schemas?.[name])
          document.components.schemas[name] = { description: 'Ein beliebiger JSON-Wert.' };
      // Every limited answer says when to try again (@fastify/rate-limit and the sign-in limits send it).
      for (const operations of Object.values(document.paths ?? {}))
        for (const operation of Object.values(operations)) {
          const limited = operation.responses?.['429'];
          if (limited) limited.headers = { ...limited.headers, 'Retry-After': RETRY_AFTER_HEADER };
        }
      return document as unknown as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  // The groups start closed: with all of them open at once, Swagger UI stopped listing operations after the
  // seventh of the second group once the description had about 140 of them (issue 33's billing routes), without
  // an error; closed, every group is listed and each opens with all its operations (tests/e2e/api-docs.spec.ts).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'none' } });
  // Swagger UI writes styles of its own: the reference allows inline styles, as the page editor does (decision 0207).
  app.addHook('onSend', async (request, reply, payload) => {
    // Every answer passes here: the address decides first, the header is read for the reference only.
    if (!request.url.startsWith(DOCS_PREFIX)) return payload;
    const policy = reply.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') reply.header('Content-Security-Policy', withInlineStyles(policy));
    return payload;
  });
}

export default fp<OpenApiOptions>(openApi, { name: 'openapi' });

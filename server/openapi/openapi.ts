// The API description (decision 0107): every /api route gets its Fastify schema from ROUTE_SCHEMAS (the
// domain's zod schemas), @fastify/swagger turns them into an OpenAPI 3 document at /api/docs/json, and
// @fastify/swagger-ui serves the reference page at /api/docs from its own files (no CDN, within the app's CSP).
// The described request schemas are what the server enforces: Fastify validates params, query, headers and body
// with them before the handler runs (validateRequestPart in server/lib/validate.ts, safeParse on zod's core, so
// zod/mini schemas work), and a refusal is answered in the error catalogue's envelope with German messages
// (400 VALIDATION). A route's own preHandler (its access check) moves before the validation, so a request
// without the right token still answers 401/403 before its body is looked at. Answers are serialized as
// JSON.stringify did (strings, such as .ics files, as they are).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from '#domain/schemas/zod';
import { validateRequestPart } from '../lib/validate';
import { ROUTE_SCHEMAS } from './route-schemas';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD url` of every API route, as registered (the completeness test walks them). */
    apiRoutes: string[];
  }
}

export const isDescribedRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

async function openApi(app: FastifyInstance) {
  app.decorate('apiRoutes', []);
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    // A JSON schema written into a route (Ajv style) would not be enforced here: refuse it when the app starts.
    if (!(schema instanceof z.core.$ZodType))
      throw new Error(
        `${method} ${url}: the ${httpPart} schema must be a domain (zod) schema in ROUTE_SCHEMAS`,
      );
    // A multipart body is a stream the handler reads and checks part by part (uploads, decision 0132); its table
    // entry describes the form for the reference page only.
    if (httpPart === 'body' && ROUTE_SCHEMAS[`${method} ${url}`]?.consumes?.includes('multipart/form-data'))
      return () => true;
    return (value) => validateRequestPart(schema, value);
  });
  app.setSerializerCompiler(() => (data) => (typeof data === 'string' ? data : JSON.stringify(data)));
  app.addHook('onRoute', (route) => {
    if (!isDescribedRoute(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      app.apiRoutes.push(key);
      const described = ROUTE_SCHEMAS[key];
      if (described) route.schema = { ...described, ...route.schema };
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
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

export default fp(openApi, { name: 'openapi' });

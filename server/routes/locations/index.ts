// Location routes (issue 34, decision 0203): the public list in sort order (a public read, cached like the week),
// and the admin's writes. A taken slug is a German 409 (LOCATION_SLUG_TAKEN).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { IdParamsSchema } from '#domain/schemas/common';
import { LocationListSchema, LocationSchema, LocationWriteSchema } from '#domain/schemas/locations';
import { contracts, conflict, errors } from '../../openapi/contract';
import type { LocationsService } from '../../modules/locations/locations.service';

export interface LocationRoutesOptions {
  locations: LocationsService;
}

export default async function locationRoutes(fastify: FastifyInstance, { locations }: LocationRoutesOptions) {
  const app = contracts(fastify);
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const tags = ['Standorte'];

  app.get(
    API_PATHS.locations,
    {
      schema: {
        summary: 'Standorte mit Adresse und Öffnungszeiten (öffentlich)',
        tags,
        response: { 200: LocationListSchema },
      },
      config: { public: true, publicRead: true },
    },
    async () => locations.list(),
  );

  app.post(
    API_PATHS.locations,
    {
      schema: {
        summary: 'Standort anlegen (Admin; 409 bei vergebener Adresse)',
        tags,
        body: LocationWriteSchema,
        response: { 201: LocationSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const location = await locations.create(request.user!, request.body);
      reply.status(201);
      return location;
    },
  );

  app.put(
    API_PATHS.location(':id'),
    {
      schema: {
        summary: 'Standort ändern (Admin; 409 bei vergebener Adresse)',
        tags,
        params: IdParamsSchema,
        body: LocationWriteSchema,
        response: { 200: LocationSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => locations.replace(request.user!, request.params.id, request.body),
  );
}

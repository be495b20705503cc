// Client management (Admin; seed 000 §7 declares these paths): the paged list, one client, a client made at
// the desk, a client's bookings with attendance, anonymisation. PUT /api/v1/users/{id} lives with the
// account routes (a member edits themselves there too). A Manager manages the clients whose home studio is one
// of their locations (decision 0205).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  ClientBookingsSchema,
  ClientListQuerySchema,
  ClientPageSchema,
  ClientSchema,
  CreateClientRequestSchema,
  CreateClientResponseSchema,
} from '#domain/schemas/clients';
import { IdParamsSchema } from '#domain/schemas/common';
import { staffOf } from '../../plugins/auth';
import { contracts, conflict, Empty, errors } from '../../openapi/contract';
import { afterPage, linkNext } from '../../openapi/paging-links';
import type { ClientsService } from '../../modules/users/clients.service';

export interface ClientRoutesOptions {
  clients: ClientsService;
}

export default async function clientRoutes(fastify: FastifyInstance, { clients }: ClientRoutesOptions) {
  const app = contracts(fastify);
  const manager = fastify.requireRole('Manager');
  const ofClient = { preHandler: [manager, fastify.scoped('client', 'params.id')] };
  const tags = ['Kunden'];

  app.get(
    API_PATHS.allUsers,
    {
      schema: {
        summary: 'Kundenliste (Admin)',
        tags,
        querystring: ClientListQuerySchema,
        response: { 200: ClientPageSchema, ...errors },
      },
      preHandler: [manager, fastify.scopedList],
      config: { nextLink: true },
    },
    async (request, reply) => {
      const page = await clients.list(request.query, request.scope ?? []);
      linkNext(request, reply, afterPage(page));
      return page;
    },
  );

  app.post(
    API_PATHS.createUser,
    {
      schema: {
        summary: 'Kunde anlegen (Admin)',
        tags,
        body: CreateClientRequestSchema,
        response: { 201: CreateClientResponseSchema, ...errors, ...conflict },
      },
      preHandler: [manager, fastify.scoped('location', 'body.homeLocationId')],
    },
    async (request, reply) => {
      const created = await clients.create(staffOf(request), request.body);
      // The one-time password is in this answer only: nothing on the way may keep it.
      reply.status(201).header('Cache-Control', 'no-store');
      return created;
    },
  );

  app.get(
    API_PATHS.user(':id'),
    {
      schema: {
        summary: 'Ein Kunde (Admin)',
        tags,
        params: IdParamsSchema,
        response: { 200: ClientSchema, ...errors },
      },
      ...ofClient,
    },
    async (request) => clients.get(request.params.id),
  );

  app.get(
    API_PATHS.userBookings(':id'),
    {
      schema: {
        summary: 'Buchungen eines Kunden (Admin)',
        tags,
        params: IdParamsSchema,
        response: { 200: ClientBookingsSchema, ...errors },
      },
      ...ofClient,
    },
    async (request) => clients.bookings(request.params.id),
  );

  /** Anonymises: personal data gone, bookings kept for the statistics. */
  app.delete(
    API_PATHS.user(':id'),
    {
      schema: {
        summary: 'Kunde anonymisieren (Admin)',
        tags,
        params: IdParamsSchema,
        response: { 204: Empty, ...errors, ...conflict },
      },
      ...ofClient,
    },
    async (request, reply) => {
      await clients.anonymise(request.user!, request.params.id);
      reply.status(204);
    },
  );
}

// Client management (Admin; seed 000 §7 declares these paths): the paged list, one client, a client made at
// the desk, a client's bookings with attendance, anonymisation. PUT /api/v1/users/{id} lives with the
// account routes (a member edits themselves there too).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { ClientListQuerySchema, CreateClientRequestSchema } from '#domain/schemas/clients';
import { IdParamsSchema } from '#domain/schemas/common';
import { parse } from '../../lib/validate';
import type { ClientsService } from '../../modules/users/clients.service';

export interface ClientRoutesOptions {
  clients: ClientsService;
}

export default async function clientRoutes(fastify: FastifyInstance, { clients }: ClientRoutesOptions) {
  const adminOnly = { preHandler: fastify.requireRole('Admin') };

  fastify.get(API_PATHS.allUsers, adminOnly, async (request) =>
    clients.list(parse(ClientListQuerySchema, request.query)),
  );

  fastify.post(API_PATHS.createUser, adminOnly, async (request, reply) => {
    const created = await clients.create(request.user!, parse(CreateClientRequestSchema, request.body));
    // The one-time password is in this answer only: nothing on the way may keep it.
    reply.status(201).header('Cache-Control', 'no-store');
    return created;
  });

  fastify.get(API_PATHS.user(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return clients.get(id);
  });

  fastify.get(API_PATHS.userBookings(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return clients.bookings(id);
  });

  /** Anonymises: personal data gone, bookings kept for the statistics. */
  fastify.delete(API_PATHS.user(':id'), adminOnly, async (request, reply) => {
    const { id } = parse(IdParamsSchema, request.params);
    await clients.anonymise(request.user!, id);
    reply.status(204);
  });
}

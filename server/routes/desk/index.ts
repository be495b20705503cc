// Bookings at the front desk (Admin): book a member in (override over capacity), cancel without the
// deadline, move a waitlisted booking up by hand.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { IdParamsSchema } from '#domain/schemas/common';
import { DeskBookingRequestSchema, DeskConfirmRequestSchema } from '#domain/schemas/desk';
import { parse } from '../../lib/validate';
import type { DeskService } from '../../modules/desk/desk.service';

export interface DeskRoutesOptions {
  desk: DeskService;
}

export default async function deskRoutes(fastify: FastifyInstance, { desk }: DeskRoutesOptions) {
  const adminOnly = { preHandler: fastify.requireRole('Admin') };

  fastify.post(API_PATHS.deskBookings, adminOnly, async (request, reply) => {
    const booking = await desk.book(request.user!, parse(DeskBookingRequestSchema, request.body));
    reply.status(201);
    return booking;
  });

  fastify.post(API_PATHS.deskBookingCancel(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return desk.cancel(request.user!, id);
  });

  fastify.post(API_PATHS.deskBookingConfirm(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    const { override } = parse(DeskConfirmRequestSchema, request.body);
    return desk.confirm(request.user!, id, override);
  });
}

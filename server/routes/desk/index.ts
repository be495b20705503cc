// Bookings at the front desk (Admin, or a Manager at the session's location: decision 0205): book a member in
// (override over capacity), cancel without the deadline, move a waitlisted booking up by hand.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { BookingSchema } from '#domain/schemas/bookings';
import { IdParamsSchema } from '#domain/schemas/common';
import { DeskBookingRequestSchema, DeskConfirmRequestSchema } from '#domain/schemas/desk';
import { contracts, conflict, errors, notFound } from '../../openapi/contract';
import type { DeskService } from '../../modules/desk/desk.service';

export interface DeskRoutesOptions {
  desk: DeskService;
}

export default async function deskRoutes(fastify: FastifyInstance, { desk }: DeskRoutesOptions) {
  const app = contracts(fastify);
  // The desk acts for a member: refusals about the member read in the third person.
  const manager = fastify.requireRole('Manager');
  const config = { audience: 'staff' as const };
  const ofBooking = { preHandler: [manager, fastify.scoped('booking', 'params.id')], config };
  const tags = ['Theke'];

  app.post(
    API_PATHS.deskBookings,
    {
      schema: {
        summary: 'Buchung an der Theke',
        tags,
        body: DeskBookingRequestSchema,
        response: { 201: BookingSchema, ...errors, ...notFound, ...conflict },
      },
      preHandler: [manager, fastify.scoped('session', 'body.courseSettingsId')],
      config,
    },
    async (request, reply) => {
      const booking = await desk.book(request.user!, request.body);
      reply.status(201);
      return booking;
    },
  );

  app.post(
    API_PATHS.deskBookingCancel(':id'),
    {
      schema: {
        summary: 'Storno an der Theke',
        tags,
        params: IdParamsSchema,
        response: { 200: BookingSchema, ...errors, ...conflict },
      },
      ...ofBooking,
    },
    async (request) => desk.cancel(request.user!, request.params.id),
  );

  app.post(
    API_PATHS.deskBookingConfirm(':id'),
    {
      schema: {
        summary: 'Wartelistenplatz bestätigen',
        tags,
        params: IdParamsSchema,
        body: DeskConfirmRequestSchema,
        response: { 200: BookingSchema, ...errors, ...conflict },
      },
      ...ofBooking,
    },
    async (request) => desk.confirm(request.user!, request.params.id, request.body.override),
  );
}

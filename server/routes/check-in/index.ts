// Check-in (Trainer of the session or Admin): the day's sessions, check in a booking (Idempotency-Key
// required) and take it back within a few minutes, scan a code, mark no-shows; and every signed-in member's own check-in code.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  CheckInCodeSchema,
  CheckInHeadersSchema,
  CheckInResultSchema,
  CheckInScanRequestSchema,
  CheckInSessionListSchema,
  CheckInSessionsQuerySchema,
  CheckInSessionSummaryListSchema,
  NoShowResultSchema,
  OptionalIdempotencyHeadersSchema,
} from '#domain/schemas/check-in';
import { BookingSchema } from '#domain/schemas/bookings';
import { IdParamsSchema } from '#domain/schemas/common';
import { staffOf } from '../../plugins/auth';
import { contracts, conflict, errors, notFound } from '../../openapi/contract';
import type { CheckInOutcome, CheckInService } from '../../modules/check-in/check-in.service';
import { outcomeError } from '../../modules/bookings/bookings.service';

export interface CheckInRoutesOptions {
  checkIn: CheckInService;
}

/** A stored refusal is thrown again; a success answers 200 with the stored result. */
function answer(outcome: CheckInOutcome) {
  const error = outcomeError(outcome);
  if (error) throw error;
  return outcome.result;
}

export default async function checkInRoutes(fastify: FastifyInstance, { checkIn }: CheckInRoutesOptions) {
  const app = contracts(fastify);
  // Refusals speak of the member in the third person (the location rule's, issue 34).
  const staffAudience = { audience: 'staff' as const };
  const staff = fastify.requireRole('Trainer');
  // A manager (Trainer's requirement includes them) checks in at their locations only (decision 0205).
  const ofBooking = { preHandler: [staff, fastify.scoped('booking', 'params.id')] };
  const tags = ['Check-in'];

  // The sessions of a day (the staff member's scope): with their participants (the desk), or their counts only
  // (the admin dashboard, decision 0216).
  const day = { preHandler: [staff, fastify.scopedList], config: staffAudience };
  app.get(
    API_PATHS.checkInSessions,
    {
      schema: {
        summary: 'Termine des Tages zum Einchecken',
        tags,
        querystring: CheckInSessionsQuerySchema,
        response: { 200: CheckInSessionListSchema, ...errors },
      },
      ...day,
    },
    async (request) => checkIn.sessionsOfDay(staffOf(request), request.query.date),
  );
  app.get(
    API_PATHS.checkInSummaries,
    {
      schema: {
        summary: 'Termine des Tages mit ihren Zahlen, ohne Teilnehmende',
        tags,
        querystring: CheckInSessionsQuerySchema,
        response: { 200: CheckInSessionSummaryListSchema, ...errors },
      },
      ...day,
    },
    async (request) => checkIn.summariesOfDay(staffOf(request), request.query.date),
  );

  app.post(
    API_PATHS.bookingCheckIn(':id'),
    {
      schema: {
        summary: 'Einchecken',
        tags,
        params: IdParamsSchema,
        headers: CheckInHeadersSchema,
        response: { 200: CheckInResultSchema, ...errors, ...conflict },
      },
      ...ofBooking,
      config: staffAudience,
    },
    async (request) =>
      answer(await checkIn.checkIn(staffOf(request), request.params.id, request.headers['idempotency-key'])),
  );

  app.delete(
    API_PATHS.bookingCheckIn(':id'),
    {
      schema: {
        summary: 'Check-in rückgängig machen (in den ersten Minuten danach)',
        tags,
        params: IdParamsSchema,
        response: { 200: BookingSchema, ...errors, ...notFound, ...conflict },
      },
      ...ofBooking,
      config: staffAudience,
    },
    async (request) => checkIn.undoCheckIn(staffOf(request), request.params.id),
  );

  app.post(
    API_PATHS.checkInScan,
    {
      schema: {
        summary: 'Einchecken per Code',
        tags,
        headers: OptionalIdempotencyHeadersSchema,
        body: CheckInScanRequestSchema,
        response: { 200: CheckInResultSchema, ...errors, ...notFound, ...conflict },
      },
      preHandler: [staff, fastify.scoped('session', 'body.courseSettingsId')],
      config: staffAudience,
    },
    async (request) =>
      answer(await checkIn.scan(staffOf(request), request.body, request.headers['idempotency-key'])),
  );

  app.post(
    API_PATHS.courseSettingNoShows(':id'),
    {
      schema: {
        summary: 'Nicht Erschienene markieren',
        tags,
        params: IdParamsSchema,
        response: { 200: NoShowResultSchema, ...errors, ...conflict },
      },
      preHandler: [staff, fastify.scoped('session', 'params.id')],
      config: staffAudience,
    },
    async (request) => checkIn.markNoShows(staffOf(request), request.params.id),
  );

  app.get(
    API_PATHS.myCheckInCode,
    {
      schema: { summary: 'Mein Check-in-Code', tags, response: { 200: CheckInCodeSchema, ...errors } },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return checkIn.codeFor(request.user!);
    },
  );
}

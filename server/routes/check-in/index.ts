// Check-in (Trainer of the session or Admin): the day's sessions, check in a booking (Idempotency-Key
// required), scan a code, mark no-shows; and every signed-in member's own check-in code.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  CheckInHeadersSchema,
  CheckInScanRequestSchema,
  CheckInSessionsQuerySchema,
  OptionalIdempotencyHeadersSchema,
} from '#domain/schemas/check-in';
import { IdParamsSchema } from '#domain/schemas/common';
import { parse } from '../../lib/validate';
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
  const staff = { preHandler: fastify.requireRole('Trainer') };

  fastify.get(API_PATHS.checkInSessions, staff, async (request) => {
    const { date } = parse(CheckInSessionsQuerySchema, request.query);
    return checkIn.sessionsOfDay(request.user!, date);
  });

  fastify.post(API_PATHS.bookingCheckIn(':id'), staff, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    const headers = parse(CheckInHeadersSchema, request.headers);
    return answer(await checkIn.checkIn(request.user!, id, headers['idempotency-key']));
  });

  fastify.post(API_PATHS.checkInScan, staff, async (request) => {
    const headers = parse(OptionalIdempotencyHeadersSchema, request.headers);
    const body = parse(CheckInScanRequestSchema, request.body);
    return answer(await checkIn.scan(request.user!, body, headers['idempotency-key']));
  });

  fastify.post(API_PATHS.courseSettingNoShows(':id'), staff, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return checkIn.markNoShows(request.user!, id);
  });

  fastify.get(API_PATHS.myCheckInCode, { preHandler: fastify.authenticate }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return checkIn.codeFor(request.user!);
  });
}

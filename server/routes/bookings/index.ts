// Booking routes (seed 000 §7 declares them): book, my bookings, cancel, the admin list, a session's
// participants, and the calendar: one booking as .ics and each member's private feed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  BookingListQuerySchema,
  BookingListSchema,
  BookingSchema,
  CalendarLinkSchema,
  CreateBookingRequestSchema,
  ParticipantListSchema,
  ParticipantQuerySchema,
  type CalendarLink,
} from '#domain/schemas/bookings';
import { OptionalIdempotencyHeadersSchema } from '#domain/schemas/check-in';
import { ErrorResponseSchema, IdParamsSchema } from '#domain/schemas/common';
import { z } from '#domain/schemas/zod';
import { staffOf } from '../../plugins/auth';
import { contracts, conflict, errors, ics } from '../../openapi/contract';
import { afterCursor, linkNext } from '../../openapi/paging-links';
import { outcomeError, type BookingsService } from '../../modules/bookings/bookings.service';
import type { ParticipantsService } from '../../modules/bookings/participants.service';
import type { CalendarService } from '../../modules/calendar/calendar.service';

export interface BookingRoutesOptions {
  bookings: BookingsService;
  participants: ParticipantsService;
  calendar: CalendarService;
}

const ICS_TYPE = 'text/calendar; charset=utf-8';
const CalendarFeedParams = z.object({ token: z.string() });

export default async function bookingRoutes(
  fastify: FastifyInstance,
  { bookings, participants, calendar }: BookingRoutesOptions,
) {
  const app = contracts(fastify);
  const tags = ['Buchungen'];

  app.post(
    API_PATHS.bookings,
    {
      schema: {
        summary: 'Buchen (Platz oder Warteliste)',
        tags,
        headers: OptionalIdempotencyHeadersSchema,
        body: CreateBookingRequestSchema,
        response: { 201: BookingSchema, ...errors, 404: ErrorResponseSchema, ...conflict },
      },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      const outcome = await bookings.book(request.user!, request.body, request.headers['idempotency-key']);
      const error = outcomeError(outcome);
      if (error) throw error;
      // Without a refusal the outcome is a booking made now, or the stored answer of an earlier repeat: 201.
      reply.status(201);
      return outcome.booking!;
    },
  );

  app.get(
    API_PATHS.myBookings,
    {
      schema: { summary: 'Meine Buchungen', tags, response: { 200: BookingListSchema, ...errors } },
      preHandler: fastify.authenticate,
    },
    async (request) => bookings.mine(request.user!.id),
  );

  app.delete(
    API_PATHS.booking(':id'),
    {
      schema: {
        summary: 'Buchung stornieren',
        tags,
        params: IdParamsSchema,
        response: { 200: BookingSchema, ...errors, ...conflict },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => bookings.cancel(request.user!, request.params.id),
  );

  app.get(
    API_PATHS.bookings,
    {
      schema: {
        summary: 'Alle Buchungen (Admin)',
        tags,
        querystring: BookingListQuerySchema,
        response: { 200: BookingListSchema, ...errors },
      },
      preHandler: [fastify.requireRole('Manager'), fastify.scopedList],
      config: { nextLink: true },
    },
    async (request, reply) => {
      const page = await bookings.list({ ...request.query, scope: request.scope ?? [] });
      linkNext(request, reply, afterCursor(page, request.query.limit));
      return page;
    },
  );

  /** Admin, or the trainer who leads the session(s): the participant list. */
  app.get(
    API_PATHS.courseParticipants(':id'),
    {
      schema: {
        summary: 'Teilnehmende eines Kurses (Trainer, Admin)',
        tags,
        params: IdParamsSchema,
        querystring: ParticipantQuerySchema,
        response: { 200: ParticipantListSchema, ...errors },
      },
      preHandler: [fastify.requireRole('Trainer'), fastify.scoped('course', 'params.id')],
    },
    async (request) =>
      participants.participants(staffOf(request), request.params.id, request.query.courseSettingsId),
  );

  app.get(
    API_PATHS.bookingIcs(':id'),
    {
      schema: {
        summary: 'Eine Buchung als Kalenderdatei',
        tags: ['Kalender'],
        params: IdParamsSchema,
        response: { 200: ics('iCalendar-Datei'), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      const file = await calendar.bookingFile(request.user!, request.params.id);
      reply
        .type(ICS_TYPE)
        .header('Content-Disposition', `attachment; filename="kurs-${file.booking.id}.ics"`)
        .header('Cache-Control', 'no-store');
      return file.ics;
    },
  );

  const linkFor = (request: FastifyRequest, token: string): CalendarLink => {
    const url = `${fastify.publicOrigin(request)}${API_PATHS.calendarFeed(token)}`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  };

  app.get(
    API_PATHS.calendarLink,
    {
      schema: {
        summary: 'Adresse des privaten Kalender-Abos',
        tags: ['Kalender'],
        response: { 200: CalendarLinkSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => linkFor(request, await calendar.feedToken(request.user!.id)),
  );

  app.post(
    API_PATHS.calendarLinkReset,
    {
      schema: {
        summary: 'Neue Adresse des Kalender-Abos',
        tags: ['Kalender'],
        response: { 200: CalendarLinkSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => linkFor(request, await calendar.resetFeedToken(request.user!.id)),
  );

  /** The private feed: the secret in the URL is the only key, so it answers 404 for anything unknown. */
  app.get(
    API_PATHS.calendarFeed(':token'),
    {
      schema: {
        summary: 'Privates Kalender-Abo (die Adresse ist der Schlüssel)',
        tags: ['Kalender'],
        params: CalendarFeedParams,
        response: { 200: ics('iCalendar-Abo') },
      },
    },
    async (request, reply) => {
      const feed = await calendar.feed(request.params.token);
      reply.type(ICS_TYPE);
      return feed;
    },
  );
}

// Booking routes (seed 000 §7 declares them): book, my bookings, cancel, the admin list, a session's
// participants, and the calendar: one booking as .ics and each member's private feed.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '#domain/api-paths';
import { isAdmin } from '#domain/auth/permissions';
import { DomainError } from '#domain/errors/domain-error';
import {
  BookingListQuerySchema,
  CreateBookingRequestSchema,
  IdempotencyKeySchema,
  ParticipantQuerySchema,
  type Booking,
  type CalendarLink,
  type Participant,
} from '#domain/schemas/bookings';
import { IdParamsSchema } from '#domain/schemas/common';
import type { Database } from '../../db/schema';
import { parse } from '../../lib/validate';
import { outcomeError, type BookingsService } from '../../modules/bookings/bookings.service';
import { bookingUid, renderCalendar, type CalendarEvent } from '../../modules/calendar/ics';

export interface BookingRoutesOptions {
  bookings: BookingsService;
  db: Kysely<Database>;
}

const toEvent = (booking: Booking): CalendarEvent => ({
  uid: bookingUid(booking.id),
  title: booking.courseTitle,
  start: booking.scheduledAt,
  durationMinutes: booking.durationMinutes,
  description: `Trainer: ${booking.trainerName}`,
  status: booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
});

const ICS_TYPE = 'text/calendar; charset=utf-8';

export default async function bookingRoutes(
  fastify: FastifyInstance,
  { bookings, db }: BookingRoutesOptions,
) {
  fastify.post(API_PATHS.bookings, { preHandler: fastify.authenticate }, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = header === undefined ? undefined : parse(IdempotencyKeySchema, header);
    const body = parse(CreateBookingRequestSchema, request.body);
    const outcome = await bookings.book(request.user!, body, key);
    const error = outcomeError(outcome);
    if (error) throw error;
    reply.status(outcome.status);
    return outcome.booking;
  });

  fastify.get(API_PATHS.myBookings, { preHandler: fastify.authenticate }, async (request) =>
    bookings.mine(request.user!.id),
  );

  fastify.delete(API_PATHS.booking(':id'), { preHandler: fastify.authenticate }, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return bookings.cancel(request.user!, id);
  });

  fastify.get(API_PATHS.bookings, { preHandler: fastify.requireRole('Admin') }, async (request) =>
    bookings.list(parse(BookingListQuerySchema, request.query)),
  );

  /** Admin, or the trainer who leads the session(s): the participant list. */
  fastify.get(
    API_PATHS.courseParticipants(':id'),
    { preHandler: fastify.requireRole('Trainer') },
    async (request): Promise<Participant[]> => {
      const { id } = parse(IdParamsSchema, request.params);
      const { courseSettingsId } = parse(ParticipantQuerySchema, request.query);
      const user = request.user!;
      const rows = await bookings.list({ courseId: id, ...(courseSettingsId ? { courseSettingsId } : {}) });
      const fullName = `${user.firstName} ${user.lastName}`.trim().toLowerCase();
      const visible = isAdmin(user)
        ? rows
        : rows.filter((b) => b.trainerName.trim().toLowerCase() === fullName);
      if (!isAdmin(user) && visible.length !== rows.length) throw new DomainError('FORBIDDEN');
      const people = await db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'email'])
        .where('id', 'in', visible.length ? visible.map((b) => b.userId) : [-1])
        .execute();
      const byId = new Map(people.map((p) => [p.id, p]));
      return visible
        .filter((b) => b.status !== 'cancelled')
        .map((b) => ({
          bookingId: b.id,
          userId: b.userId,
          firstName: byId.get(b.userId)?.firstName ?? '',
          lastName: byId.get(b.userId)?.lastName ?? '',
          email: byId.get(b.userId)?.email ?? '',
          courseSettingsId: b.courseSettingsId,
          status: b.status,
          position: b.position,
        }));
    },
  );

  fastify.get(API_PATHS.bookingIcs(':id'), { preHandler: fastify.authenticate }, async (request, reply) => {
    const { id } = parse(IdParamsSchema, request.params);
    const booking = await bookings.ownBooking(request.user!, id);
    reply
      .type(ICS_TYPE)
      .header('Content-Disposition', `attachment; filename="kurs-${booking.id}.ics"`)
      .header('Cache-Control', 'no-store');
    return renderCalendar(booking.courseTitle, [toEvent(booking)], new Date());
  });

  const linkFor = (request: FastifyRequest, token: string): CalendarLink => {
    const url = `${request.protocol}://${request.host}${API_PATHS.calendarFeed(token)}`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  };
  const newToken = () => randomBytes(32).toString('base64url');

  fastify.get(API_PATHS.calendarLink, { preHandler: fastify.authenticate }, async (request) => {
    const user = request.user!;
    const row = await db
      .selectFrom('users')
      .select('calendarToken')
      .where('id', '=', user.id)
      .executeTakeFirst();
    let token = row?.calendarToken;
    if (!token) {
      token = newToken();
      await db.updateTable('users').set({ calendarToken: token }).where('id', '=', user.id).execute();
    }
    return linkFor(request, token);
  });

  fastify.post(API_PATHS.calendarLinkReset, { preHandler: fastify.authenticate }, async (request) => {
    const token = newToken();
    await db.updateTable('users').set({ calendarToken: token }).where('id', '=', request.user!.id).execute();
    return linkFor(request, token);
  });

  /** The private feed: the secret in the URL is the only key, so it answers 404 for anything unknown. */
  fastify.get(API_PATHS.calendarFeed(':token'), async (request, reply) => {
    const { token: raw } = request.params as { token: string };
    const token = /^[\w-]{43}$/.test(raw) ? raw : undefined;
    const owner = token
      ? await db.selectFrom('users').select('id').where('calendarToken', '=', token).executeTakeFirst()
      : undefined;
    if (!owner) throw new DomainError('NOT_FOUND');
    const mine = await bookings.mine(owner.id);
    const events = mine.filter((b) => b.status === 'confirmed' || b.status === 'attended').map(toEvent);
    reply.type(ICS_TYPE);
    return renderCalendar(`Meine Kurse – Kraftraum Studio`, events, new Date());
  });
}

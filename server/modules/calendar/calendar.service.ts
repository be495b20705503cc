// The calendar (seed 000 §7): one booking as an .ics file, and each member's private feed, whose secret address
// (a random token on the user) is its only key. In a chain each event names its location and address (issue 34).
import { randomBytes } from 'node:crypto';
import { DomainError } from '#domain/errors/domain-error';
import type { Booking } from '#domain/schemas/bookings';
import type { User } from '#domain/schemas/users';
import type { Clock } from '../../lib/clock';
import type { BookingsService } from '../bookings/bookings.service';
import type { LocationRow, LocationsRepository } from '../locations/locations.repository';
import type { UsersRepository } from '../users/users.repository';
import { bookingUid, renderCalendar, type CalendarEvent } from './ics';

const toEvent = (booking: Booking, place?: LocationRow): CalendarEvent => ({
  uid: bookingUid(booking.id),
  title: booking.courseTitle,
  start: booking.scheduledAt,
  durationMinutes: booking.durationMinutes,
  description: `Trainer: ${booking.trainerName}`,
  status: booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
  ...(place ? { location: `${place.name}, ${place.street}, ${place.postalCode} ${place.city}` } : {}),
});

const newToken = () => randomBytes(32).toString('base64url');
/** What `newToken` makes: 32 bytes in base64url. Anything else is not looked up at all. */
const TOKEN_SHAPE = /^[\w-]{43}$/;

export class CalendarService {
  constructor(
    private readonly users: UsersRepository,
    private readonly bookings: BookingsService,
    /** Stamps the files (DTSTAMP). */
    private readonly clock: Clock,
    /** A chain's locations (issue 34): each event names its location and address; a single studio its name. */
    private readonly locations: LocationsRepository,
  ) {}

  /** The events of `bookings`, each with its location's name and address in a chain. */
  private async events(bookings: readonly Booking[]): Promise<CalendarEvent[]> {
    const places =
      (await this.locations.count()) >= 2
        ? await this.locations.ofCourses(bookings.map((booking) => booking.courseId))
        : new Map<number, LocationRow>();
    return bookings.map((booking) => toEvent(booking, places.get(booking.courseId)));
  }

  /** One of the user's own bookings as an iCalendar file. */
  async bookingFile(user: User, bookingId: number): Promise<{ booking: Booking; ics: string }> {
    const booking = await this.bookings.ownBooking(user, bookingId);
    return {
      booking,
      ics: renderCalendar(booking.courseTitle, await this.events([booking]), this.clock.now()),
    };
  }

  /** The user's feed token, made on first use. */
  async feedToken(userId: number): Promise<string> {
    const token = await this.users.calendarTokenOf(userId);
    if (token) return token;
    const fresh = newToken();
    await this.users.setCalendarToken(userId, fresh);
    return fresh;
  }

  /** A new feed token: the old address stops working. */
  async resetFeedToken(userId: number): Promise<string> {
    const token = newToken();
    await this.users.setCalendarToken(userId, token);
    return token;
  }

  /** The private feed of the token's owner (confirmed and attended bookings); NOT_FOUND for anything unknown. */
  async feed(rawToken: string): Promise<string> {
    const ownerId = TOKEN_SHAPE.test(rawToken) ? await this.users.idByCalendarToken(rawToken) : undefined;
    if (ownerId === undefined) throw new DomainError('NOT_FOUND');
    const mine = await this.bookings.mine(ownerId);
    const events = await this.events(mine.filter((b) => b.status === 'confirmed' || b.status === 'attended'));
    return renderCalendar(`Meine Kurse – Kraftraum Studio`, events, this.clock.now());
  }
}

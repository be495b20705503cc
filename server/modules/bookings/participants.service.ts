// Who is booked into a course's sessions: for the admin, or the trainer who leads the session(s).
import { isAdmin } from '#domain/auth/permissions';
import { DomainError } from '#domain/errors/domain-error';
import type { Participant } from '#domain/schemas/bookings';
import type { User } from '#domain/schemas/users';
import type { UsersRepository } from '../users/users.repository';
import type { BookingsService } from './bookings.service';

export class ParticipantsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly bookings: BookingsService,
  ) {}

  /** Admin, or the trainer who leads the session(s): who is booked (cancelled bookings left out). */
  async participants(user: User, courseId: number, courseSettingsId?: number): Promise<Participant[]> {
    const rows = await this.bookings.list({ courseId, ...(courseSettingsId ? { courseSettingsId } : {}) });
    const fullName = `${user.firstName} ${user.lastName}`.trim().toLowerCase();
    const visible = isAdmin(user)
      ? rows
      : rows.filter((b) => b.trainerName.trim().toLowerCase() === fullName);
    if (!isAdmin(user) && visible.length !== rows.length) throw new DomainError('FORBIDDEN');
    const people = await this.users.contactsOf([...new Set(visible.map((b) => b.userId))]);
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
  }
}

// Who is booked into a course's sessions: for the admin, a manager of the course's location (the route checks
// the location, decision 0205), or the trainer who leads the session(s).
import { isAdmin, isManager, type Scoped } from '#domain/auth/permissions';
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
  async participants(
    user: Scoped<User>,
    courseId: number,
    courseSettingsId?: number,
  ): Promise<Participant[]> {
    const rows = await this.bookings.list({ courseId, ...(courseSettingsId ? { courseSettingsId } : {}) });
    const fullName = `${user.firstName} ${user.lastName}`.trim().toLowerCase();
    const all = isAdmin(user) || (isManager(user) && Array.isArray(user.scope));
    const visible = all ? rows : rows.filter((b) => b.trainerName.trim().toLowerCase() === fullName);
    if (!all && visible.length !== rows.length) throw new DomainError('FORBIDDEN');
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

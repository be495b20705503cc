// Reminders before confirmed bookings (issue 21): every process sweeps on a timer; a booking whose reminder time
// (the studio's reminderMinutesBefore before the start) has come is claimed once in the database and its
// reminder stored in the outbox in the same transaction, which sends it by push or mail. None for a booking made
// (or moved up) after its reminder time, none after the start, none for a cancelled booking or session.
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { SettingsService } from '../memberships/settings.service';
import type { RemindersRepository } from './reminders.repository';

export interface RemindersDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: RemindersRepository;
  settings: SettingsService;
  mail: MailService;
  clock: Clock;
}

const MINUTE = 60_000;

export class Reminders {
  constructor(private readonly deps: RemindersDeps) {}

  /** Stores the reminders due now; returns how many this process stored. */
  async queueDue(): Promise<number> {
    const { db, dialect, repo, settings, mail, clock } = this.deps;
    const { reminderMinutesBefore } = await settings.current();
    if (reminderMinutesBefore <= 0) return 0;
    const now = clock.now();
    const lead = reminderMinutesBefore * MINUTE;
    const candidates = await repo.candidates(now.toISOString(), new Date(now.getTime() + lead).toISOString());
    const due = candidates
      .filter((b) => {
        const remindAt = new Date(b.scheduledAt).getTime() - lead;
        return new Date(b.promotedAt ?? b.createdAt).getTime() <= remindAt;
      })
      .map((b) => b.id);
    if (due.length === 0) return 0;
    return writeTransaction(db, dialect, async (trx) => {
      const claimed = await repo.claim(due, now.toISOString(), trx);
      await mail.forBookings('booking-reminder', claimed, trx);
      return claimed.length;
    });
  }
}

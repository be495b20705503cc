// Reminders before confirmed bookings (issue 21): every process sweeps on a timer; a booking whose reminder is
// due (the rule in domain/bookings/reminder.ts: the studio's reminderMinutesBefore before the start, none for a
// booking made or moved up after that moment, none after the start) is claimed once in the database and its
// reminder stored in the outbox in the same transaction, which sends it by push or mail. None for a cancelled
// booking or session.
import type { Kysely } from 'kysely';
import { reminderDue, reminderWindow } from '#domain/bookings/reminder';
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

export class Reminders {
  constructor(private readonly deps: RemindersDeps) {}

  /** Stores the reminders due now; returns how many this process stored. */
  async queueDue(): Promise<number> {
    const { db, dialect, repo, settings, mail, clock } = this.deps;
    const { reminderMinutesBefore } = await settings.current();
    const now = clock.now();
    const window = reminderWindow(now, reminderMinutesBefore);
    if (!window) return 0;
    const candidates = await repo.candidates(window.from.toISOString(), window.to.toISOString());
    const due = candidates.filter((b) => reminderDue(b, reminderMinutesBefore)).map((b) => b.id);
    if (due.length === 0) return 0;
    return writeTransaction(db, dialect, async (trx) => {
      const claimed = await repo.claim(due, now.toISOString(), trx);
      await mail.forBookings('booking-reminder', claimed, trx);
      return claimed.length;
    });
  }
}

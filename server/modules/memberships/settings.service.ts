// The studio's settings (issue 19): fair rules and the booking/cancellation deadlines, stored one row per key
// and read fresh for every decision (several API processes share them; the table is a handful of rows). A key
// never written has its default: the environment's deadlines, FAIR_RULE_DEFAULTS for the rest. A booking reads
// the settings' version row in its session read instead and reuses the settings this process last read while
// that version is unchanged (`at`; decision 0193, 'A booking's CPU').
import type { Kysely } from 'kysely';
import { FAIR_RULE_DEFAULTS, StudioSettingsSchema, type StudioSettings } from '#domain/memberships/schemas';
import type { User } from '#domain/schemas/users';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import { BLOCK_AFTER_RETURNS_KEY } from '#domain/billing/schemas';
import { SETTINGS_VERSION_KEY, type MembershipsRepository } from './memberships.repository';

const KEYS = Object.keys(StudioSettingsSchema.def.shape) as Array<keyof StudioSettings>;

export interface SettingsDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: MembershipsRepository;
  audit: AuditRepository;
  clock: Clock;
  /**
   * The environment's BOOKING_DEADLINE_MINUTES / CANCELLATION_DEADLINE_MINUTES / REMINDER_MINUTES_BEFORE: the
   * defaults of the deadlines and the reminder time.
   */
  deadlines: Pick<
    StudioSettings,
    'bookingDeadlineMinutes' | 'cancellationDeadlineMinutes' | 'reminderMinutesBefore'
  >;
}

export class SettingsService {
  /** The settings this process read last, with the version row read in the same statement. */
  private latest: { version: string | null; settings: Readonly<StudioSettings> } | undefined;
  /**
   * Whether the billing settings block bookings after two returned debits in a row (issue 33), read in the same
   * pass as the settings object it is kept for: a booking asks for the member's returns flag only while it is
   * on, so a studio that never turns it on pays no read for it.
   */
  private readonly blocks = new WeakMap<object, boolean>();

  constructor(private readonly deps: SettingsDeps) {}

  get defaults(): StudioSettings {
    return { ...FAIR_RULE_DEFAULTS, ...this.deps.deadlines };
  }

  /** The settings in force; a stored value that no longer passes the schema falls back to its default. */
  async current(db: Db = this.deps.db): Promise<StudioSettings> {
    const settings: Record<string, unknown> = { ...this.defaults };
    let version: string | null = null;
    let blocksAfterReturns = false;
    for (const row of await this.deps.repo.settings(db)) {
      if (row.key === SETTINGS_VERSION_KEY) version = row.value;
      if (row.key === BLOCK_AFTER_RETURNS_KEY) blocksAfterReturns = row.value === 'true';
      if (!KEYS.includes(row.key as keyof StudioSettings)) continue;
      const candidate = { ...settings, [row.key]: JSON.parse(row.value) as unknown };
      if (StudioSettingsSchema.safeParse(candidate).success) settings[row.key] = candidate[row.key];
    }
    const frozen = Object.freeze({ ...settings }) as StudioSettings;
    this.blocks.set(frozen, blocksAfterReturns).set(settings, blocksAfterReturns);
    this.latest = { version, settings: frozen };
    return settings as StudioSettings;
  }

  /** Whether two returned debits in a row block bookings, as read with these settings (from `current` or `at`). */
  blocksAfterReturns(settings: object): boolean {
    return this.blocks.get(settings) ?? false;
  }

  /**
   * The settings in force, given the version row's value the caller read (null: no row yet, the settings never
   * saved by this version of the app): the ones this process read last when they came with that version, else
   * read afresh. Exact with several processes because every change writes a new version in its transaction (a
   * process of an older version saving settings during a rolling upgrade would not: upgrade all at once).
   */
  async at(version: string | null | undefined, db: Db = this.deps.db): Promise<Readonly<StudioSettings>> {
    const latest = this.latest;
    if (latest && latest.version === (version ?? null)) return latest.settings;
    return this.current(db);
  }

  /** Stores the whole object (Admin), audited with what changed. */
  async update(actor: User, input: StudioSettings): Promise<StudioSettings> {
    const { db, dialect, repo, audit, clock } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      const before = await this.current(trx);
      const now = clock.now().toISOString();
      const changed = KEYS.filter((key) => before[key] !== input[key]);
      await repo.saveSettings(Object.fromEntries(changed.map((key) => [key, input[key]])), now, trx);
      if (changed.length > 0) {
        await audit.record(
          trx,
          {
            actorId: actor.id,
            action: 'settings.update',
            entityType: 'settings',
            entityId: 1,
            details: {
              changes: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: input[key] }])),
            },
          },
          now,
        );
      }
      return this.current(trx);
    });
  }
}

// The member's own data (issue 21, GDPR Art. 15, 17 and 20): 'Meine Daten herunterladen' gives a ZIP with a
// JSON file of everything held about the member and a CSV of the bookings; 'Konto löschen' checks the password
// and anonymises the account the way the desk does, its push devices, sessions and submissions with it; before it,
// what deletion leaves behind (a card's bookings, a running contract; also for the desk's 'Klient löschen').
import { BILLING_RETENTION_NOTE } from '#domain/billing/schemas';
import { DomainError } from '#domain/errors/domain-error';
import type { DeletionCheck } from '#domain/memberships/deletion';
import { berlinDate } from '#domain/time';
import type { User } from '#domain/schemas/users';
import type { Booking } from '#domain/schemas/bookings';
import { STUDIO_NAME } from '#domain/constants';
import type { Clock } from '../../lib/clock';
import { zip } from '../../lib/zip';
import type { BillingService } from '../billing/billing.service';
import type { BookingsService } from '../bookings/bookings.service';
import type { ContractsService } from '../contracts/contracts.service';
import type { MemberMembershipsService } from '../memberships/member-memberships.service';
import type { PushRepository } from '../notifications/push.repository';
import type { ClientsService } from '../users/clients.service';
import { verifyPassword } from '../users/password';
import type { UsersRepository } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { toInstant } from '../../db/schema';
import type { MyDataRepository } from './my-data.repository';

export interface MyDataDeps {
  repo: MyDataRepository;
  users: UsersRepository;
  userService: UsersService;
  clients: ClientsService;
  bookings: BookingsService;
  billing: BillingService;
  push: PushRepository;
  /** What deleting leaves behind (issue 37): the member's cards and contracts. */
  memberships: MemberMembershipsService;
  contracts: ContractsService;
  clock: Clock;
}

const STATUS_DE: Record<Booking['status'], string> = {
  confirmed: 'bestätigt',
  pending: 'Warteliste',
  cancelled: 'storniert',
  attended: 'teilgenommen',
  no_show: 'nicht erschienen',
};

/** A CSV cell for spreadsheet programs: semicolon-separated (German Excel), quoted where needed. */
function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would be a formula in a spreadsheet: prefixed with an apostrophe.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function bookingsCsv(bookings: readonly Booking[]): string {
  const header = [
    'Buchung',
    'Kurs',
    'Beginn',
    'Dauer (Minuten)',
    'Trainer',
    'Status',
    'Gebucht am',
    'Storniert am',
    'Eingecheckt am',
  ];
  const rows = bookings.map((b) =>
    [
      b.id,
      b.courseTitle,
      b.scheduledAt,
      b.durationMinutes,
      b.trainerName,
      STATUS_DE[b.status],
      b.bookingDate,
      b.cancelledAt,
      b.checkedInAt,
    ]
      .map(cell)
      .join(';'),
  );
  return '\uFEFF' + [header.join(';'), ...rows].join('\r\n') + '\r\n';
}

export class MyDataService {
  constructor(private readonly deps: MyDataDeps) {}

  /** The ZIP: meine-daten.json, buchungen.csv and the invoices' PDFs (issue 33); only this member's rows. */
  async export(user: User): Promise<{ file: Buffer; filename: string }> {
    const { repo, users, userService, bookings, billing, push, clock } = this.deps;
    const row = await users.findById(user.id);
    if (!row || row.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
    const now = clock.now();
    const [mine, preferences, devices, memberships, strikes, leads, contactMessages, audit, invoices] =
      await Promise.all([
        bookings.list({ userId: user.id }),
        userService.mailPreferences(user.id),
        push.ofUser(user.id),
        repo.memberships(user.id),
        repo.strikes(user.id),
        repo.leads(row.email),
        repo.contactMessages(row.email),
        repo.audit(user.id),
        billing.exportOf(user),
      ]);
    const data = {
      exportedAt: now.toISOString(),
      studio: STUDIO_NAME,
      account: {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        roles: user.roles,
        createdAt: toInstant(row.createdAt),
        updatedAt: toInstant(row.updatedAt),
      },
      notificationSettings: preferences,
      pushDevices: devices.map((d) => ({
        id: d.id,
        deviceName: d.deviceName,
        createdAt: toInstant(d.createdAt),
      })),
      bookings: mine.map((b) => ({
        id: b.id,
        courseTitle: b.courseTitle,
        trainerName: b.trainerName,
        scheduledAt: b.scheduledAt,
        durationMinutes: b.durationMinutes,
        status: b.status,
        checkedIn: b.status === 'attended',
        noShow: b.status === 'no_show',
        bookedAt: b.bookingDate,
        promotedAt: b.promotedAt,
        cancelledAt: b.cancelledAt,
        checkedInAt: b.checkedInAt ?? null,
      })),
      memberships,
      strikes: strikes.map((s) => ({
        ...s,
        createdAt: toInstant(s.createdAt),
        forgivenAt: toInstant(s.forgivenAt),
      })),
      leads: leads.map((l) => ({ ...l, createdAt: toInstant(l.createdAt) })),
      contactMessages: contactMessages.map((m) => ({
        ...m,
        marketingConsent: m.marketingConsent === true || m.marketingConsent === 1,
        createdAt: toInstant(m.createdAt),
      })),
      invoices: invoices.invoices,
      auditEntries: audit.map((a) => ({
        ...a,
        details: JSON.parse(a.details) as unknown,
        at: toInstant(a.at),
      })),
    };
    const file = zip(
      [
        { name: 'meine-daten.json', content: JSON.stringify(data, null, 2) + '\n' },
        { name: 'buchungen.csv', content: bookingsCsv(mine) },
        ...invoices.files,
      ],
      now,
    );
    return { file, filename: `meine-daten-${now.toISOString().slice(0, 10)}.zip` };
  }

  /**
   * What deleting the account of `userId` leaves behind (issue 37): cards valid today with bookings left (lost with
   * the account) and contracts neither withdrawn nor ended before today (they keep running). USER_NOT_FOUND for an
   * unknown or already anonymised account.
   */
  async deletionCheck(userId: number): Promise<DeletionCheck> {
    const today = berlinDate(this.deps.clock.now());
    const current = (endsOn: string | null) => endsOn === null || endsOn >= today;
    const [memberships, contracts] = await Promise.all([
      this.deps.memberships.listOf(userId),
      this.deps.contracts.ofUser(userId),
    ]);
    return {
      cards: memberships
        .filter((m) => m.creditsLeft !== null && m.creditsLeft > 0 && current(m.endsOn))
        .map((m) => ({ name: m.name, creditsLeft: m.creditsLeft!, endsOn: m.endsOn })),
      contracts: contracts
        .filter((c) => c.status !== 'withdrawn' && current(c.endsOn))
        .map((c) => ({ contractNumber: c.contractNumber, typeName: c.typeName, endsOn: c.endsOn })),
    };
  }

  /**
   * 'Konto löschen': the password confirms it; afterwards no token of the member is accepted. Invoices and
   * contracts stay for their retention period (issue 33); the answer says so.
   */
  async deleteAccount(user: User, password: string): Promise<{ retentionNote: string }> {
    const row = await this.deps.users.findById(user.id);
    if (!row || row.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
    if (!(await verifyPassword(row.passwordHash, password))) throw new DomainError('CURRENT_PASSWORD_WRONG');
    await this.deps.clients.anonymiseAccount(user.id, user.id, 'user.self-delete', (trx, email) =>
      this.deps.repo.clearSubmissions(user.id, email, trx),
    );
    return { retentionNote: BILLING_RETENTION_NOTE };
  }
}

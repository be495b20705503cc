// Client management at the desk (Admin; a Manager for the clients of their locations, decision 0205): the paged
// list with search, one client, a client created with a one-time password, the admin's edit (roles, isActive and
// a Manager's locations too), a client's bookings with attendance, and anonymisation (personal data gone,
// bookings kept for statistics). Every change is audited in its
// transaction; the audit keeps which fields changed, never names or e-mails (decision 0040).
import type { Kysely } from 'kysely';
import type { z } from '#domain/schemas/zod';
import { DomainError } from '#domain/errors/domain-error';
import { isAdmin, type LocationScope, type Scoped } from '#domain/auth/permissions';
import { DESK_NOTES } from '#domain/schemas/desk';
import { CLIENT_MESSAGES } from '#domain/schemas/clients';
import type {
  AdminUpdateUserRequestSchema,
  Client,
  ClientBookings,
  ClientListQuerySchema,
  ClientPage,
  CreateClientRequestSchema,
  CreateClientResponse,
} from '#domain/schemas/clients';
import type { User } from '#domain/schemas/users';
import { berlinDate } from '#domain/time';
import type { Dialect } from '../../db/database';
import { type Database, type Db, fromBool, toBool } from '../../db/schema';
import { lockRow, lockRows, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { BookingsService } from '../bookings/bookings.service';
import type { SessionsRepository } from '../sessions/sessions.repository';
import type { StaffScopeRepository } from '../staff/staff-scope.repository';
import { isCommonPassword } from './common-passwords';
import { oneTimePassword } from './one-time-password';
import { hashPassword } from './password';
import type { UsersRepository } from './users.repository';
import { parseRoles, serializeRoles, toClient } from './users.table';

type ListQuery = z.output<typeof ClientListQuerySchema>;
type CreateInput = z.output<typeof CreateClientRequestSchema>;
type UpdateInput = z.output<typeof AdminUpdateUserRequestSchema>;

export interface ClientsServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  users: UsersRepository;
  staffScope: StaffScopeRepository;
  sessions: SessionsRepository;
  bookings: BookingsRepository;
  bookingReads: BookingsService;
  audit: AuditRepository;
  clock: Clock;
  /** What a closed account keeps for its retention period (issue 33: invoices and contracts), in its transaction. */
  retain?: (userId: number, today: string, trx: Db) => Promise<void>;
}

export class ClientsService {
  constructor(private readonly deps: ClientsServiceDeps) {}

  /**
   * A page of clients; the total only when asked (count=exact, decision 0193). `scope`: a manager's locations
   * (the members whose home studio is one of them), 'all' for an admin.
   */
  async list(query: ListQuery, scope: LocationScope): Promise<ClientPage> {
    const { rows, more, total } = await this.deps.users.page({
      ...query,
      withTotal: query.count === 'exact',
      scope,
    });
    return {
      items: rows.map(toClient),
      ...(total === undefined ? {} : { total }),
      page: query.page,
      pageSize: query.pageSize,
      ...(more ? { nextCursor: rows.at(-1)!.id } : {}),
    };
  }

  async get(id: number): Promise<Client> {
    const row = await this.deps.users.findById(id);
    if (!row || row.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
    return this.withLocations(toClient(row));
  }

  /** A Manager's client record names their locations (the admin's client edit shows and changes them). */
  private async withLocations(client: Client, db?: Db): Promise<Client> {
    if (!client.roles.includes('Manager')) return client;
    return { ...client, locationIds: await this.deps.staffScope.locationsOf(client.id, db) };
  }

  /**
   * Roles and a Manager's locations are the admin's to give (decision 0205): a manager's request may name the
   * roles the account has (`current`; a new client: User) and no locations.
   */
  private refuseAccessChange(
    actor: User,
    roles: readonly string[] | undefined,
    current: readonly string[],
    locationIds?: unknown,
  ) {
    if (isAdmin(actor)) return;
    if (locationIds !== undefined) throw new DomainError('ROLES_ADMIN_ONLY');
    if (roles && [...roles].sort().join() !== [...current].sort().join())
      throw new DomainError('ROLES_ADMIN_ONLY');
  }

  /** A client made at the desk: a one-time password, answered once, that they must replace at first sign-in. */
  async create(actor: Scoped<User>, input: CreateInput): Promise<CreateClientResponse> {
    this.refuseAccessChange(actor, input.roles, ['User']);
    // A manager's new client belongs to the manager's (first) location, so they find them in their list.
    const homeLocationId = Array.isArray(actor.scope) ? (actor.scope[0] ?? null) : undefined;
    let password = oneTimePassword();
    while (isCommonPassword(password)) password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now().toISOString();
    const row = await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const inserted = await this.deps.users.insert(
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          roles: serializeRoles(input.roles),
          isActive: fromBool(input.isActive),
          mustChangePassword: 1,
          ...(homeLocationId === undefined ? {} : { homeLocationId }),
          createdAt: now,
          updatedAt: now,
        },
        trx,
      );
      if (!inserted) throw new DomainError('EMAIL_TAKEN');
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'user.create',
          entityType: 'user',
          entityId: inserted.id,
          details: { roles: parseRoles(inserted.roles), isActive: input.isActive, oneTimePassword: true },
        },
        now,
      );
      return inserted;
    });
    return { user: toClient(row), oneTimePassword: password };
  }

  /**
   * The admin's edit: name and e-mail, and roles and isActive when given. An admin cannot take their own Admin
   * role away or deactivate themselves (someone must be left to undo it).
   */
  async update(actor: User, id: number, input: UpdateInput): Promise<Client> {
    if (!isAdmin(actor) && input.locationIds !== undefined) throw new DomainError('ROLES_ADMIN_ONLY');
    if (actor.id === id && input.roles && !input.roles.includes('Admin'))
      throw new DomainError('ADMIN_SELF_LOCKOUT');
    if (actor.id === id && input.isActive === false) throw new DomainError('ADMIN_SELF_LOCKOUT');
    const now = this.deps.clock.now().toISOString();
    const row = await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      await lockRow(trx, this.deps.dialect, 'users', id);
      const before = await this.deps.users.findById(id, trx);
      if (!before || before.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
      this.refuseAccessChange(actor, input.roles, parseRoles(before.roles), input.locationIds);
      let after = await this.deps.users.updateProfile(
        id,
        { firstName: input.firstName, lastName: input.lastName, email: input.email },
        now,
        trx,
      );
      if (!after) throw new DomainError('EMAIL_TAKEN');
      if (input.roles || input.isActive !== undefined)
        after = await this.deps.users.updateAccess(
          id,
          { roles: input.roles, isActive: input.isActive },
          now,
          trx,
        );
      if (input.homeLocationId !== undefined && input.homeLocationId !== before.homeLocationId) {
        const moved = await this.deps.users.setHomeLocationIfExists(id, input.homeLocationId, now, trx);
        if (!moved)
          throw new DomainError('VALIDATION', [
            { path: 'homeLocationId', message: CLIENT_MESSAGES.homeLocation },
          ]);
        after = moved;
      }
      const locationsBefore = await this.deps.staffScope.locationsOf(id, trx);
      if (input.locationIds) {
        const known = await this.deps.staffScope.existingLocations(input.locationIds, trx);
        if (known.length !== new Set(input.locationIds).size)
          throw new DomainError('VALIDATION', [
            { path: 'locationIds', message: CLIENT_MESSAGES.locationIds },
          ]);
        await this.deps.staffScope.setLocations(id, known, trx);
      }
      const details: Record<string, unknown> = {
        changedFields: (['firstName', 'lastName', 'email'] as const).filter((f) => before[f] !== after[f]),
      };
      const [rolesBefore, rolesAfter] = [parseRoles(before.roles), parseRoles(after.roles)];
      if (JSON.stringify(rolesBefore) !== JSON.stringify(rolesAfter))
        details.roles = { from: rolesBefore, to: rolesAfter };
      if (toBool(before.isActive) !== toBool(after.isActive))
        details.isActive = { from: toBool(before.isActive), to: toBool(after.isActive) };
      if ((before.homeLocationId ?? null) !== (after.homeLocationId ?? null))
        details.homeLocationId = { from: before.homeLocationId ?? null, to: after.homeLocationId ?? null };
      const locationsAfter = await this.deps.staffScope.locationsOf(id, trx);
      if (JSON.stringify(locationsBefore) !== JSON.stringify(locationsAfter))
        details.locationIds = { from: locationsBefore, to: locationsAfter };
      if (
        (details.changedFields as string[]).length > 0 ||
        details.roles ||
        details.isActive ||
        details.homeLocationId ||
        details.locationIds
      ) {
        await this.deps.audit.record(
          trx,
          { actorId: actor.id, action: 'user.update', entityType: 'user', entityId: id, details },
          now,
        );
      }
      return this.withLocations(toClient(after), trx);
    });
    return row;
  }

  /**
   * Anonymises a client: name and e-mail replaced by placeholders, the password unusable, every session and
   * token revoked, calendar and check-in codes cleared. Their bookings stay for the statistics; bookings of
   * sessions still to come are cancelled, so the seats go to the waitlist.
   */
  async anonymise(actor: User, id: number): Promise<void> {
    if (actor.id === id) throw new DomainError('ADMIN_SELF_LOCKOUT');
    await this.anonymiseAccount(actor.id, id, 'user.anonymise');
  }

  /**
   * The anonymisation itself, for the desk and for the member closing their own account (issue 21, action
   * 'user.self-delete'): the push devices go with it; `also` clears more inside the same transaction.
   */
  async anonymiseAccount(
    actorId: number,
    id: number,
    action: 'user.anonymise' | 'user.self-delete',
    also?: (trx: Db, email: string) => Promise<void>,
  ): Promise<void> {
    const { db, dialect, users, bookings, sessions, audit, clock } = this.deps;
    await writeTransaction(db, dialect, async (trx) => {
      const row = await users.findById(id, trx);
      if (!row || row.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
      const now = clock.now().toISOString();
      const open = await bookings.openOfUserFrom(id, now, trx);
      await lockRows(trx, dialect, 'course_settings', [...new Set(open.map((b) => b.courseSettingId))]);
      for (const booking of open) {
        await bookings.cancel(booking.id, now, trx, DESK_NOTES.clientDeleted);
        if (booking.status === 'confirmed') {
          await this.deps.bookingReads.fillFreedSeats(
            trx,
            { courseSettingId: booking.courseSettingId, maxParticipants: booking.maxParticipants },
            new Date(now),
            { mail: false },
          );
        }
      }
      await sessions.revokeUser(id, now, undefined, trx);
      await users.anonymise(id, row.email, now, trx);
      await users.removePushDevices(id, trx);
      await this.deps.retain?.(id, berlinDate(new Date(now)), trx);
      await also?.(trx, row.email);
      await audit.record(
        trx,
        {
          actorId,
          action,
          entityType: 'user',
          entityId: id,
          details: { cancelledBookings: open.map((b) => b.id) },
        },
        now,
      );
    });
  }

  /** Every booking of the client, newest session first, with attendance tallies. */
  async bookings(id: number): Promise<ClientBookings> {
    await this.get(id);
    const list = await this.deps.bookingReads.list({ userId: id });
    const now = this.deps.clock.now();
    const count = (test: (b: (typeof list)[number]) => boolean) => list.filter(test).length;
    return {
      bookings: [...list].sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt) || b.id - a.id),
      attendance: {
        attended: count((b) => b.status === 'attended'),
        noShow: count((b) => b.status === 'no_show'),
        cancelled: count((b) => b.status === 'cancelled'),
        upcoming: count(
          (b) => (b.status === 'confirmed' || b.status === 'pending') && new Date(b.scheduledAt) > now,
        ),
      },
    };
  }
}

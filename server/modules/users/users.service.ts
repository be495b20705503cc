// Account rules: register, sign in, change the password. Throws only catalogue codes.
import { DomainError } from '#domain/errors/domain-error';
import {
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterRequestSchema,
  type User,
} from '#domain/schemas/users';
import type { MailPreferences } from '#domain/schemas/mail';
import type { z } from '#domain/schemas/zod';
import type { Clock } from '../../lib/clock';
import { fromBool, toBool } from '../../db/schema';
import { refuseCommonPassword } from './common-passwords';
import type { LoginThrottle } from './login-throttle';
import { burnVerification, hashPassword, verifyPassword } from './password';
import type { LocationsRepository } from '../locations/locations.repository';
import { assertLocationExists } from '../locations/locations.service';
import type { UsersRepository } from './users.repository';
import { serializeRoles, toUser } from './users.table';

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    /** The locations a home studio is one of (issue 34). */
    private readonly locations: LocationsRepository,
  ) {}

  async getById(id: number): Promise<User | undefined> {
    const row = await this.users.findById(id);
    return row && toUser(row);
  }

  /**
   * The user behind an access token, with the instant before which their tokens no longer count. An
   * anonymised client has no session at all.
   */
  async getSessionUser(id: number): Promise<{ user: User; sessionsValidAfter: string | null } | undefined> {
    const row = await this.users.findById(id);
    if (!row || row.anonymisedAt) return undefined;
    return { user: toUser(row), sessionsValidAfter: row.sessionsValidAfter };
  }

  /** New accounts get the role User; roles are only ever widened by an admin. */
  async register(input: z.output<typeof RegisterRequestSchema>): Promise<User> {
    refuseCommonPassword('password', input.password);
    if (input.homeLocationId !== undefined)
      await assertLocationExists(this.locations, input.homeLocationId, 'homeLocationId');
    const homeLocationId = input.homeLocationId ?? (await this.locations.firstId()) ?? null;
    const now = this.clock.now().toISOString();
    const row = await this.users.insert({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
      roles: serializeRoles(['User']),
      isActive: fromBool(true),
      homeLocationId,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new DomainError('EMAIL_TAKEN');
    return toUser(row);
  }

  /**
   * The same error for an unknown e-mail and a wrong password, after the same amount of work; throttled per
   * account and per client address before any password is verified.
   */
  async login(input: LoginRequest, ip: string): Promise<User> {
    const attempt = await this.throttle.begin(input.userName.trim(), ip);
    const row = await this.users.findByEmail(input.userName.trim());
    if (!row) {
      await burnVerification(input.password);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      throw new DomainError('INVALID_CREDENTIALS');
    }
    await attempt.succeeded();
    return toUser(row);
  }

  async updateProfile(
    id: number,
    input: { firstName: string; lastName: string; email: string },
  ): Promise<User> {
    if (!(await this.users.findById(id))) throw new DomainError('NOT_FOUND');
    const row = await this.users.updateProfile(id, input, this.clock.now().toISOString());
    if (!row) throw new DomainError('EMAIL_TAKEN');
    return toUser(row);
  }

  /** The member changes their own home studio (issue 34): any location that exists. */
  async setHomeLocation(id: number, locationId: number): Promise<User> {
    await assertLocationExists(this.locations, locationId, 'homeLocationId');
    const row = await this.users.setHomeLocation(id, locationId, this.clock.now().toISOString());
    if (!row) throw new DomainError('NOT_FOUND');
    return toUser(row);
  }

  async mailPreferences(userId: number): Promise<MailPreferences> {
    const row = await this.users.mailPreferences(userId);
    if (!row) throw new DomainError('NOT_FOUND');
    return {
      bookingConfirmed: toBool(row.mailBookingConfirmed),
      waitlistPromoted: toBool(row.mailWaitlistPromoted),
      reminders: toBool(row.reminders),
    };
  }

  async setMailPreferences(userId: number, input: MailPreferences): Promise<MailPreferences> {
    await this.users.setMailPreferences(
      userId,
      {
        mailBookingConfirmed: fromBool(input.bookingConfirmed),
        mailWaitlistPromoted: fromBool(input.waitlistPromoted),
        ...(input.reminders === undefined ? {} : { reminders: fromBool(input.reminders) }),
      },
      this.clock.now().toISOString(),
    );
    return this.mailPreferences(userId);
  }

  async changePassword(userId: number, input: ChangePasswordRequest): Promise<void> {
    const row = await this.users.findById(userId);
    if (!row) throw new DomainError('PASSWORD_CHANGE_LOGGED_OUT');
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new DomainError('CURRENT_PASSWORD_WRONG');
    }
    refuseCommonPassword('newPassword', input.newPassword);
    await this.users.updatePasswordHash(
      userId,
      await hashPassword(input.newPassword),
      this.clock.now().toISOString(),
    );
  }
}

// Account rules: register, sign in, change the password. Throws only catalogue codes.
import { DomainError } from '#domain/errors/domain-error';
import type { ChangePasswordRequest, LoginRequest, User } from '#domain/schemas/users';
import type { z } from 'zod';
import type { RegisterRequestSchema } from '#domain/schemas/users';
import type { Clock } from '../../lib/clock';
import { fromBool } from '../../db/schema';
import { burnVerification, hashPassword, verifyPassword } from './password';
import type { UsersRepository } from './users.repository';
import { serializeRoles, toUser } from './users.table';

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async getById(id: number): Promise<User | undefined> {
    const row = await this.users.findById(id);
    return row && toUser(row);
  }

  /** New accounts get the role User; roles are only ever widened by an admin. */
  async register(input: z.output<typeof RegisterRequestSchema>): Promise<User> {
    const now = this.clock.now().toISOString();
    const row = await this.users.insert({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
      roles: serializeRoles(['User']),
      isActive: fromBool(true),
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new DomainError('EMAIL_TAKEN');
    return toUser(row);
  }

  /** The same error for an unknown e-mail and a wrong password, after the same amount of work. */
  async login(input: LoginRequest): Promise<User> {
    const row = await this.users.findByEmail(input.userName.trim());
    if (!row) {
      await burnVerification(input.password);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(row.passwordHash, input.password)))
      throw new DomainError('INVALID_CREDENTIALS');
    return toUser(row);
  }

  async changePassword(userId: number, input: ChangePasswordRequest): Promise<void> {
    const row = await this.users.findById(userId);
    if (!row) throw new DomainError('PASSWORD_CHANGE_LOGGED_OUT');
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new DomainError('CURRENT_PASSWORD_WRONG');
    }
    await this.users.updatePasswordHash(
      userId,
      await hashPassword(input.newPassword),
      this.clock.now().toISOString(),
    );
  }
}

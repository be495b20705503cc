// Which Trainer account leads a session (issue 22, decision 0160), in one place for the course admin and the
// trainer's own work: the accounts a session may name, and the lead of a written session. A session that names
// an account shows the account's display name; a typed name that is the full name of exactly one Trainer account
// is linked to it (the rule of the migration 20261128000000); any other typed name stays as typed.
import { foldTrainerName } from '#domain/auth/permissions';
import { DomainError } from '#domain/errors/domain-error';
import type { TrainerAccount } from '#domain/schemas/trainer';
import type { Db } from '../../db/schema';
import type { UsersRepository } from '../users/users.repository';

/** A session's lead as written: the account, or only a typed name. */
export interface SessionLeadInput {
  trainerId?: number | null | undefined;
  trainerName: string;
}

export interface SessionLead {
  trainerId: number | null;
  trainerName: string;
}

export const displayName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export class TrainerAccounts {
  constructor(private readonly users: UsersRepository) {}

  async list(db?: Db): Promise<TrainerAccount[]> {
    const rows = await this.users.trainers(db);
    return rows.map((row) => ({ id: row.id, name: displayName(row) }));
  }

  /** The account with this id, if it is a Trainer account (else TRAINER_NOT_FOUND). */
  async get(id: number, db?: Db): Promise<TrainerAccount> {
    const account = (await this.list(db)).find((a) => a.id === id);
    if (!account) throw new DomainError('TRAINER_NOT_FOUND');
    return account;
  }

  /** The lead of each written session: the named account (which must be a Trainer's), a matched name, or the typed name. */
  async leads(inputs: readonly SessionLeadInput[], db?: Db): Promise<SessionLead[]> {
    if (inputs.length === 0) return [];
    const accounts = await this.list(db);
    return inputs.map((input) => {
      if (input.trainerId != null) {
        const account = accounts.find((a) => a.id === input.trainerId);
        if (!account) throw new DomainError('TRAINER_NOT_FOUND');
        return { trainerId: account.id, trainerName: account.name };
      }
      const name = foldTrainerName(input.trainerName);
      const matches = accounts.filter((a) => foldTrainerName(a.name) === name);
      return matches.length === 1
        ? { trainerId: matches[0]!.id, trainerName: matches[0]!.name }
        : { trainerId: null, trainerName: input.trainerName };
    });
  }
}

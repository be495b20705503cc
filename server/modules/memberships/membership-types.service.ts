// The membership types the studio sells (issue 19, decision 0140): the admin's list, create, update and delete
// (audited, a name once), and the active, listed types for the public tiers. Owns nothing else: a member's
// memberships are member-memberships.service.ts, what a member may book is entitlement.service.ts.
import type { Kysely } from 'kysely';
import { DomainError } from '#domain/errors/domain-error';
import type {
  MembershipType,
  MembershipTypeWriteSchema,
  PublicMembershipType,
} from '#domain/memberships/schemas';
import { MEMBERSHIP_MESSAGES } from '#domain/memberships/schemas';
import type { User } from '#domain/schemas/users';
import type { z } from '#domain/schemas/zod';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import type { MembershipsRepository } from './memberships.repository';
import { toMembershipType, toPublicMembershipType, typeColumns } from './memberships.table';

type TypeInput = z.output<typeof MembershipTypeWriteSchema>;

export interface MembershipTypesDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: MembershipsRepository;
  audit: AuditRepository;
  clock: Clock;
}

const nameTaken = () =>
  new DomainError('VALIDATION', [{ path: 'name', message: MEMBERSHIP_MESSAGES.nameTaken }]);

export class MembershipTypesService {
  constructor(private readonly deps: MembershipTypesDeps) {}

  async listTypes(): Promise<MembershipType[]> {
    return (await this.deps.repo.types()).map(toMembershipType);
  }

  /** The active, listed types for the public tiers (the server renderer reads them in-process too). */
  async publicTypes(): Promise<PublicMembershipType[]> {
    return (await this.deps.repo.types(this.deps.db, { active: true, listed: true })).map(
      toPublicMembershipType,
    );
  }

  async createType(actor: User, data: TypeInput): Promise<MembershipType> {
    return writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const now = this.deps.clock.now().toISOString();
      const [id] = await this.deps.repo.insertTypes(
        [{ ...typeColumns(data), createdAt: now, updatedAt: now }],
        trx,
      );
      if (id === undefined) throw nameTaken();
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'membership_type.create',
          entityType: 'membership_type',
          entityId: id,
          details: { name: data.name },
        },
        now,
      );
      return toMembershipType((await this.deps.repo.type(id, trx))!);
    });
  }

  async updateType(actor: User, id: number, data: TypeInput): Promise<MembershipType> {
    return writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const before = await this.deps.repo.type(id, trx);
      if (!before) throw new DomainError('MEMBERSHIP_TYPE_NOT_FOUND');
      const now = this.deps.clock.now().toISOString();
      const other = await this.deps.repo.typeIdByName(data.name, trx);
      if (other !== undefined && other !== id) throw nameTaken();
      await this.deps.repo.updateType(id, { ...typeColumns(data), updatedAt: now }, trx);
      const after = (await this.deps.repo.type(id, trx))!;
      const was = toMembershipType(before);
      const is = toMembershipType(after);
      const changes = Object.fromEntries(
        (Object.keys(is) as Array<keyof MembershipType>)
          .filter((key) => key !== 'updatedAt' && JSON.stringify(was[key]) !== JSON.stringify(is[key]))
          .map((key) => [key, { from: was[key], to: is[key] }]),
      );
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'membership_type.update',
          entityType: 'membership_type',
          entityId: id,
          details: { changes },
        },
        now,
      );
      return is;
    });
  }

  async deleteType(actor: User, id: number): Promise<void> {
    await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const type = await this.deps.repo.type(id, trx);
      if (!type) throw new DomainError('MEMBERSHIP_TYPE_NOT_FOUND');
      if (await this.deps.repo.typeInUse(id, trx)) throw new DomainError('MEMBERSHIP_TYPE_IN_USE');
      await this.deps.repo.deleteType(id, trx);
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'membership_type.delete',
          entityType: 'membership_type',
          entityId: id,
          details: { name: type.name },
        },
        this.deps.clock.now().toISOString(),
      );
    });
  }
}

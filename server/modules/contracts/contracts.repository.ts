// All SQL on the contracts concluded online (issue 31, decision 0191): the order's idempotency record (the
// contract row itself, by its Idempotency-Key), the member's and the desk's reads, and the withdrawal and
// cancellation written onto the row. The PDF column is read only where the PDF is sent.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ContractsTable, Database, Db } from '../../db/schema';

export type ContractRow = Omit<Selectable<ContractsTable>, 'pdf'>;
export type NewContractRow = Insertable<ContractsTable>;

/** Every column but the PDF (lists never carry it). */
const COLUMNS = [
  'id',
  'contractNumber',
  'idempotencyKey',
  'requestHash',
  'userId',
  'typeId',
  'membershipId',
  'typeName',
  'monthlyPriceCents',
  'setupFeeCents',
  'minimumTermMonths',
  'noticePeriodWeeks',
  'totalPriceCents',
  'startsOn',
  'minimumTermEndsOn',
  'firstDebitOn',
  'firstDebitCents',
  'withdrawalDeadline',
  'concludedAt',
  'expressStartRequestedAt',
  'termsAcceptedAt',
  'mandateConsentedAt',
  'agbVersion',
  'withdrawalVersion',
  'firstName',
  'lastName',
  'dateOfBirth',
  'street',
  'postalCode',
  'city',
  'email',
  'phone',
  'accountHolder',
  'ibanEncrypted',
  'ibanLast4',
  'ibanMasked',
  'mandateReference',
  'mandateSignedOn',
  'status',
  'endsOn',
  'cancellationKind',
  'cancellationReason',
  'cancellationRequestedEndOn',
  'cancellationReceivedAt',
  'cancellationEndsOn',
  'withdrawalReceivedAt',
  'withdrawalProRataCents',
  'createdAt',
  'updatedAt',
  'keptUntil',
  'locationId',
] as const;

export class ContractsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byIdempotencyKey(key: string, db: Db = this.db): Promise<ContractRow | undefined> {
    return db.selectFrom('contracts').select(COLUMNS).where('idempotencyKey', '=', key).executeTakeFirst();
  }

  byId(id: number, db: Db = this.db): Promise<ContractRow | undefined> {
    return db.selectFrom('contracts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  byNumber(contractNumber: string, db: Db = this.db): Promise<ContractRow | undefined> {
    return db
      .selectFrom('contracts')
      .select(COLUMNS)
      .where('contractNumber', '=', contractNumber)
      .executeTakeFirst();
  }

  /** The contracts whose order or whose account has this e-mail address (lower case), oldest first. */
  byEmail(email: string, db: Db = this.db): Promise<ContractRow[]> {
    return db
      .selectFrom('contracts')
      .select(COLUMNS.map((column) => `contracts.${column}` as const))
      .leftJoin('users', 'users.id', 'contracts.userId')
      .where((eb) => eb.or([eb('contracts.email', '=', email), eb('users.email', '=', email)]))
      .orderBy('contracts.id')
      .execute();
  }

  ofUser(userId: number, db: Db = this.db): Promise<ContractRow[]> {
    return db
      .selectFrom('contracts')
      .select(COLUMNS)
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** The desk's list, newest first, by cursor (the id of the last row of the page before). */
  list(query: { limit: number; cursor?: number; status?: string }, db: Db = this.db): Promise<ContractRow[]> {
    return db
      .selectFrom('contracts')
      .select(COLUMNS)
      .$if(query.cursor !== undefined, (q) => q.where('id', '<', query.cursor!))
      .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
      .orderBy('id', 'desc')
      .limit(query.limit)
      .execute();
  }

  async pdf(id: number, db: Db = this.db): Promise<string | undefined> {
    const row = await db.selectFrom('contracts').select('pdf').where('id', '=', id).executeTakeFirst();
    return row?.pdf;
  }

  async insert(row: NewContractRow, db: Db): Promise<number> {
    const inserted = await db.insertInto('contracts').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(id: number, patch: Updateable<ContractsTable>, db: Db): Promise<void> {
    await db.updateTable('contracts').set(patch).where('id', '=', id).execute();
  }
}

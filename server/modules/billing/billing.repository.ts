// All SQL of billing (issue 33, decision 0194): the run's claim (the unique period), the gap-free invoice
// counter, the contracts a period bills, the invoices (inserted once, never updated but for the PDF made on the
// first download), their events (at most one per kind), the pre-notification's key per member and run, the flag
// after two returns in a row, and the reads of the admin's lists, the client's screen and the member's area.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { BillingRunsTable, Database, Db, InvoiceEventsTable, InvoicesTable } from '../../db/schema';

export type RunRow = Omit<Selectable<BillingRunsTable>, 'painXml'>;
export type InvoiceRow = Omit<Selectable<InvoicesTable>, 'pdf'>;
export type NewInvoiceRow = Insertable<InvoicesTable>;
export type EventRow = Selectable<InvoiceEventsTable>;
export type NewEventRow = Insertable<InvoiceEventsTable>;

const RUN_COLUMNS = [
  'id',
  'period',
  'collectionDate',
  'painVersion',
  'messageId',
  'count',
  'sumCents',
  'createdBy',
  'createdAt',
  'keptUntil',
] as const;

const INVOICE_COLUMNS = [
  'id',
  'number',
  'year',
  'sequence',
  'kind',
  'cancelsInvoiceId',
  'runId',
  'contractId',
  'userId',
  'memberNumber',
  'memberName',
  'memberStreet',
  'memberPostalCode',
  'memberCity',
  'studio',
  'period',
  'periodFrom',
  'periodTo',
  'lines',
  'netCents',
  'vatCents',
  'vatRatePercent',
  'grossCents',
  'sequenceType',
  'mandateReference',
  'endToEndId',
  'collectionDate',
  'paymentText',
  'issuedOn',
  'createdAt',
  'keptUntil',
  'locationId',
] as const;

/** A long list in slices for `in (…)` (SQLite takes at most 32,766 bound values per statement). */
function slices<T>(values: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) out.push(values.slice(start, start + size));
  return out;
}

/** What a period's run reads of a contract: its terms, the mandate, the member, the pause of its membership. */
export interface BillableContractRow {
  id: number;
  contractNumber: string;
  userId: number;
  status: string;
  startsOn: string;
  endsOn: string | null;
  cancellationEndsOn: string | null;
  monthlyPriceCents: number;
  setupFeeCents: number;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  accountHolder: string;
  ibanEncrypted: string;
  ibanMasked: string;
  mandateReference: string;
  mandateSignedOn: string;
  pausedFrom: string | null;
  pausedUntil: string | null;
  pauseBilling: string | null;
  /** The account's e-mail now (the pre-notification goes there); null for a closed account. */
  accountEmail: string | null;
  accountFirstName: string | null;
  /** The studio the contract was made at (issue 34); null only for a contract written without one. */
  locationId: number | null;
}

export class BillingRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  // Runs

  runByPeriod(period: string, db: Db = this.db): Promise<RunRow | undefined> {
    return db.selectFrom('billingRuns').select(RUN_COLUMNS).where('period', '=', period).executeTakeFirst();
  }

  runById(id: number, db: Db = this.db): Promise<RunRow | undefined> {
    return db.selectFrom('billingRuns').select(RUN_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  runs(db: Db = this.db): Promise<RunRow[]> {
    return db.selectFrom('billingRuns').select(RUN_COLUMNS).orderBy('period', 'desc').execute();
  }

  async painXml(id: number, db: Db = this.db): Promise<string | undefined> {
    const row = await db.selectFrom('billingRuns').select('painXml').where('id', '=', id).executeTakeFirst();
    return row?.painXml;
  }

  /**
   * The claim: inserts the period's run unless it exists (ON CONFLICT DO NOTHING; on PostgreSQL a second
   * transaction inserting the same period waits for the first and then does nothing). Answers the new id, or
   * undefined when the period was taken.
   */
  async claimRun(row: Insertable<BillingRunsTable>, db: Db): Promise<number | undefined> {
    const inserted = await db
      .insertInto('billingRuns')
      .values(row)
      .onConflict((oc) => oc.column('period').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async completeRun(
    id: number,
    values: { count: number; sumCents: number; painXml: string },
    db: Db,
  ): Promise<void> {
    await db.updateTable('billingRuns').set(values).where('id', '=', id).execute();
  }

  // Numbers

  /**
   * Reserves `count` consecutive sequence numbers of `year` and answers the first: the year's counter row is
   * made if missing, then locked (FOR UPDATE on PostgreSQL; SQLite's write lock holds it) until the caller's
   * transaction ends, so numbers are gap-free and never given twice.
   */
  async reserveNumbers(year: number, count: number, db: Db): Promise<number> {
    await db
      .insertInto('invoiceNumberCounters')
      .values({ year, last: 0 })
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();
    const row = await db
      .selectFrom('invoiceNumberCounters')
      .select('last')
      .where('year', '=', year)
      .$if(this.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
    await db
      .updateTable('invoiceNumberCounters')
      .set({ last: row.last + count })
      .where('year', '=', year)
      .execute();
    return row.last + 1;
  }

  // Contracts

  /**
   * The contracts a period may bill: begun by its last day, not ended before its first day, not withdrawn (a
   * withdrawn contract's value is settled by hand), with the pause of their membership and its type's rule.
   */
  billableContracts(firstDay: string, lastDay: string, db: Db = this.db): Promise<BillableContractRow[]> {
    return db
      .selectFrom('contracts as c')
      .leftJoin('memberships as m', 'm.id', 'c.membershipId')
      .leftJoin('membershipTypes as t', 't.id', 'c.typeId')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select([
        'c.id',
        'c.contractNumber',
        'c.userId',
        'c.status',
        'c.startsOn',
        'c.endsOn',
        'c.cancellationEndsOn',
        'c.monthlyPriceCents',
        'c.setupFeeCents',
        'c.firstName',
        'c.lastName',
        'c.street',
        'c.postalCode',
        'c.city',
        'c.email',
        'c.accountHolder',
        'c.ibanEncrypted',
        'c.ibanMasked',
        'c.mandateReference',
        'c.mandateSignedOn',
        'm.pausedFrom',
        'm.pausedUntil',
        't.pauseBilling',
        sql<string | null>`case when u.anonymised_at is null then u.email else null end`.as('accountEmail'),
        'u.firstName as accountFirstName',
        'c.locationId',
      ])
      .where('c.status', '!=', 'withdrawn')
      .where('c.startsOn', '<=', lastDay)
      .where((eb) =>
        eb.or([
          eb.and([eb('c.endsOn', 'is', null), eb('c.cancellationEndsOn', 'is', null)]),
          eb('c.endsOn', '>=', firstDay),
          eb.and([eb('c.endsOn', 'is', null), eb('c.cancellationEndsOn', '>=', firstDay)]),
        ]),
      )
      .orderBy('c.id')
      .execute();
  }

  /** The locations with their address, first location first (issue 34: an invoice names its contract's). */
  locations(db: Db = this.db) {
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'street', 'postalCode', 'city'])
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
  }

  /** The contracts (of these) whose one-time fee an invoice that is not cancelled carries already. */
  async setupFeeInvoiced(contractIds: readonly number[], db: Db = this.db): Promise<Set<number>> {
    const found = new Set<number>();
    for (const ids of slices(contractIds)) {
      const rows = await db
        .selectFrom('invoices as i')
        .select('i.contractId')
        .where('i.contractId', 'in', ids)
        .where('i.kind', '=', 'invoice')
        .where('i.lines', 'like', '%"setup_fee"%')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('invoices as x').select('x.id').whereRef('x.cancelsInvoiceId', '=', 'i.id'),
            ),
          ),
        )
        .execute();
      for (const row of rows) found.add(row.contractId!);
    }
    return found;
  }

  /**
   * The mandates (of these references) collected before: an invoice of a final run that went with the mandate
   * and was not returned (SEPA rulebook: a mandate's first collection is FRST, every later one RCUR; after a
   * returned first collection the next is a first one again).
   */
  async collectedMandates(references: readonly string[], db: Db = this.db): Promise<Set<string>> {
    const found = new Set<string>();
    for (const refs of slices(references)) {
      const rows = await db
        .selectFrom('invoices as i')
        .select('i.mandateReference')
        .distinct()
        .where('i.mandateReference', 'in', refs)
        .where('i.runId', 'is not', null)
        .where('i.kind', '=', 'invoice')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('invoiceEvents as e')
                .select('e.id')
                .whereRef('e.invoiceId', '=', 'i.id')
                .where('e.kind', '=', 'returned'),
            ),
          ),
        )
        .execute();
      for (const row of rows) found.add(row.mandateReference!);
    }
    return found;
  }

  /** The member's newest contract that is not withdrawn (the mandate the desk and the member see). */
  mandateOf(userId: number, db: Db = this.db) {
    return db
      .selectFrom('contracts')
      .select(['contractNumber', 'accountHolder', 'ibanMasked', 'mandateReference', 'mandateSignedOn'])
      .where('userId', '=', userId)
      .where('status', '!=', 'withdrawn')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  // Invoices

  async insertInvoices(rows: readonly NewInvoiceRow[], db: Db): Promise<number[]> {
    if (rows.length === 0) return [];
    const ids: number[] = [];
    // In slices: SQLite allows at most 32,766 bound values per statement.
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await db
        .insertInto('invoices')
        .values(rows.slice(start, start + 500))
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  }

  invoiceById(id: number, db: Db = this.db): Promise<InvoiceRow | undefined> {
    return db.selectFrom('invoices').select(INVOICE_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  invoicesByEndToEnd(endToEndIds: readonly string[], db: Db = this.db): Promise<InvoiceRow[]> {
    if (endToEndIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .where('endToEndId', 'in', endToEndIds)
      .where('kind', '=', 'invoice')
      .execute();
  }

  /** The cancellation invoice pointing to this one, if any. */
  cancellationOf(id: number, db: Db = this.db): Promise<InvoiceRow | undefined> {
    return db
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .where('cancelsInvoiceId', '=', id)
      .executeTakeFirst();
  }

  /** Invoices by filter, newest first (the admin's list, a run's, a member's). */
  invoices(
    filter: { period?: string; userId?: number; runId?: number; from?: string; to?: string },
    db: Db = this.db,
  ): Promise<InvoiceRow[]> {
    return db
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .$if(filter.period !== undefined, (q) => q.where('period', '=', filter.period!))
      .$if(filter.userId !== undefined, (q) => q.where('userId', '=', filter.userId!))
      .$if(filter.runId !== undefined, (q) => q.where('runId', '=', filter.runId!))
      .$if(filter.from !== undefined, (q) => q.where('issuedOn', '>=', filter.from!))
      .$if(filter.to !== undefined, (q) => q.where('issuedOn', '<=', filter.to!))
      .orderBy('id', 'desc')
      .execute();
  }

  /** The numbers of these invoices (what a cancellation points to). */
  async numbers(ids: readonly number[], db: Db = this.db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('invoices').select(['id', 'number']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.number]));
  }

  async pdf(id: number, db: Db = this.db): Promise<string | null | undefined> {
    const row = await db.selectFrom('invoices').select('pdf').where('id', '=', id).executeTakeFirst();
    return row?.pdf;
  }

  /** The PDF made on the first download; a PDF stored already stays (the first one made is the document). */
  async storePdf(id: number, pdf: string, db: Db = this.db): Promise<void> {
    await db.updateTable('invoices').set({ pdf }).where('id', '=', id).where('pdf', 'is', null).execute();
  }

  // Events

  /** Inserts the events that are new (one per kind and invoice); answers how many were. */
  async insertEvents(rows: readonly NewEventRow[], db: Db): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += 500) {
      const result = await db
        .insertInto('invoiceEvents')
        .values(rows.slice(start, start + 500))
        .onConflict((oc) => oc.columns(['invoiceId', 'kind']).doNothing())
        .returning('id')
        .execute();
      inserted += result.length;
    }
    return inserted;
  }

  async events(invoiceIds: readonly number[], db: Db = this.db): Promise<EventRow[]> {
    if (invoiceIds.length === 0) return [];
    const rows: EventRow[] = [];
    for (let start = 0; start < invoiceIds.length; start += 500) {
      rows.push(
        ...(await db
          .selectFrom('invoiceEvents')
          .selectAll()
          .where('invoiceId', 'in', invoiceIds.slice(start, start + 500))
          .orderBy('id')
          .execute()),
      );
    }
    return rows;
  }

  /** Events of a kind in a date range (the accountant's export: returns and payments). */
  eventsBetween(kinds: readonly EventRow['kind'][], from: string, to: string, db: Db = this.db) {
    return db
      .selectFrom('invoiceEvents')
      .selectAll()
      .where('kind', 'in', kinds)
      .where('onDate', '>=', from)
      .where('onDate', '<=', to)
      .orderBy('onDate')
      .orderBy('id')
      .execute();
  }

  // The pre-notification and the flag

  /** Takes the pre-notification's key of each member and run; answers the members whose key was new. */
  async claimNotices(
    rows: ReadonlyArray<{ runId: number; userId: number; amountCents: number; createdAt: string }>,
    db: Db,
  ): Promise<Set<number>> {
    const claimed = new Set<number>();
    for (const slice of slices(rows, 500)) {
      const inserted = await db
        .insertInto('billingNotices')
        .values(slice)
        .onConflict((oc) => oc.columns(['runId', 'userId']).doNothing())
        .returning('userId')
        .execute();
      for (const row of inserted) claimed.add(row.userId);
    }
    return claimed;
  }

  flag(userId: number, db: Db = this.db) {
    return db.selectFrom('billingFlags').selectAll().where('userId', '=', userId).executeTakeFirst();
  }

  async setFlag(userId: number, returnsInRow: number, now: string, db: Db): Promise<void> {
    await db
      .insertInto('billingFlags')
      .values({ userId, returnsInRow, flaggedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ returnsInRow }))
      .execute();
  }

  async clearFlag(userId: number, db: Db): Promise<void> {
    await db.deleteFrom('billingFlags').where('userId', '=', userId).execute();
  }

  /** Account deletion (issue 33): the contracts keep name, address and documents until `keptUntil`. */
  async retainContracts(
    userId: number,
    keptUntil: (endsOn: string | null) => string,
    db: Db,
  ): Promise<number> {
    const rows = await db
      .selectFrom('contracts')
      .select(['id', 'endsOn', 'cancellationEndsOn'])
      .where('userId', '=', userId)
      .execute();
    for (const row of rows)
      await db
        .updateTable('contracts')
        .set({
          email: '',
          phone: '',
          dateOfBirth: '',
          keptUntil: keptUntil(row.endsOn ?? row.cancellationEndsOn),
        })
        .where('id', '=', row.id)
        .execute();
    return rows.length;
  }
}

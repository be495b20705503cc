// All SQL on leads and contact messages (their mails go through the outbox, server/modules/mail).
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { ContactMessagesTable, Database, LeadsTable } from '../../db/schema';
import type { PageQuery } from '#domain/schemas/paging';

export type LeadRow = Selectable<LeadsTable>;
export type MessageRow = Selectable<ContactMessagesTable>;

export class InboxRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  /**
   * Stores a lead once per Idempotency-Key: with a key already stored, nothing is inserted and the stored lead
   * comes back (`inserted: false`); the unique index decides, so two racing requests cannot both insert.
   */
  async insertLead(
    row: Omit<LeadRow, 'id' | 'handledAt' | 'idempotencyKey' | 'userId'> & { idempotencyKey?: string | null },
  ): Promise<{ lead: LeadRow; inserted: boolean }> {
    const values = { ...row, idempotencyKey: row.idempotencyKey ?? null };
    const inserted = await this.db
      .insertInto('leads')
      .values(values)
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { lead: inserted, inserted: true };
    const stored = await this.db
      .selectFrom('leads')
      .selectAll()
      .where('idempotencyKey', '=', values.idempotencyKey!)
      .executeTakeFirstOrThrow();
    return { lead: stored, inserted: false };
  }

  /** Newest first; after the cursor's lead when one is given. */
  leads(page: PageQuery): Promise<LeadRow[]> {
    return this.newestFirst('leads', page) as Promise<LeadRow[]>;
  }

  async markLead(id: number, handledAt: string | null): Promise<LeadRow | undefined> {
    return this.db
      .updateTable('leads')
      .set({ handledAt })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async insertMessage(
    row: Pick<
      MessageRow,
      'name' | 'email' | 'phoneNumber' | 'subject' | 'message' | 'createdAt' | 'nextAttemptAt'
    > & { marketingConsent: number },
  ): Promise<number> {
    const inserted = await this.db
      .insertInto('contactMessages')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Newest first; after the cursor's message when one is given. */
  messages(page: PageQuery): Promise<MessageRow[]> {
    return this.newestFirst('contactMessages', page) as Promise<MessageRow[]>;
  }

  /** The inbox's order: newest first by when it came, then by id; after the cursor's row when one is given. */
  private newestFirst(table: 'leads' | 'contactMessages', { limit, cursor }: PageQuery) {
    let query = this.db.selectFrom(table).selectAll();
    if (cursor !== undefined) {
      const at = this.db.selectFrom(table).select('createdAt').where('id', '=', cursor);
      query = query.where((eb) =>
        eb.or([eb('createdAt', '<', at), eb.and([eb('createdAt', '=', at), eb('id', '<', cursor)])]),
      );
    }
    return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async markMessage(id: number, handledAt: string | null): Promise<MessageRow | undefined> {
    return this.db
      .updateTable('contactMessages')
      .set({ handledAt })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}

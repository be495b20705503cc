// All SQL on leads and contact messages, including the mail outbox of the messages.
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { ContactMessagesTable, Database, LeadsTable } from '../../db/schema';

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
    row: Omit<LeadRow, 'id' | 'handledAt' | 'idempotencyKey'> & { idempotencyKey?: string | null },
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

  leads(): Promise<LeadRow[]> {
    return this.db
      .selectFrom('leads')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
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

  messages(): Promise<MessageRow[]> {
    return this.db
      .selectFrom('contactMessages')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async markMessage(id: number, handledAt: string | null): Promise<MessageRow | undefined> {
    return this.db
      .updateTable('contactMessages')
      .set({ handledAt })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Claims up to `limit` unsent messages whose next attempt is due and that nobody else is sending, until
   * `until`, in one statement; returns them. On PostgreSQL the candidates are locked FOR UPDATE SKIP LOCKED, so
   * two processes claiming at once take different rows instead of waiting for each other; on SQLite the single
   * writer makes the statement atomic. A row is only ever in one claim until it expires (decision 0106).
   */
  claimDue(now: string, until: string, limit: number): Promise<MessageRow[]> {
    const due = this.db
      .selectFrom('contactMessages')
      .select('id')
      .where('sentAt', 'is', null)
      .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
      .orderBy('id')
      .limit(limit)
      .$if(this.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    return this.db
      .updateTable('contactMessages')
      .set({ claimedUntil: until })
      .where('id', 'in', due)
      .returningAll()
      .execute()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  async markSent(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('contactMessages')
      .set((eb) => ({
        sentAt: now,
        claimedUntil: null,
        lastError: null,
        sendAttempts: eb('sendAttempts', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: number, error: string, nextAttemptAt: string): Promise<void> {
    await this.db
      .updateTable('contactMessages')
      .set((eb) => ({
        claimedUntil: null,
        lastError: error,
        nextAttemptAt,
        sendAttempts: eb('sendAttempts', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  }
}

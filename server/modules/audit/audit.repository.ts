// All SQL on the audit log. Entries are written with the transaction of the change they record, so a change
// and its record commit or roll back together.
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntityType, AuditQuery } from '#domain/schemas/audit';
import type { Database, Db } from '../../db/schema';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number;
  details?: Record<string, unknown>;
}

export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>[number];

export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(db: Db, entry: AuditRecord, at: string): Promise<void> {
    await db
      .insertInto('auditLog')
      .values({
        actorId: entry.actorId,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        details: JSON.stringify(entry.details ?? {}),
        at,
      })
      .execute();
  }

  /** Newest first, with the actor's current name. */
  list(query: AuditQuery) {
    let select = this.db
      .selectFrom('auditLog as a')
      .leftJoin('users as u', 'u.id', 'a.actorId')
      .select([
        'a.id',
        'a.actorId',
        'a.action',
        'a.entityType',
        'a.entityId',
        'a.details',
        'a.at',
        'u.firstName',
        'u.lastName',
      ]);
    if (query.entityType) select = select.where('a.entityType', '=', query.entityType);
    if (query.entityId !== undefined) select = select.where('a.entityId', '=', query.entityId);
    if (query.cursor !== undefined) select = select.where('a.id', '<', query.cursor);
    return select.orderBy('a.id', 'desc').limit(query.limit).execute();
  }
}

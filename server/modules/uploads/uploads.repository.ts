// All SQL on the uploads table (decision 0132).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from '../../db/schema';

export type UploadRow = Selectable<UploadsTable>;

export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(row: Insertable<UploadsTable>): Promise<UploadRow> {
    return this.db.insertInto('uploads').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Newest first (ids only grow), after the cursor when one is given; only the given formats when listed. */
  list({
    limit,
    cursor,
    types,
  }: {
    limit: number;
    cursor?: number;
    types?: readonly string[];
  }): Promise<UploadRow[]> {
    let query = this.db.selectFrom('uploads').selectAll();
    if (cursor !== undefined) query = query.where('id', '<', cursor);
    if (types) query = query.where('type', 'in', [...types]);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }
}

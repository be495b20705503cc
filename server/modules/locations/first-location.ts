// The first location as an expression (issue 34): what a course, a member or a contract belongs to when nothing
// else is chosen (a single-location installation never chooses). First by sort order, then by age.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's insert may name it
export function firstLocationId(eb: ExpressionBuilder<Database, any>) {
  return eb.selectFrom('locations').select('locations.id').orderBy('sortOrder').orderBy('id').limit(1);
}

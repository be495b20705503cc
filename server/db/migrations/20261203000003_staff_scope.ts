// A manager's client list (issue 34 item 4, decision 0205): the clients of one home studio in the list's order
// (last name, first name, id), those not anonymised, so a scoped page walks only its location's members instead
// of every member by name (with 50 locations, 49 of 50 rows read would be thrown away).
import { sql } from 'kysely';
import type { AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('users_by_home_name')
    .on('users')
    .columns(['home_location_id', 'last_name', 'first_name', 'id'])
    .where(sql.ref('anonymised_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_by_home_name').execute();
}

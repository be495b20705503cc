// The front desk (issue 6, decision 0040): the audit log; cancelled sessions and deleted-but-kept courses;
// check-in stamps and the no_show status on bookings (the status CHECK is replaced, see replaceColumnCheck);
// accounts made at the desk (one-time password), anonymised clients, check-in short codes and the folded
// search text for the client list.
import { sql } from 'kysely';
import { clientSearchText } from '#domain/clients/search';
import {
  boolDefault,
  boolType,
  idColumn,
  idType,
  instantType,
  replaceColumnCheck,
  type AnyDb,
} from './helpers';

const OLD_STATUSES = "status in ('confirmed', 'pending', 'cancelled', 'attended')";
const NEW_STATUSES = "status in ('confirmed', 'pending', 'cancelled', 'attended', 'no_show')";

async function oneActivePerUser(db: AnyDb, statuses: string[]): Promise<void> {
  await db.schema.dropIndex('bookings_one_active_per_user').ifExists().execute();
  await db.schema
    .createIndex('bookings_one_active_per_user')
    .on('bookings')
    .columns(['user_id', 'course_setting_id'])
    .unique()
    .where(sql.ref('status'), 'in', statuses)
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('at', instantType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'id'])
    .execute();

  await db.schema.alterTable('course_settings').addColumn('cancelled_at', instantType(db)).execute();
  await db.schema.alterTable('courses').addColumn('deleted_at', instantType(db)).execute();

  await db.schema.alterTable('bookings').addColumn('checked_in_at', instantType(db)).execute();
  await db.schema.alterTable('bookings').addColumn('checked_in_by', 'integer').execute();
  await replaceColumnCheck(db, { table: 'bookings', column: 'status', from: OLD_STATUSES, to: NEW_STATUSES });
  // A no-show still holds its place in the session: one active booking per member counts it too.
  await oneActivePerUser(db, ['confirmed', 'pending', 'attended', 'no_show']);

  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, false)))
    .execute();
  await db.schema.alterTable('users').addColumn('anonymised_at', instantType(db)).execute();
  await db.schema.alterTable('users').addColumn('check_in_code', 'text').execute();
  await db.schema.createIndex('users_check_in_code').on('users').column('check_in_code').unique().execute();
  await db.schema.alterTable('users').addColumn('search_text', 'text').execute();
  const users = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).execute();
  for (const user of users as Array<{ id: number; first_name: string; last_name: string; email: string }>) {
    await db
      .updateTable('users')
      .set({
        search_text: clientSearchText({
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
        }),
      })
      .where('id', '=', user.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('search_text').execute();
  await db.schema.dropIndex('users_check_in_code').execute();
  await db.schema.alterTable('users').dropColumn('check_in_code').execute();
  await db.schema.alterTable('users').dropColumn('anonymised_at').execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();

  // A no-show goes back to what it was before it was marked: a confirmed booking.
  await db.updateTable('bookings').set({ status: 'confirmed' }).where('status', '=', 'no_show').execute();
  await oneActivePerUser(db, ['confirmed', 'pending', 'attended']);
  await replaceColumnCheck(db, { table: 'bookings', column: 'status', from: NEW_STATUSES, to: OLD_STATUSES });
  await db.schema.alterTable('bookings').dropColumn('checked_in_by').execute();
  await db.schema.alterTable('bookings').dropColumn('checked_in_at').execute();

  await db.schema.alterTable('courses').dropColumn('deleted_at').execute();
  await db.schema.alterTable('course_settings').dropColumn('cancelled_at').execute();
  await db.schema.dropTable('audit_log').execute();
}

// A booking writes every index of bookings (decision 0209): two of them were the first column of another and
// answered nothing the other does not.
// - bookings_course_setting_id (course_setting_id): bookings_session_status (course_setting_id, status, id) reads
//   a session's bookings the same way.
// - bookings_user (user_id): bookings_user_counted (user_id, counted) reads a member's bookings the same way.
// Each booking, cancellation and check-in writes two index pages fewer; the foreign keys' checks use the longer
// indexes (their first column is the key's).
import type { AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('bookings_course_setting_id').execute();
  await db.schema.dropIndex('bookings_user').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('bookings_user').on('bookings').column('user_id').execute();
  await db.schema
    .createIndex('bookings_course_setting_id')
    .on('bookings')
    .column('course_setting_id')
    .execute();
}

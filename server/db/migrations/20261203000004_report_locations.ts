// Reports by location (issue 34 item 5, decision 0206): one location's Auswertung reads that location's sessions
// of the period and its members' new accounts of the period, nothing of the other locations.
// - course_settings (course_id, scheduled_at): the location's few courses (courses_location), then each course's
//   sessions of the period. course_settings_course_id alone would read every session a course ever had (a year's
//   report of a course running five years: five times the rows), course_settings_scheduled_at the whole chain's
//   sessions of the period (fifty times the rows at fifty locations).
// - users (home_location_id, created_at): the location's accounts made in the period, not all its members ever
//   (users_home_location) nor the chain's new accounts (users_created_at).
import type { AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('course_settings_course_scheduled')
    .on('course_settings')
    .columns(['course_id', 'scheduled_at'])
    .execute();
  await db.schema
    .createIndex('users_home_location_created')
    .on('users')
    .columns(['home_location_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_home_location_created').execute();
  await db.schema.dropIndex('course_settings_course_scheduled').execute();
}

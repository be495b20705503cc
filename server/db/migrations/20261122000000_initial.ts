// Users, courses with their sessions (course settings), and bookings per session.
import { sql } from 'kysely';
import { boolDefault, boolType, idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('is_active', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('difficulty', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('image_url', 'text')
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().defaultTo(60))
    .addColumn('bookable', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('course_settings')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('scheduled_at', instantType(db), (col) => col.notNull())
    .addColumn('trainer_name', 'text', (col) => col.notNull())
    .addColumn('max_participants', 'integer', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_settings_scheduled_at')
    .on('course_settings')
    .column('scheduled_at')
    .execute();
  await db.schema
    .createIndex('course_settings_course_id')
    .on('course_settings')
    .column('course_id')
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_setting_id', 'integer', (col) =>
      col.notNull().references('course_settings.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('confirmed', 'pending', 'cancelled', 'attended')`),
    )
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();
  // One active booking per member and session (DECISIONS "Bookings").
  await db.schema
    .createIndex('bookings_one_active_per_user')
    .on('bookings')
    .columns(['user_id', 'course_setting_id'])
    .unique()
    .where(sql.ref('status'), 'in', ['confirmed', 'pending', 'attended'])
    .execute();
  await db.schema
    .createIndex('bookings_course_setting_id')
    .on('bookings')
    .column('course_setting_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('course_settings').execute();
  await db.schema.dropTable('courses').execute();
  await db.schema.dropTable('users').execute();
}
